// The personal and security centres' resources (part2 §7): every method sends exactly
// its own call; the security-setting bodies are sealed — `{ data }` alone, which the private key
// opens to the plain payload, in 128-byte cipher blocks (117-byte plaintext blocks) — and the
// secret-reveal code goes with template 11.
import forge from "node-forge";
import { describe, expect, it } from "vitest";
import { newAddressCodeRequest } from "../src/catalogue/security/codes.js";
import type { EndpointDef } from "../src/catalogue/shared/endpoint.js";
import { ApiError, TooFrequentError } from "../src/core/errors.js";
import { Transport } from "../src/core/transport.js";
import { Credentials } from "../src/resources/credentials.js";
import { Security } from "../src/resources/security.js";

const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
const publicKey = forge.pki.publicKeyToPem(keys.publicKey);

/** What the sandbox does with `data`: 128-byte blocks, each decrypted, joined, parsed. */
function open(data: string): unknown {
  const raw = forge.util.decode64(data);
  expect(raw.length % 128).toBe(0);
  let bytes = "";
  for (let i = 0; i < raw.length; i += 128)
    bytes += keys.privateKey.decrypt(raw.slice(i, i + 128), "RSAES-PKCS1-V1_5");
  return JSON.parse(forge.util.decodeUtf8(bytes));
}

/** A transport that records each call's name and body; the client's customer is C1. */
function recorder() {
  const seen: { name: string; body: unknown }[] = [];
  const t = {
    options: { customerId: "C1" },
    withCustomerId: Transport.prototype.withCustomerId,
    call: async (def: EndpointDef, body: unknown) => {
      seen.push({ name: def.name, body });
      return {};
    },
  } as unknown as Transport;
  return { t, seen };
}

describe("Security", () => {
  it("sends each call once, sealing the security-setting payloads into data", async () => {
    const { t, seen } = recorder();
    const security = new Security(t, { publicKey: async () => publicKey });
    const password = {
      newPassword: "Newpass2026密码",
      confirmPassword: "Newpass2026密码",
      target: 1 as const,
      phoneOrEmail: "13800000000",
      captcha: "1234",
      newUsername: "demo2026",
    };
    const sealed = [
      [
        "verify",
        { target: 2, phoneOrEmail: "a@b.cn", captcha: "1234" },
        "security.bindingPhoneVerifyPhoneOrEmail",
      ],
      [
        "bindPhone",
        { oldPhoneOrEmail: "a@b.cn", newPhone: "13700000000", captcha: "1", verifyTarget: "v" },
        "security.bindingPhone",
      ],
      ["bindEmail", { email: "x@y.cn", captcha: "1", verifyTarget: "v" }, "security.bindingEmail"],
      ["updatePassword", password, "security.updatePassword"],
    ] as const;
    for (const [method, payload, name] of sealed) {
      seen.length = 0;
      await (security[method] as (p: unknown) => Promise<unknown>)(payload);
      expect(seen.map((s) => s.name)).toEqual([name]);
      const body = seen[0]!.body as { data: string };
      expect(Object.keys(body)).toEqual(["data"]);
      expect(open(body.data)).toEqual(payload);
    }
    seen.length = 0;
    await security.checkUserName("demo2026");
    expect(open((seen[0]!.body as { data: string }).data)).toEqual({ newUsername: "demo2026" });

    seen.length = 0;
    await security.userInfo();
    await security.securityData();
    await security.sms(newAddressCodeRequest("email", " x@y.cn "));
    expect(seen).toEqual([
      { name: "security.getUserBaseInfo", body: {} },
      { name: "security.getSecurityData", body: {} },
      { name: "security.sms", body: { phone: "x@y.cn", template: 12, target: 2, type: 0 } },
    ]);
  });

  it("a payload longer than one block is sealed in several", async () => {
    const { t, seen } = recorder();
    const security = new Security(t, { publicKey: async () => publicKey });
    const long = { email: `${"长".repeat(40)}@example.com`, captcha: "1234", verifyTarget: "v".repeat(64) };
    await security.bindEmail(long);
    const data = (seen[0]!.body as { data: string }).data;
    expect(forge.util.decode64(data).length).toBeGreaterThan(128);
    expect(open(data)).toEqual(long);
  });
});

describe("Credentials", () => {
  it("lists keys, sends the template-11 code and reveals with the client's customer", async () => {
    const { t, seen } = recorder();
    const credentials = new Credentials(t);
    await credentials.list();
    await credentials.sendCode({ phone: "13800001234" });
    await credentials.reveal({ captcha: "1234" });
    expect(seen).toEqual([
      { name: "credentials.getAccessKey", body: { customerId: "C1" } },
      { name: "security.sms", body: { phone: "13800001234", template: 11, target: 1, type: 1 } },
      { name: "credentials.getAccessSecret", body: { captcha: "1234", customerId: "C1" } },
    ]);
  });
});

describe("TooFrequentError (part2 §8: after a 460 the resend countdown is kept)", () => {
  it("carries the server's remaining wait, or null when the answer does not give one", () => {
    const of = (data: unknown) => ApiError.from({ code: 460, message: "wait", httpStatus: 200, data });
    const err = of({ resendIn: 42_000 });
    expect(err).toBeInstanceOf(TooFrequentError);
    expect((err as TooFrequentError).resendIn).toBe(42_000);
    for (const data of [null, {}, { resendIn: "42" }, { resendIn: -1 }, { resendIn: Number.NaN }])
      expect((of(data) as TooFrequentError).resendIn).toBeNull();
  });
});
