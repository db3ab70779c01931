// Contract of the personal and security centres (part2 §2, §3, §5, §7): every call of
// the credentials and security areas through the SDK's resources against the in-process
// sandbox, with the codes read from its outbox as a person reads them, and the bad inputs of
// part2 §5 refused with their messages while nothing changes.
import {
  ApiError,
  ForbiddenError,
  CODE_TARGET,
  SessionError,
  TooFrequentError,
  createClient,
  type FixcloudClient,
  newAddressCodeRequest,
  ownCodeRequest,
  verifyTemplate,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, type Harness, createHarness } from "./harness.js";

/** The newest outbox message to `to`, as GET /__sandbox/outbox answers it. */
async function lastMessage(h: Harness, to: string) {
  const res = await h.sandbox.fetch(
    new Request(`${BASE}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`),
  );
  const body = (await res.json()) as { data: { list: { code: string; purpose: string; channel: string }[] } };
  const msg = body.data.list[0];
  if (!msg) throw new Error(`no message to ${to}`);
  return msg;
}

/** The demo user's row as stored. */
const demoRow = (h: Harness) =>
  h.sandbox.db
    .prepare<[], { phone: string; email: string; username: string; password_hash: string }>(
      "SELECT phone, email, username, password_hash FROM users WHERE username = 'demo'",
    )
    .get()!;

/** A code the sandbox never sent (the harness's fixed code is 1234). */
const WRONG = "9876";

const fail = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: unknown) => e as ApiError,
  );

/** A fresh sandbox for the enclosing describe block, the demo main account signed in: handed to `set`. */
function useHarness(set: (h: Harness, client: FixcloudClient) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = createHarness();
    set(h, (await h.signIn()).client);
  });
  afterAll(() => h?.sandbox.close());
}

describe("credentials contract", () => {
  let h: Harness;
  let client: FixcloudClient;
  useHarness((x, c) => {
    h = x;
    client = c;
  });

  it("lists the customer's seeded AccessKey without its secret", async () => {
    const keys = await client.credentials.list();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.accessKey).toMatch(/^AK[A-Z0-9]{18}$/);
    expect(keys[0]).not.toHaveProperty("accessSecret");
    // Created with the customer (the seed clock minus 800 days).
    expect(keys[0]!.createTime).toBe("2024-03-23 00:00:00");
  });

  it("refuses a missing, short or long code with the rule's message and sends nothing", async () => {
    for (const [captcha, message] of [
      ["", "请输入验证码"],
      ["12", "验证码须为 4 位"],
      ["12345", "验证码须为 4 位"],
    ] as const) {
      const err = await fail(client.credentials.reveal({ captcha }));
      expect(err).toBeInstanceOf(ApiError);
      expect(err.message).toBe(message);
    }
  });

  it("reveals the secret only for the SMS code of template 11 sent to the account's phone, once", async () => {
    const { phone } = demoRow(h);
    expect((await fail(client.credentials.reveal({ captcha: WRONG }))).message).toBe("验证码错误或已失效");
    const sent = await client.credentials.sendCode({ phone });
    expect(sent).toEqual({ resendIn: 60_000, expiresIn: 1_800_000 });
    const msg = await lastMessage(h, phone);
    // The outbox names the template (SMS_TEMPLATES.accessSecret).
    expect(msg).toMatchObject({ channel: "sms", purpose: "11" });
    expect(msg.code).toMatch(/^\d{4}$/);
    const [cred] = await client.credentials.reveal({ captcha: msg.code, phone });
    expect(cred!.accessSecret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cred!.accessKey).toBe((await client.credentials.list())[0]!.accessKey);
    // Spent: the same code does not reveal it twice.
    expect((await fail(client.credentials.reveal({ captcha: msg.code }))).message).toBe("验证码错误或已失效");
  });

  it("answers 460 for a second code within 60 s and sends no second message", async () => {
    const { phone } = demoRow(h);
    const before = (await lastMessage(h, phone)).code;
    const err = await fail(client.credentials.sendCode({ phone }));
    expect(err).toBeInstanceOf(TooFrequentError);
    expect(err.code).toBe(460);
    expect((await lastMessage(h, phone)).code).toBe(before);
  });

  it("refuses a phone that is not the account's, another customer's id, and a role without the screen", async () => {
    expect((await fail(client.credentials.reveal({ captcha: "1234", phone: "13900000000" }))).message).toBe(
      "该手机号不是当前账号绑定的手机号",
    );
    const notMine = await fail(client.credentials.sendCode({ phone: "13900000000" }));
    expect(notMine.code).toBe(400);
    expect(notMine.message).toBe("该手机号或邮箱不是当前用户绑定的");
    expect(await fail(client.call("credentials.getAccessKey", { customerId: "999" }))).toBeInstanceOf(
      ForbiddenError,
    );
    const { client: operator } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    expect(await fail(operator.credentials.list())).toBeInstanceOf(ForbiddenError);
    const operatorPhone = h.sandbox.db
      .prepare<[], { phone: string }>("SELECT phone FROM users WHERE username = 'operator'")
      .get()!.phone;
    expect(await fail(operator.credentials.sendCode({ phone: operatorPhone }))).toBeInstanceOf(
      ForbiddenError,
    );
  });

  it("refuses a body of the wrong type with 400 naming the field", async () => {
    const err = await fail(client.call("credentials.getAccessSecret", { captcha: 1234 } as never));
    expect(err.code).toBe(400);
    expect(err.message).toContain("captcha");
  });
});

describe("security centre contract", () => {
  let h: Harness;
  let client: FixcloudClient;
  useHarness((x, c) => {
    h = x;
    client = c;
  });

  it("answers the user info of part2 §3", async () => {
    const { phone, email } = demoRow(h);
    const info = await client.security.userInfo();
    expect(info).toMatchObject({
      userType: 1,
      userName: "demo",
      user_name: "demo",
      phone,
      email,
      country: "CN",
    });
    expect(info.realName).not.toBe("");
    expect(info.applicationAreaName).toBeNull();
  });

  it("shows the three cards' data masked", async () => {
    const { phone } = demoRow(h);
    expect(await client.security.securityData()).toEqual({
      userName: "demo",
      phone: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      email: "d***@example.com",
      hasPhone: true,
      hasEmail: true,
      hasPassword: true,
    });
  });

  it("changes the e-mail in three steps: verify the old one, bind the new one with its code", async () => {
    const err1 = await fail(
      client.security.verify({ target: 2, phoneOrEmail: "other@example.com", captcha: "1234" }),
    );
    expect(err1.message).toBe("原手机号或邮箱不正确");
    expect(
      (await fail(client.security.verify({ target: 2, phoneOrEmail: "", captcha: "1234" }))).message,
    ).toBe("请输入原手机号或邮箱");

    await client.security.sms(
      ownCodeRequest(verifyTemplate("rebind"), CODE_TARGET.email, "demo@example.com"),
    );
    const old = await lastMessage(h, "demo@example.com");
    expect(old).toMatchObject({ channel: "email", purpose: "9" });
    expect(
      (await fail(client.security.verify({ target: 2, phoneOrEmail: "demo@example.com", captcha: WRONG })))
        .message,
    ).toBe("验证码错误或已失效");
    const { verifyTarget, expiresIn } = await client.security.verify({
      target: 2,
      phoneOrEmail: "DEMO@example.com",
      captcha: old.code,
    });
    expect(expiresIn).toBe(600_000);

    expect((await fail(client.security.sms(newAddressCodeRequest("email", "not-an-email")))).message).toBe(
      "请输入正确的邮箱地址",
    );
    const sent = await client.security.sms(newAddressCodeRequest("email", "new.demo@example.com"));
    expect(sent).toEqual({ resendIn: 60_000, expiresIn: 1_800_000 });
    const fresh = await lastMessage(h, "new.demo@example.com");
    expect(fresh.purpose).toBe("12");

    // The old address's code is not the new one's; nothing changes.
    expect(
      (await fail(client.security.bindEmail({ email: "new.demo@example.com", captcha: WRONG, verifyTarget })))
        .message,
    ).toBe("验证码错误或已失效");
    expect(
      (
        await fail(
          client.security.bindEmail({
            email: "new.demo@example.com",
            captcha: fresh.code,
            verifyTarget: "forged",
          }),
        )
      ).message,
    ).toBe("身份验证已失效，请重新验证原手机号或邮箱");
    expect(demoRow(h).email).toBe("demo@example.com");

    const after = await client.security.bindEmail({
      email: "new.demo@example.com",
      captcha: fresh.code,
      verifyTarget,
    });
    expect(after.email).toBe("n***@example.com");
    expect(demoRow(h).email).toBe("new.demo@example.com");
    // The proof is single use.
    await client.security.sms(newAddressCodeRequest("email", "third@example.com"));
    const third = await lastMessage(h, "third@example.com");
    expect(
      (
        await fail(
          client.security.bindEmail({ email: "third@example.com", captcha: third.code, verifyTarget }),
        )
      ).message,
    ).toBe("身份验证已失效，请重新验证原手机号或邮箱");
  });

  it("binds a new phone after verifying the old one; refuses a bad number and another user's number", async () => {
    const { phone } = demoRow(h);
    await client.security.sms(ownCodeRequest(verifyTemplate("rebind"), CODE_TARGET.phone, phone));
    const { verifyTarget } = await client.security.verify({
      target: 1,
      phoneOrEmail: phone,
      captcha: (await lastMessage(h, phone)).code,
    });
    expect((await fail(client.security.sms(newAddressCodeRequest("phone", "12345")))).message).toBe(
      "请输入正确的手机号",
    );
    const operatorPhone = h.sandbox.db
      .prepare<[], { phone: string }>("SELECT phone FROM users WHERE username = 'operator'")
      .get()!.phone;
    expect(
      (
        await fail(
          client.security.bindPhone({
            oldPhoneOrEmail: phone,
            newPhone: operatorPhone,
            captcha: "1234",
            verifyTarget,
          }),
        )
      ).message,
    ).toBe("该手机号已被其他账号绑定");
    expect((await fail(client.security.sms(newAddressCodeRequest("phone", operatorPhone)))).code).toBe(400);
    await client.security.sms(newAddressCodeRequest("phone", "13700001111"));
    const code = (await lastMessage(h, "13700001111")).code;
    const data = await client.security.bindPhone({
      oldPhoneOrEmail: phone,
      newPhone: "13700001111",
      captcha: code,
      verifyTarget,
    });
    expect(data.phone).toBe("137****1111");
    expect(demoRow(h).phone).toBe("13700001111");
  });

  it("refuses an unsealed or undecryptable body with 400 and changes nothing", async () => {
    const before = demoRow(h);
    const plain = await fail(client.call("security.bindingEmail", { email: "x@example.com" } as never));
    expect(plain.code).toBe(400);
    expect(plain.message).toContain("data");
    const garbage = await fail(client.call("security.bindingEmail", { data: "bm90IGEgY2lwaGVy" }));
    expect(garbage.message).toBe("加密数据无法解密，请刷新页面后重试");
    expect(demoRow(h)).toEqual(before);
  });

  it("sends an own-account code only to the signed-in user's own address, and only with its token", async () => {
    const { phone } = demoRow(h);
    const before = (await lastMessage(h, phone)).code;
    const own = ownCodeRequest(verifyTemplate("password"), CODE_TARGET.phone, phone);
    // Someone else's address, or the own template without `type` 1: refused, nothing sent.
    expect((await fail(client.security.sms({ ...own, phone: "13900000000" }))).message).toBe(
      "该手机号或邮箱不是当前用户绑定的",
    );
    expect((await fail(client.security.sms({ ...own, type: 0 }))).message).toBe(
      "该验证码只能发送到当前登录用户绑定的手机号或邮箱",
    );
    const anonymous = createClient({
      baseURL: BASE,
      fetch: (i, init) => h.sandbox.fetch(new Request(i as string, init)),
    });
    expect(await fail(anonymous.security.sms(own))).toBeInstanceOf(SessionError);
    expect((await lastMessage(h, phone)).code).toBe(before);
  });

  it("checks a new username: taken by another, free, or the user's own; bad names by the rule", async () => {
    expect(await client.security.checkUserName("operator")).toEqual({ available: false });
    expect(await client.security.checkUserName("OPERATOR")).toEqual({ available: false });
    expect(await client.security.checkUserName("demo")).toEqual({ available: true });
    expect(await client.security.checkUserName("demo2026")).toEqual({ available: true });
    expect((await fail(client.security.checkUserName("12345"))).message).toBe(
      "用户名须由字母和数字组成，且不能全为数字",
    );
    expect((await fail(client.security.checkUserName(`a${"b".repeat(50)}`))).message).toBe(
      "用户名不能超过 50 个字符",
    );
  });

  it("changes password and username with the phone's code, and ends every session of the user", async () => {
    const { phone, password_hash } = demoRow(h);
    const base = { target: 1 as const, phoneOrEmail: phone };
    for (const [payload, message] of [
      [
        { newPassword: "short", confirmPassword: "short", captcha: "1234" },
        "密码须为 8 到 20 位且不含空格，至少包含数字、大写字母、小写字母、特殊字符中的两种",
      ],
      [
        { newPassword: "Newpass2026", confirmPassword: "Newpass2027", captcha: "1234" },
        "两次输入的密码不一致",
      ],
      [{ newPassword: "Newpass2026", confirmPassword: "Newpass2026", captcha: "12" }, "验证码须为 4 位"],
      [
        {
          newPassword: "Newpass2026",
          confirmPassword: "Newpass2026",
          captcha: "1234",
          newUsername: "operator",
        },
        "该用户名已被使用",
      ],
    ] as const) {
      expect((await fail(client.security.updatePassword({ ...base, ...payload }))).message).toBe(message);
    }
    expect(demoRow(h).password_hash).toBe(password_hash);

    const other = await h.signIn();
    await client.security.sms(ownCodeRequest(verifyTemplate("password"), CODE_TARGET.phone, phone));
    const code = (await lastMessage(h, phone)).code;
    const done = await client.security.updatePassword({
      ...base,
      newPassword: "Newpass2026",
      confirmPassword: "Newpass2026",
      captcha: code,
      newUsername: "demo2026",
    });
    expect(done).toEqual({ userName: "demo2026", signedOut: true });
    // Both sessions ended (the console returns to sign-in); the new credentials work.
    expect(await fail(client.security.securityData())).toBeInstanceOf(SessionError);
    expect(await fail(other.client.overview.counts())).toBeInstanceOf(SessionError);
    const again = await h.signIn("demo2026", "Newpass2026");
    expect((await again.client.security.securityData()).userName).toBe("demo2026");
  });

  it("answers in English for an English client, and refuses a call without a token", async () => {
    const { client: en } = await h.signIn("demo2026", "Newpass2026", "en");
    expect((await fail(en.security.checkUserName("12345"))).message).toBe(
      "The username must consist of letters and digits and must not be digits only",
    );
    expect((await fail(en.credentials.reveal({ captcha: "12" }))).message).toBe(
      "The verification code must be 4 characters",
    );
    const anonymous = createClient({
      baseURL: BASE,
      fetch: (i, init) => h.sandbox.fetch(new Request(i as string, init)),
    });
    expect(await fail(anonymous.security.securityData())).toBeInstanceOf(SessionError);
  });
});
