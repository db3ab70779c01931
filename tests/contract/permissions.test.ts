// Permissions enforced on both sides, the sandbox's side: a sub-user whose role holds
// part of the menu calls every endpoint of the SDK's access table. What the table allows is not
// refused (403); what it does not is refused with a 403 naming the missing code, and a refusal
// changes nothing. A change to the role holds from the sub-user's next call, without signing in
// again.
import {
  ACCESS,
  type EndpointName,
  ForbiddenError,
  PAGE_PERMISSIONS,
  ROLES_MENU,
  SERVICE_PERMISSIONS,
  USERS_MENU,
  endpointList,
  endpoints,
  missingAccess,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

/**
 * The operator's role for these tests: high-precision accounts (export, and the device page with
 * enabling devices), recipients, my tickets with details but not adding, and the sub-account
 * screen but not the role screen. Everything else of the menu is not granted.
 */
const PARTIAL = [
  "FWGL_HSK974",
  "LMJFW_KHF756",
  SERVICE_PERMISSIONS[1].export,
  SERVICE_PERMISSIONS[1].deviceManagement,
  "ZZHQY_GJP101",
  "XXGL_FSK445",
  "JSR_JSF862",
  "GDGL_LHG477",
  "WDGD_KJD297",
  PAGE_PERMISSIONS.ticketDetail,
  USERS_MENU,
];
const grants = new Set(PARTIAL);
const GRANTS = { menuCodes: grants, permissions: grants };

/**
 * Set the operator role's codes. The role screen's calls (roles.updateRole) are built in
 * parallel, so the test writes the role's row itself: what matters here is
 * that the sandbox reads it on the next call.
 */
function setOperatorRole(codes: readonly string[], enabled = true): void {
  h.sandbox.db
    .prepare("UPDATE roles SET menu_codes = ?, permissions = ?, role_status = ? WHERE role_code = 'operator'")
    .run(JSON.stringify(codes), JSON.stringify([]), enabled ? 0 : 1);
}

/** Every row of every table, for "a refusal changes nothing". */
function snapshot(): string {
  const tables = h.sandbox.db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all();
  return JSON.stringify(tables.map((t) => [t.name, h.sandbox.db.prepare(`SELECT * FROM "${t.name}"`).all()]));
}

let headers: Record<string, string>;

/** Send `name` as the operator with `body`: JSON, a multipart upload, or a GET's query. */
async function send(name: EndpointName, body: Record<string, unknown>, language = "en") {
  const def = endpoints[name];
  const hdrs: Record<string, string> = { ...headers, language };
  let url = `${BASE}${def.path}`;
  const init: RequestInit = { method: def.method, headers: hdrs };
  if (def.kind === "upload") {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([1, 2, 3])]), "devices.xlsx");
    form.set("msg", JSON.stringify(body));
    init.body = form;
  } else if (def.method === "GET") {
    url += `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`;
  } else {
    hdrs["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const res = await h.sandbox.fetch(new Request(url, init));
  const text = await res.text();
  let code = res.status;
  let message = "";
  try {
    const env = JSON.parse(text) as { code: number; message: string };
    code = env.code;
    message = env.message;
  } catch {
    // A file answer: the call was made.
  }
  return { status: res.status, code, message };
}

/** The bodies each call is tried with: service calls once per service type (1 granted, 2 not). */
function bodiesOf(name: EndpointName): Record<string, unknown>[] {
  const kind = ACCESS[name].kind;
  return kind === "service" || kind === "devices" ? [{ selectType: 1 }, { selectType: 2 }] : [{}];
}

// session.logout is allowed to every signed-in user, and ends the session the walk signs with.
const signed = endpointList
  .filter((d) => d.auth && d.name !== "session.logout")
  .map((d) => d.name as EndpointName);
const cases = signed.flatMap((name) => bodiesOf(name).map((body) => ({ name, body })));
const allowed = cases.filter((c) => missingAccess(c.name, GRANTS, c.body) === null);
const refused = cases.filter((c) => missingAccess(c.name, GRANTS, c.body) !== null);

beforeAll(async () => {
  setOperatorRole(PARTIAL);
  const { session } = await h.signIn("operator", h.sandbox.options.operatorPassword);
  headers = { token: session.token, roleCode: "operator" };
});

describe("a sub-user with part of the menu, at every endpoint of the access table", () => {
  it("covers both sides: some calls of every kind allowed, some refused", () => {
    expect(allowed.length).toBeGreaterThan(20);
    expect(refused.length).toBeGreaterThan(60);
    for (const kind of ["signedIn", "screen", "service", "devices"])
      expect(
        allowed.some((c) => ACCESS[c.name].kind === kind),
        kind,
      ).toBe(true);
    for (const kind of ["screen", "service", "devices"])
      expect(
        refused.some((c) => ACCESS[c.name].kind === kind),
        kind,
      ).toBe(true);
  });

  it("refuses every call the role does not grant with 403 naming the missing code, changing nothing", async () => {
    const before = snapshot();
    for (const { name, body } of refused) {
      const missing = missingAccess(name, GRANTS, body)!;
      const code = "menuCode" in missing ? missing.menuCode : missing.permission;
      const res = await send(name, body);
      expect(res.code, `${name} ${JSON.stringify(body)}`).toBe(403);
      expect(res.message, name).toContain(code);
    }
    expect(snapshot()).toBe(before);
  });

  it("does not refuse a call the role grants (whatever else the call answers)", async () => {
    for (const { name, body } of allowed) {
      const res = await send(name, body);
      expect(res.code, `${name} ${JSON.stringify(body)}: ${res.message}`).not.toBe(403);
    }
  });

  it("names the screen or the action in the request's language", async () => {
    const list = await send("accounts.selectAccServList", { selectType: 2 }, "zh-CN");
    expect(list.message).toBe("当前角色无权访问「辅助定位」（缺少菜单编码 FZDWFW_TIK895），请联系主账号授权");
    const disable = await send("accounts.batchDisable", { selectType: 1, ids: ["1"] });
    expect(disable.message).toBe(
      `Your role lacks the permission “High-precision › Disable” (permission code ${SERVICE_PERMISSIONS[1].disable} missing); ask the main account to grant it`,
    );
    const roles = await send("roles.updateRole", {});
    expect(roles.message).toContain(ROLES_MENU);
  });

  it("lets the main account make every call", async () => {
    const { session } = await h.signIn();
    const main = headers;
    headers = { token: session.token };
    try {
      for (const { name, body } of refused) expect((await send(name, body)).code, name).not.toBe(403);
    } finally {
      headers = main;
    }
  });
});

describe("a change to the role", () => {
  it("holds from the sub-user's next call, without signing in again", async () => {
    const { client } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    const page = { selectType: 1 as const, pageNo: 1, pageSize: 10 };
    await expect(client.accounts.list(page)).resolves.toMatchObject({ total: expect.any(Number) });
    // Disabling is not granted …
    expect((await send("accounts.batchDisable", { selectType: 1, ids: ["1"] })).code).toBe(403);
    // … until the role grants it: the same token may on its next call.
    setOperatorRole([...PARTIAL, SERVICE_PERMISSIONS[1].disable]);
    expect((await send("accounts.batchDisable", { selectType: 1, ids: ["nope"] })).code).not.toBe(403);
    // Taking the screen away refuses the list on the next call.
    setOperatorRole(PARTIAL.filter((c) => c !== "LMJFW_KHF756"));
    await expect(client.accounts.list(page)).rejects.toBeInstanceOf(ForbiddenError);
    // A disabled role grants nothing.
    setOperatorRole(PARTIAL, false);
    expect((await send("receivers.queryAll", {})).code).toBe(403);
    setOperatorRole(PARTIAL);
    expect((await send("receivers.queryAll", {})).code).not.toBe(403);
  });
});
