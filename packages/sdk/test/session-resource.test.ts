// The Session resource's ways in: each method sends exactly its own call with the
// field names of docs/identity-ways-in.md, trimmed, and never a password in plain text.
import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { EndpointDef } from "../src/catalogue/shared/endpoint.js";
import type { Transport } from "../src/core/transport.js";
import { Session } from "../src/resources/session.js";

const { publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 1024,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

function recorder() {
  const seen: { name: string; body: Record<string, unknown> }[] = [];
  const t = {
    options: {},
    call: async (def: EndpointDef, body: Record<string, unknown>) => {
      if (def.name === "session.getInitData")
        return { publicKey, languages: ["zh-CN", "en"], serverTime: "" };
      seen.push({ name: def.name, body });
      return {};
    },
  } as unknown as Transport;
  return { s: new Session(t), seen };
}

const encrypted = (v: unknown) => typeof v === "string" && Buffer.from(v, "base64").length % 128 === 0;

describe("Session ways in", () => {
  it("sendCode sends security.sms with the recipient, template, channel and type", async () => {
    const { s, seen } = recorder();
    await s.sendCode({ to: " 13812345678 ", template: 3 });
    await s.sendCode({ to: "a@b.cn", template: 11, channel: "email", own: true });
    expect(seen).toEqual([
      { name: "security.sms", body: { phone: "13812345678", template: 3, target: 1, type: 0 } },
      { name: "security.sms", body: { phone: "a@b.cn", template: 11, target: 2, type: 1 } },
    ]);
  });

  it("sign-in calls carry the phone, the SMS code and (loginByPhone) the image captcha", async () => {
    const { s, seen } = recorder();
    await s.loginByPhone({ phone: "13812345678 ", captcha: " 1234", code: "abcd ", uuid: "u1" });
    await s.smsNoLogin({ phone: "13812345678", captcha: "1234" });
    expect(seen).toEqual([
      {
        name: "session.loginByPhone",
        body: { phone: "13812345678", captcha: "1234", code: "abcd", uuid: "u1" },
      },
      { name: "session.smsNoLogin", body: { phone: "13812345678", captcha: "1234" } },
    ]);
  });

  it("registration and reset encrypt both passwords", async () => {
    const { s, seen } = recorder();
    const reg = {
      username: " team1 ",
      captcha: "1234",
      password: "Team@2026",
      confirmPassword: "Team@2026",
      code: "abcd",
      uuid: "u",
    };
    await s.phoneRegister({ ...reg, phone: "13812345678" });
    await s.emailRegister({ ...reg, email: "t@example.com" });
    await s.forgotPassResetpasswd({
      phone: "13812345678",
      resetToken: "r",
      newPassword: "New@20260",
      confirmPassword: "New@20260",
    });
    await s.forgotPassResetpasswdByEmail({
      email: "t@example.com",
      resetToken: "r",
      newPassword: "New@20260",
      confirmPassword: "New@20260",
    });
    expect(seen.map((c) => c.name)).toEqual([
      "session.phoneRegister",
      "session.emailRegister",
      "session.forgotPassResetpasswd",
      "session.forgotPassResetpasswdByEmail",
    ]);
    for (const { body } of seen) {
      expect(JSON.stringify(body)).not.toMatch(/Team@2026|New@20260/);
      for (const field of ["password", "newPassword", "confirmPassword"])
        if (field in body) expect(encrypted(body[field]), field).toBe(true);
    }
    expect(seen[0]!.body).toMatchObject({
      username: "team1",
      phone: "13812345678",
      captcha: "1234",
      code: "abcd",
      uuid: "u",
    });
    expect(seen[3]!.body).toMatchObject({ email: "t@example.com", resetToken: "r" });
  });

  it("the verify steps carry the address, its code and the image captcha", async () => {
    const { s, seen } = recorder();
    await s.forgotPassVerifyPhone({ phone: "13812345678", captcha: "1234", code: "abcd", uuid: "u" });
    await s.forgotPassVerifyEmail({ email: "t@example.com", captcha: "1234", code: "abcd", uuid: "u" });
    expect(seen).toEqual([
      {
        name: "session.forgotPassVerifyPhone",
        body: { phone: "13812345678", captcha: "1234", code: "abcd", uuid: "u" },
      },
      {
        name: "session.forgotPassVerifyEmail",
        body: { email: "t@example.com", captcha: "1234", code: "abcd", uuid: "u" },
      },
    ]);
  });
});
