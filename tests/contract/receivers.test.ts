// Contract of the receiver calls (part2 §2-§5, §7-8 message/receiver): every call
// through the SDK's `receivers` resource against the in-process sandbox: the seeded rows and the
// holder's read-only row "0", the bad inputs of part2 §5 answered with the rule's message and
// changing nothing, the limit of 10 (777 on create and on the list, read by the SDK as a flag),
// 544 with one message per duplicate field, 541 on a resend within 60 s, the pending-send list,
// verification through the outbox link, an edit clearing the verified flag, and the customer scope.
import {
  ApiError,
  type FixcloudClient,
  ForbiddenError,
  NotFoundError,
  ReceiverFieldsError,
  ReceiverLimitError,
  messages,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BASE, NOW, createHarness } from "./harness.js";

let clock = NOW;
const h = createHarness({ now: () => clock });
afterAll(() => h.sandbox.close());

const text = (key: string, lang: "zh-CN" | "en" = "zh-CN") => messages[lang][key];
const rows = () =>
  h.sandbox.db
    .prepare("SELECT name, email, phone, position, email_verify, phone_verify FROM receivers ORDER BY id")
    .all();
const outbox = async (to: string) => {
  const res = await h.sandbox.fetch(new Request(`${BASE}/__sandbox/outbox?to=${encodeURIComponent(to)}`));
  return ((await res.json()) as { data: { list: { channel: string; text: string; purpose: string }[] } }).data
    .list;
};
const linkIn = (message: string) =>
  /https?:\/\/\S+\/__sandbox\/receivers\/verify\?token=[\w.-]+/.exec(message)?.[0];

let demo: FixcloudClient;
let demoEn: FixcloudClient;
beforeAll(async () => {
  demo = (await h.signIn()).client;
  demoEn = (await h.signIn("demo", undefined, "en")).client;
});
beforeEach(() => {
  clock += 120_000; // every test starts after the 60 s resend window of the one before
});

/** Remove every receiver the test added (the seed's three stay). */
async function cleanUp() {
  const { receivers } = await demo.receivers.list();
  for (const r of receivers.slice(4)) await demo.receivers.delete(r.receiverId);
}

describe("receivers contract", () => {
  it("lists the holder's row first, then the seeded receivers, with their verified flags", async () => {
    const { receivers, limitReached } = await demo.receivers.list();
    expect(limitReached).toBe(false);
    expect(receivers.map((r) => [r.receiverId === "0", r.name, r.emailVerify, r.phoneVerify])).toEqual([
      [true, expect.any(String), 1, 1],
      [false, "王敏", 1, 1],
      [false, "Li Na", 1, 0],
      [false, "赵磊", 0, 0],
    ]);
    expect(receivers[0]).toMatchObject({ receiverId: "0", email: "demo@example.com", position: "账号本人" });
    expect(await demo.receivers.count()).toBe(3);
    const [, wang] = receivers;
    expect(await demo.receivers.retrieve(wang!.receiverId)).toEqual(wang);
    expect((await demoEn.receivers.retrieve("0")).position).toBe("Account holder");
  });

  it("creates with trimmed values, updates and deletes; the holder's row is read-only", async () => {
    const { receiverId } = await demo.receivers.create({
      name: "  陈静 ",
      email: " chen.jing@example.com ",
      tell: " 13587654321 ",
      position: " 财务主管  ",
    });
    expect(await demo.receivers.retrieve(receiverId)).toEqual({
      receiverId,
      name: "陈静",
      email: "chen.jing@example.com",
      emailVerify: 0,
      phone: "13587654321",
      phoneVerify: 0,
      position: "财务主管",
    });
    await demo.receivers.update({
      receiverId,
      name: "陈静",
      email: "chen.jing@example.com",
      tell: "",
      position: "CFO",
    });
    expect(await demo.receivers.retrieve(receiverId)).toMatchObject({ phone: "", position: "CFO" });
    for (const call of [
      () =>
        demo.receivers.update({ receiverId: "0", name: "本人", email: "x@example.com", position: "本人" }),
      () => demo.receivers.delete("0"),
      () => demo.receivers.sendVerify("email", "0", "demo@example.com"),
    ])
      await expect(call()).rejects.toMatchObject({ code: 400, message: expect.stringContaining("账号安全") });
    await demo.receivers.delete(receiverId);
    await expect(demo.receivers.retrieve(receiverId)).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.receivers.delete("999999")).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.receivers.retrieve("abc")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses each bad input of part2 §5 with the rule's message and changes nothing", async () => {
    const before = rows();
    const good = { name: "周杰", email: "zhou.jie@example.com", tell: "", position: "工程师" };
    const cases: [Partial<typeof good>, string][] = [
      [{ name: "" }, "L000622"],
      [{ name: " 周 " }, "L000623"],
      [{ name: "名".repeat(36) }, "L000623"],
      [{ position: "  " }, "L000624"],
      [{ position: "x" }, "L000625"],
      [{ position: "p".repeat(36) }, "L000625"],
      [{ email: "" }, "L000609"],
      [{ email: "not-an-email" }, "L000610"],
      [{ email: "a b@example.com" }, "L000610"],
      [{ tell: "12345678901" }, "L000601"],
      [{ tell: "1391234567" }, "L000601"],
      [{ tell: "+8613912345678" }, "L000601"],
    ];
    for (const [change, code] of cases) {
      const err = await demo.receivers.create({ ...good, ...change }).catch((e: unknown) => e);
      expect(err, JSON.stringify(change)).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ code: 400, message: text(code) });
      const enErr = await demoEn.receivers.create({ ...good, ...change }).catch((e: unknown) => e);
      expect(enErr).toMatchObject({ code: 400, message: text(code, "en") });
    }
    // A wrong type never reaches the handler: 400 naming the field.
    await expect(demo.call("receivers.createReceiver", { ...good, name: 42 } as never)).rejects.toMatchObject(
      {
        code: 400,
      },
    );
    expect(rows()).toEqual(before);
  });

  it("checkRepeat answers 544 with one message per duplicate field, in name, phone, email order", async () => {
    const err = await demo.receivers
      .checkRepeat({ name: "王敏", email: "LI.NA@example.com", tell: "13912345678", position: "" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReceiverFieldsError);
    expect((err as ReceiverFieldsError).code).toBe(544);
    expect((err as ReceiverFieldsError).fields).toEqual([
      { field: "name", message: "姓名“王敏”已被其他接收人使用" },
      { field: "phone", message: "手机号 13912345678 已被其他接收人使用" },
      { field: "email", message: "邮箱 LI.NA@example.com 已被其他接收人使用" },
    ]);
    const en = (await demoEn.receivers
      .checkRepeat({ name: "Someone", email: "demo@example.com", position: "" })
      .catch((e: unknown) => e)) as ReceiverFieldsError;
    expect(en.fields).toEqual([
      { field: "email", message: "The email demo@example.com is already used by another recipient" },
    ]);
    await expect(
      demo.receivers.checkRepeat({ name: "新人", email: "new@example.com", position: "" }),
    ).resolves.toBeUndefined();
    // Editing a receiver: its own values are not duplicates.
    const { receivers } = await demo.receivers.list();
    const wang = receivers[1]!;
    await expect(
      demo.receivers.checkRepeat({
        receiverId: wang.receiverId,
        name: wang.name,
        email: wang.email,
        tell: wang.phone,
        position: "",
      }),
    ).resolves.toBeUndefined();
    // Create and update refuse duplicates too, and change nothing.
    const before = rows();
    await expect(
      demo.receivers.create({ name: "王敏", email: "other@example.com", position: "经理" }),
    ).rejects.toMatchObject({ code: 544, fields: [{ field: "name" }] });
    await expect(
      demo.receivers.update({
        receiverId: wang.receiverId,
        name: "王敏",
        email: "zhao.lei@example.com",
        position: "经理",
      }),
    ).rejects.toMatchObject({ code: 544, fields: [{ field: "email" }] });
    expect(rows()).toEqual(before);
  });

  it("holds at most 10 receivers: the 11th is refused with 777, and the list answers 777 with its rows", async () => {
    const added: string[] = [];
    for (let i = 4; i <= 10; i++)
      added.push(
        (await demo.receivers.create({ name: `接收人${i}`, email: `r${i}@example.com`, position: "职员" }))
          .receiverId,
      );
    expect(await demo.receivers.count()).toBe(10);
    const before = rows();
    const err = await demo.receivers
      .create({ name: "第十一个", email: "r11@example.com", position: "职员" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReceiverLimitError);
    expect(err).toMatchObject({ code: 777, message: "接收人最多 10 个，已达上限，无法继续添加" });
    expect(rows()).toEqual(before);
    // The raw call answers 777; the SDK reads its rows and the flag.
    await expect(demo.call("receivers.queryAll", {})).rejects.toBeInstanceOf(ReceiverLimitError);
    const { receivers, limitReached } = await demo.receivers.list();
    expect(limitReached).toBe(true);
    expect(receivers).toHaveLength(11);
    await demo.receivers.delete(added[0]!);
    expect((await demo.receivers.list()).limitReached).toBe(false);
    await cleanUp();
  });

  it("answers 777 on the list and refuses adding while the customer is not certified", async () => {
    const certify = (on: number) =>
      h.sandbox.db.prepare("UPDATE customers SET certified = ? WHERE customer_no = 'C2024000001'").run(on);
    certify(0);
    try {
      expect((await demo.receivers.list()).limitReached).toBe(true);
      await expect(
        demo.receivers.create({ name: "新人", email: "new@example.com", position: "职员" }),
      ).rejects.toMatchObject({
        code: 777,
        message: "客户尚未认证，暂不能添加接收人",
      });
    } finally {
      certify(1);
    }
  });

  it("verifies an e-mail through the outbox link; a resend within 60 s is 541 (indicator 2); pending for 60 s", async () => {
    const { receivers } = await demo.receivers.list();
    const zhao = receivers.find((r) => r.name === "赵磊")!;
    expect(zhao.emailVerify).toBe(0);
    expect(await demo.receivers.sendVerify("email", zhao.receiverId, zhao.email)).toBe(1);
    expect(await demo.receivers.pendingSends()).toEqual({ email: ["zhao.lei@example.com"], phone: [] });
    clock += 30_000;
    expect(await demo.receivers.sendVerify("email", zhao.receiverId, zhao.email)).toBe(2);
    await expect(
      demo.call("receivers.sendEmailVerify", { email: zhao.email, receiverId: zhao.receiverId }),
    ).rejects.toMatchObject({
      code: 541,
    });
    const [mail, ...others] = await outbox("zhao.lei@example.com");
    expect(others).toHaveLength(0); // the 541 sent nothing
    expect(mail).toMatchObject({ channel: "email", purpose: "receiverVerify" });
    const link = linkIn(mail!.text)!;
    expect(link).toBeTruthy();
    // A forged token verifies nothing.
    const forged = await h.sandbox.fetch(new Request(`${link.slice(0, -3)}abc`));
    expect(forged.status).toBe(400);
    expect((await demo.receivers.retrieve(zhao.receiverId)).emailVerify).toBe(0);
    const page = await h.sandbox.fetch(new Request(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("验证成功");
    expect(html).toContain("Verified");
    expect((await demo.receivers.retrieve(zhao.receiverId)).emailVerify).toBe(1);
    await expect(demo.receivers.sendVerify("email", zhao.receiverId, zhao.email)).rejects.toMatchObject({
      code: 400,
    });
    clock += 61_000;
    expect(await demo.receivers.pendingSends()).toEqual({ email: [], phone: [] });
  });

  it("verifies a phone by SMS; editing an address clears its flag and makes older links stale", async () => {
    const { receivers } = await demo.receivers.list();
    const li = receivers.find((r) => r.name === "Li Na")!;
    await expect(demo.receivers.sendVerify("phone", li.receiverId, "13900000000")).rejects.toMatchObject({
      code: 400,
    });
    expect(await demo.receivers.sendVerify("phone", li.receiverId, li.phone)).toBe(1);
    expect((await demo.receivers.pendingSends()).phone).toEqual(["13698765432"]);
    const [sms] = await outbox("13698765432");
    expect(sms).toMatchObject({ channel: "sms", purpose: "receiverVerify" });
    const link = linkIn(sms!.text)!;
    expect((await h.sandbox.fetch(new Request(link))).status).toBe(200);
    expect(await demo.receivers.retrieve(li.receiverId)).toMatchObject({ emailVerify: 1, phoneVerify: 1 });
    // A new email loses its tick; the unchanged phone keeps it.
    await demo.receivers.update({
      receiverId: li.receiverId,
      name: li.name,
      email: "na.li@example.com",
      tell: li.phone,
      position: li.position,
    });
    expect(await demo.receivers.retrieve(li.receiverId)).toMatchObject({ emailVerify: 0, phoneVerify: 1 });
    // A new phone loses its tick, and the old link verifies nothing (409).
    await demo.receivers.update({
      receiverId: li.receiverId,
      name: li.name,
      email: "na.li@example.com",
      tell: "13611112222",
      position: li.position,
    });
    expect((await h.sandbox.fetch(new Request(link))).status).toBe(409);
    expect(await demo.receivers.retrieve(li.receiverId)).toMatchObject({
      phone: "13611112222",
      phoneVerify: 0,
    });
    // A receiver without a phone has nothing to send to.
    const zhao = receivers.find((r) => r.name === "赵磊")!;
    await expect(demo.receivers.sendVerify("phone", zhao.receiverId, "")).rejects.toMatchObject({
      code: 400,
    });
    await demo.receivers.update({
      receiverId: li.receiverId,
      name: li.name,
      email: li.email,
      tell: li.phone,
      position: li.position,
    });
  });

  it("is scoped per customer and needs the receivers screen (JSR_JSF862)", async () => {
    const other = h.sandbox.db
      .prepare(
        "SELECT r.id FROM receivers r JOIN customers c ON c.id = r.customer_id WHERE c.customer_no <> 'C2024000001'",
      )
      .get() as { id: number };
    await expect(demo.receivers.retrieve(String(other.id))).rejects.toBeInstanceOf(NotFoundError);
    await expect(demo.receivers.delete(String(other.id))).rejects.toBeInstanceOf(NotFoundError);
    const { receivers } = await demo.receivers.list();
    expect(receivers.some((r) => r.name === "Other Contact")).toBe(false);
    // The seeded operator's role holds no notification menu.
    const operator = (await h.signIn("operator", h.sandbox.options.operatorPassword)).client;
    await expect(operator.receivers.list()).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      operator.receivers.create({ name: "越权", email: "x@example.com", position: "职员" }),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });
});
