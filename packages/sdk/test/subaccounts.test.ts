// The sub-account area of the SDK (part2 §4, §7): the status toggle's decision, and
// the SubAccounts resource sending each method's one call, with create/update payloads
// encrypted (only the password pair when set) and the toggle's target decided by the SDK.
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { nextUserStatus, userStatusAction, userStatusChanges } from "../src/catalogue/subaccounts/status.js";
import { isAssignableRole, unassignableRoleCodes } from "../src/catalogue/roles/decisions.js";
import type { EndpointDef } from "../src/catalogue/shared/endpoint.js";
import type { Transport } from "../src/core/transport.js";
import { NoStatusToggleError, SubAccounts, subAccountPayload } from "../src/resources/subaccounts.js";

describe("status toggle (part2 §4)", () => {
  it("0 → 2, 2 or 3 → 0, anything else has no toggle", () => {
    expect(nextUserStatus(0)).toBe(2);
    expect(nextUserStatus(2)).toBe(0);
    expect(nextUserStatus(3)).toBe(0);
    for (const v of [1, 4, -1, null, undefined]) expect(nextUserStatus(v)).toBeNull();
    expect(userStatusAction(0)).toBe("disable");
    expect(userStatusAction(3)).toBe("enable");
    expect(userStatusAction(7)).toBeNull();
    expect(userStatusChanges(0, "disable")).toBe(true);
    expect(userStatusChanges(0, "enable")).toBe(false);
    expect(userStatusChanges(2, "disable")).toBe(false);
  });
});

const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const publicPem = forge.pki.publicKeyToPem(keys.publicKey);
/** Undo encryptField: base64 → 128-byte blocks → RSA PKCS#1 v1.5 → UTF-8. */
function decrypt(b64: string): unknown {
  const bytes = forge.util.decode64(b64);
  let plain = "";
  for (let i = 0; i < bytes.length; i += 128)
    plain += keys.privateKey.decrypt(bytes.slice(i, i + 128), "RSAES-PKCS1-V1_5");
  return JSON.parse(forge.util.decodeUtf8(plain));
}

function resource() {
  const seen: { name: string; body: unknown }[] = [];
  const t = {
    call: async (def: EndpointDef, body: unknown) => {
      seen.push({ name: def.name, body });
      return { userId: "9" };
    },
  } as unknown as Transport;
  return { sub: new SubAccounts(t, async () => publicPem), seen };
}

describe("SubAccounts resource (part2 §7)", () => {
  it("create sends only `data`, the encrypted trimmed payload with the password pair", async () => {
    const { sub, seen } = resource();
    const fields = { userName: " ops01 ", fullName: " 张三 ", phone: "13800138000", email: "a@b.cn" };
    await sub.create({ ...fields, password: " Pw@2026x ", confirmPassword: " Pw@2026x " });
    expect(seen[0]?.name).toBe("subaccounts.createSubAccount");
    const body = seen[0]?.body as { data: string };
    expect(Object.keys(body)).toEqual(["data"]);
    expect(decrypt(body.data)).toEqual({
      userName: "ops01",
      fullName: "张三",
      phone: "13800138000",
      email: "a@b.cn",
      password: " Pw@2026x ",
      confirmPassword: " Pw@2026x ",
    });
  });

  it("update adds userId and leaves the password pair out when no password is set", async () => {
    const { sub, seen } = resource();
    await sub.update({
      userId: "7",
      userName: "ops01",
      fullName: "x",
      phone: "1",
      email: "e@x.cn",
      password: "",
    });
    expect(seen[0]?.name).toBe("subaccounts.updateSubAccountInfo");
    expect(decrypt((seen[0]!.body as { data: string }).data)).toEqual({
      userName: "ops01",
      fullName: "x",
      phone: "1",
      email: "e@x.cn",
      userId: "7",
    });
    expect(
      subAccountPayload({ userId: "7", userName: "a", fullName: "b", phone: "", email: "" }),
    ).not.toHaveProperty("password");
  });

  it("each other method sends its one call; the toggle's target is the SDK's", async () => {
    const { sub, seen } = resource();
    await sub.list({ userName: "a", pageNum: 1, pageSize: 10 });
    await sub.retrieve("7");
    await sub.setRoles("7", ["r1", "r2"]);
    await sub.delete("7");
    await sub.setStatus("7", 2);
    expect(await sub.toggleStatus({ userconsoleUseId: "7", userStatus: 3 })).toBe(0);
    expect(seen.map((s) => [s.name, s.body])).toEqual([
      ["subaccounts.subAccountList", { userName: "a", pageNum: 1, pageSize: 10 }],
      ["subaccounts.subAccountDetails", { userId: "7" }],
      ["subaccounts.subAccountConfigRole", { userId: "7", roleCodeSet: ["r1", "r2"] }],
      ["subaccounts.deleteSubAccount", { userId: "7" }],
      ["subaccounts.updateSubAccountStatus", { userId: "7", userStatus: 2 }],
      ["subaccounts.updateSubAccountStatus", { userId: "7", userStatus: 0 }],
    ]);
    await expect(sub.toggleStatus({ userconsoleUseId: "7", userStatus: 5 })).rejects.toBeInstanceOf(
      NoStatusToggleError,
    );
    expect(seen).toHaveLength(6);
  });
});

describe("role assignment (part2 §2, §4: a disabled role cannot be assigned)", () => {
  const status: Record<string, 0 | 1> = { on: 0, off: 1, heldOff: 1 };
  const statusOf = (code: string) => status[code];
  it("an enabled role may be given; a disabled one only stays where it is already held", () => {
    expect(isAssignableRole({ roleStatus: 0 })).toBe(true);
    expect(isAssignableRole({ roleStatus: "1" })).toBe(false);
    expect(unassignableRoleCodes(["on", "off", "heldOff", "unknown"], ["heldOff"], statusOf)).toEqual([
      "off",
    ]);
    expect(unassignableRoleCodes(["on"], ["heldOff"], statusOf)).toEqual([]);
    expect(unassignableRoleCodes(["off", "off"], [], statusOf)).toEqual(["off"]);
  });
});
