// Contract of the ways in through the SDK's Session resource against the sandbox:
// codes (sendCode → outbox, 460 TooFrequentError within 60 s), loginByPhone, smsNoLogin,
// phoneRegister, emailRegister, forgotPassVerifyPhone/Email → forgotPassResetpasswd(ByEmail),
// each with the bad inputs of part1 §5, which change nothing.
import { listOutbox } from "@fixcloud/fixtures";
import { ApiError, SMS_TEMPLATES, SessionData, TooFrequentError, createClient } from "@fixcloud/sdk";
import { afterAll, describe, expect, it } from "vitest";
import { BASE, NOW, createHarness } from "./harness.js";

let clock = NOW;
const h = createHarness({ now: () => clock });
afterAll(() => h.sandbox.close());
const s = h.anonymous.session;
const en = createClient({
  baseURL: BASE,
  fetch: (input, init) => h.sandbox.fetch(new Request(input as string, init)),
  language: "en",
}).session;

/** The newest code the outbox holds for `to`. */
const codeFor = (to: string) => listOutbox(h.sandbox.db, { to, limit: 1 })[0]?.code ?? "";
/** A 4-digit code that is neither `real` nor the harness's fixed captcha 1234. */
const wrong = (real: string) => (real === "0000" ? "0001" : "0000");
const tick = () => {
  clock += 61_000;
};
const image = async () => ({ code: "1234", uuid: (await s.captcha()).uuid });
/** The refusal of a call: its ApiError code and message. */
async function refusal(p: Promise<unknown>): Promise<{ code: number; message: string; error: unknown }> {
  try {
    await p;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message, error };
    throw error;
  }
  throw new Error("the call succeeded");
}
const users = () => h.sandbox.db.prepare<[], { n: number }>("SELECT count(*) AS n FROM users").get()!.n;

describe("sendCode (security.sms)", () => {
  it("answers the wait and refuses a second code within 60 s with TooFrequentError", async () => {
    const phone = "13811112222";
    expect(await s.sendCode({ to: phone, template: SMS_TEMPLATES.register })).toEqual({
      resendIn: 60_000,
      expiresIn: 1_800_000,
    });
    clock += 15_000;
    const r = await refusal(en.sendCode({ to: phone, template: SMS_TEMPLATES.register }));
    expect(r.error).toBeInstanceOf(TooFrequentError);
    expect(r.code).toBe(460);
    expect(r.message).toMatch(/45 s/);
    expect((r.error as ApiError).data).toEqual({ resendIn: 45_000 });
    // Another template is another counter.
    tick();
    expect((await s.sendCode({ to: phone, template: SMS_TEMPLATES.register })).resendIn).toBe(60_000);
  });

  it("refuses bad recipients with the rule's message", async () => {
    const cases: [Parameters<typeof s.sendCode>[0], RegExp][] = [
      [{ to: "1381111222", template: SMS_TEMPLATES.register }, /正确的手机号/],
      [{ to: "a@b", template: SMS_TEMPLATES.register, channel: "email" }, /正确的邮箱|邮箱/],
      [{ to: "13900001111", template: SMS_TEMPLATES.forgotPassword }, /未注册/],
      [{ to: "demo@example.com", template: SMS_TEMPLATES.register, channel: "email" }, /已被注册/],
      [{ to: "demo@example.com", template: SMS_TEMPLATES.accessSecret, channel: "email" }, /当前登录用户/],
    ];
    for (const [params, message] of cases) {
      const r = await refusal(s.sendCode(params));
      expect(r.code, JSON.stringify(params)).toBe(400);
      expect(r.message).toMatch(message);
    }
  });
});

describe("phoneRegister → loginByPhone, smsNoLogin", () => {
  const phone = "13911112222";
  const params = (over: Partial<Parameters<typeof s.phoneRegister>[0]> = {}) =>
    image().then((img) => ({
      username: "fieldteam",
      phone,
      captcha: codeFor(phone),
      password: "Field@2026",
      confirmPassword: "Field@2026",
      ...img,
      ...over,
    }));

  it("refuses bad registrations and creates nothing", async () => {
    tick();
    await s.sendCode({ to: phone, template: SMS_TEMPLATES.register });
    const before = users();
    const bad: [Partial<Parameters<typeof s.phoneRegister>[0]>, RegExp][] = [
      [{ username: "1234" }, /不能全为数字/],
      [{ username: "a".repeat(21) }, /20/],
      [{ username: "operator" }, /已被使用/],
      [{ password: "password", confirmPassword: "password" }, /8 到 20/],
      [{ password: "Field@2026", confirmPassword: "Field@2027" }, /不一致/],
      [{ captcha: wrong(codeFor(phone)) }, /验证码错误/],
      [{ code: "9999" }, /图形验证码/],
    ];
    for (const [over, message] of bad) {
      const r = await refusal(s.phoneRegister(await params(over)));
      expect(r.code, JSON.stringify(over)).toBe(400);
      expect(r.message).toMatch(message);
    }
    expect(users()).toBe(before);
  });

  it("registers, then signs in by phone + SMS code and by SMS only", async () => {
    const result = await s.phoneRegister(await params());
    expect(result.user_name).toBe("fieldteam");
    tick();
    await s.sendCode({ to: phone, template: SMS_TEMPLATES.login });
    const session = await s.loginByPhone({ phone, captcha: codeFor(phone), ...(await image()) });
    expect(SessionData.parse(session)).toMatchObject({
      user_name: "fieldteam",
      nocertified: true,
      accountType: 1,
    });
    // The token works.
    const me = createClient({
      baseURL: BASE,
      fetch: (input, init) => h.sandbox.fetch(new Request(input as string, init)),
      token: session.token,
    });
    expect((await me.call("security.getUserBaseInfo", {})) as { customerNo: string }).toMatchObject({
      customerNo: result.customerNo,
    });

    // The code was spent by the sign-in: SMS-only needs a new one.
    const spent = await refusal(s.smsNoLogin({ phone, captcha: codeFor(phone) }));
    expect(spent.code).toBe(400);
    tick();
    await s.sendCode({ to: phone, template: SMS_TEMPLATES.login });
    expect((await s.smsNoLogin({ phone, captcha: codeFor(phone) })).user_name).toBe("fieldteam");
  });

  it("refuses sign-in with a bad phone, an unknown phone or a bad image captcha", async () => {
    expect((await refusal(s.smsNoLogin({ phone: "2391111222", captcha: "1234" }))).message).toMatch(
      /正确的手机号/,
    );
    expect((await refusal(s.smsNoLogin({ phone: "13900009999", captcha: "1234" }))).message).toMatch(
      /未注册/,
    );
    const img = await image();
    const r = await refusal(s.loginByPhone({ phone, captcha: "1234", code: "abcd", uuid: img.uuid }));
    expect(r.message).toMatch(/图形验证码/);
  });
});

describe("emailRegister", () => {
  it("registers by e-mail and refuses a taken address", async () => {
    const email = "ops@example.net";
    await s.sendCode({ to: email, template: SMS_TEMPLATES.register, channel: "email" });
    const result = await s.emailRegister({
      username: "opsteam",
      email,
      captcha: codeFor(email),
      password: "Ops@20260",
      confirmPassword: "Ops@20260",
      ...(await image()),
    });
    expect(result.user_name).toBe("opsteam");
    const certified = h.sandbox.db
      .prepare<[string], { certified: number }>("SELECT certified FROM customers WHERE customer_no = ?")
      .get(result.customerNo)!.certified;
    expect(certified).toBe(0);
    tick();
    const r = await refusal(s.sendCode({ to: email, template: SMS_TEMPLATES.register, channel: "email" }));
    expect(r.message).toMatch(/已被注册/);
  });
});

describe("forgot password", () => {
  it("by phone: verify gives a single-use token that resets the password", async () => {
    const phone = "13911112222";
    tick();
    await s.sendCode({ to: phone, template: SMS_TEMPLATES.forgotPassword });
    const bad = await refusal(
      s.forgotPassVerifyPhone({ phone, captcha: wrong(codeFor(phone)), ...(await image()) }),
    );
    expect(bad.message).toMatch(/验证码错误/);
    const verified = await s.forgotPassVerifyPhone({ phone, captcha: codeFor(phone), ...(await image()) });
    expect(verified.user_name).toBe("fieldteam");
    const mismatch = await refusal(
      s.forgotPassResetpasswd({
        phone,
        resetToken: verified.resetToken,
        newPassword: "New@20260",
        confirmPassword: "New@20261",
      }),
    );
    expect(mismatch.message).toMatch(/不一致/);
    await s.forgotPassResetpasswd({
      phone,
      resetToken: verified.resetToken,
      newPassword: "New@20260",
      confirmPassword: "New@20260",
    });
    const again = await refusal(
      s.forgotPassResetpasswd({
        phone,
        resetToken: verified.resetToken,
        newPassword: "Other@2026",
        confirmPassword: "Other@2026",
      }),
    );
    expect(again.message).toMatch(/重新验证/);
    const { session } = await h.signIn("fieldteam", "New@20260");
    expect(session.user_name).toBe("fieldteam");
  });

  it("by e-mail: a token expires after 10 minutes", async () => {
    tick();
    await s.sendCode({ to: "ops@example.net", template: SMS_TEMPLATES.forgotPassword, channel: "email" });
    const verified = await s.forgotPassVerifyEmail({
      email: "ops@example.net",
      captcha: codeFor("ops@example.net"),
      ...(await image()),
    });
    clock += 10 * 60_000 + 1;
    const r = await refusal(
      s.forgotPassResetpasswdByEmail({
        email: "ops@example.net",
        resetToken: verified.resetToken,
        newPassword: "Late@20260",
        confirmPassword: "Late@20260",
      }),
    );
    expect(r.code).toBe(400);
    const { session } = await h.signIn("opsteam", "Ops@20260");
    expect(session.user_name).toBe("opsteam");
  });
});
