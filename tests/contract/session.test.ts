import { ApiError, SERVICE_PERMISSIONS, SessionError, createClient, encryptField } from "@fixcloud/sdk";
import { decryptField } from "@fixcloud/fixtures";
import { afterAll, describe, expect, it } from "vitest";
import { BASE, SEED, createHarness } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

const privateKey = () =>
  h.sandbox.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'rsa_private_pem'").get()!
    .value;

describe("session contract", () => {
  it("serves a public key the SDK's encryption round-trips with, across several 117-byte blocks", async () => {
    const { publicKey } = await h.anonymous.session.initData();
    const text = "密码Pa55word!".repeat(30); // > 117 bytes of UTF-8: several blocks
    const cipher = await encryptField(publicKey, text);
    expect(Buffer.from(cipher, "base64").length % 128).toBe(0);
    expect(Buffer.from(cipher, "base64").length).toBeGreaterThan(128);
    expect(decryptField(privateKey(), cipher)).toBe(text);
  });

  it("gives a real SVG image captcha", async () => {
    const captcha = await h.anonymous.session.captcha();
    expect(captcha.uuid).not.toBe("");
    expect(captcha.img).toMatch(/^data:image\/svg\+xml/);
  });

  it("signs the main account in with every session field, and the token works", async () => {
    const { client, session } = await h.signIn();
    expect(session.accountType).toBe(1);
    expect(session.user_name).toBe("demo");
    expect(session.permissions).toContain("WDDD_GSK852");
    const counts = await client.overview.counts();
    expect(counts.totalCount).toBe(SEED.accounts);
  });

  it("signs the operator in with a role whose permissions are a subset", async () => {
    const { client, session } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    expect(session.accountType).toBe(2);
    expect(session.roleList).toEqual([{ roleCode: "operator", roleName: "运维操作员" }]);
    // The seeded role: high-precision accounts, read and export only.
    expect(session.permissions).toEqual([SERVICE_PERMISSIONS[1].export]);
    expect(session.menuCodes).toEqual(["FWGL_HSK974", "LMJFW_KHF756"]);
    await expect(client.overview.counts()).resolves.toEqual({
      onlineCount: SEED.online,
      totalCount: SEED.accounts,
    });
  });

  it("rejects a wrong password with the server's message as ApiError and creates no session", async () => {
    const before = h.sandbox.db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number };
    const { uuid } = await h.anonymous.session.captcha();
    const err = await h.anonymous.session
      .loginByUsername({ username: "demo", password: "Wrong@2026x", code: "1234", uuid })
      .catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(400);
    expect(err.message).toBe("用户名或密码错误");
    const after = h.sandbox.db.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number };
    expect(after.n).toBe(before.n);
  });

  it("raises the 401 session event and a SessionError for a call without a valid token", async () => {
    let signedOut = 0;
    const client = createClient({
      baseURL: BASE,
      token: "not-a-token",
      fetch: (input, init) => h.sandbox.fetch(new Request(input as string, init)),
      events: { onUnauthorized: () => signedOut++ },
    });
    const err = await client.overview.counts().catch((e) => e);
    expect(err).toBeInstanceOf(SessionError);
    expect(err.code).toBe(401);
    expect(signedOut).toBe(1);
  });
});
