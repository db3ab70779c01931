// Contract of in-app messages and message settings (part2 §2-§4, §7) against the
// in-process sandbox: every call, paging, read by opening / marking / "-1", delete, scoping to the
// customer, the settings and their recipients, and messages generated from real events — a
// batch (message + e-mail to a chosen, verified receiver only), a certification review (link
// /realNameInfo?type=2), an answered ticket (link /workOrderMng?id=) and accounts near their end
// (one message per customer per day however often the check runs).
import {
  ApiError,
  type FixcloudClient,
  type Message,
  MSG_TEMPLATES,
  NotFoundError,
  renderMessage,
  translate,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness, NOW } from "./harness.js";

const h = createHarness({ validateResponses: true, reviewDelayMs: null });
afterAll(() => h.sandbox.close());

let client: FixcloudClient;
let en: FixcloudClient;
let other: FixcloudClient;
let demoCustomer: number;

const db = () => h.sandbox.db;
const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
const zh = (key: string) => translate(key, "zh-CN");

/** A receiver of the demo customer (the receivers table is migration 9's; tests write it directly). */
function addReceiver(name: string, email: string, emailVerify: 0 | 1, phone = "", phoneVerify: 0 | 1 = 0) {
  const r = db()
    .prepare(
      `INSERT INTO receivers (customer_id, name, email, email_verify, phone, phone_verify, position, create_time)
       VALUES (?, ?, ?, ?, ?, ?, 'ops', ?)`,
    )
    .run(demoCustomer, name, email, emailVerify, phone, phoneVerify, wire(NOW));
  return String(r.lastInsertRowid);
}

async function outbox(to: string): Promise<{ channel: string; text: string; purpose: string }[]> {
  const res = await h.sandbox.fetch(
    new Request(`${BASE}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=50`),
  );
  return ((await res.json()) as { data: { list: { channel: string; text: string; purpose: string }[] } }).data
    .list;
}

/** The code of a call's refusal (the call must fail). */
async function codeOf(p: Promise<unknown>): Promise<number> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).code;
}

const newest = async (c = client) => (await c.messages.list({ pageNum: 1, pageSize: 1 })).records[0]!;

beforeAll(async () => {
  client = (await h.signIn()).client;
  en = (await h.signIn("demo", undefined, "en")).client;
  demoCustomer = (
    db().prepare("SELECT customer_id AS id FROM users WHERE username = 'demo'").get() as { id: number }
  ).id;
  const second = db()
    .prepare("SELECT username FROM users WHERE customer_id != ? AND account_type = 1 LIMIT 1")
    .get(demoCustomer) as { username: string } | undefined;
  other = second ? (await h.signIn(second.username)).client : client;
});

describe("the message list", () => {
  it("the start-up check told the demo customer of its accounts ending within 10 days, once", async () => {
    const rows = db()
      .prepare(
        "SELECT content_json FROM messages WHERE customer_id = ? AND dedupe_key LIKE 'expiring:account:10:%'",
      )
      .all(demoCustomer) as { content_json: string }[];
    const due = db()
      .prepare(
        "SELECT count(*) AS n FROM service_accounts WHERE customer_id = ? AND service_state = 2 AND end_time > ? AND end_time <= ?",
      )
      .get(demoCustomer, wire(NOW), wire(NOW + 10 * 86_400_000)) as { n: number };
    // The seed has accounts ending within 10 days of its clock, so the check had something to say.
    expect(due.n).toBeGreaterThan(0);
    // One notice per threshold (10 days, 1 day) that had accounts; together they name each due account once.
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    const named = rows.flatMap(
      (r) => JSON.parse(JSON.parse(r.content_json).content).accounts as { accountName: string }[],
    );
    expect(new Set(named.map((a) => a.accountName)).size).toBe(named.length);
    const dueNames = new Set(
      (
        db()
          .prepare(
            "SELECT account_name FROM service_accounts WHERE customer_id = ? AND end_time > ? AND end_time <= ?",
          )
          .all(demoCustomer, wire(NOW), wire(NOW + 10 * 86_400_000)) as { account_name: string }[]
      ).map((r) => r.account_name),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const a of named) expect(dueNames.has(a.accountName), a.accountName).toBe(true);
  });

  it("pages newest first, filters by type, title and read state, and counts unread", async () => {
    const all = await client.messages.list({ pageNum: 1, pageSize: 100 });
    // The seed's demo messages (12) plus the start-up expiry check's reminder for the demo customer.
    expect(all.total).toBeGreaterThanOrEqual(12);
    const times = all.records.map((m) => m.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await client.messages.list({ pageNum: 2, pageSize: 5 });
    expect(page2.total).toBe(all.total);
    expect(page2.records.map((m) => m.msgId)).toEqual(all.records.slice(5, 10).map((m) => m.msgId));

    const tickets = await client.messages.list({ type: 3 });
    expect(tickets.records.length).toBeGreaterThan(0);
    expect(tickets.records.every((m) => m.msgType === 3)).toBe(true);
    expect(tickets.total).toBe(all.records.filter((m) => m.msgType === 3).length);

    const unread = all.records.filter((m) => m.msgRead === 0).length;
    expect(unread).toBeGreaterThan(0);
    expect(await client.messages.unreadCount()).toBe(unread);
    expect((await client.messages.list({ msgRead: 0, pageSize: 100 })).total).toBe(unread);

    const batch = await client.messages.list({ title: "批量" });
    expect(batch.total).toBeGreaterThan(0);
    expect(batch.records.every((m) => m.msgTitle.includes("批量"))).toBe(true);
    const enTitles = await en.messages.list({ title: "Batch" });
    expect(enTitles.total).toBe(batch.total);
  });

  it("refuses bad bodies with 400 and changes nothing", async () => {
    const before = await client.messages.unreadCount();
    for (const body of [{ type: 7 }, { pageSize: 0 }, { pageNum: "x" }, { msgRead: 2 }])
      expect(await codeOf(client.call("messages.queryList", body as never))).toBe(400);
    for (const body of [{}, { msgId: "abc" }, { msgId: null }, { msgId: { id: 1 } }])
      expect(await codeOf(client.call("messages.queryDetails", body as never))).toBe(400);
    for (const body of [{ msgIds: [] }, { msgIds: ["abc"] }, {}, { msgIds: ["1; DROP TABLE messages"] }])
      expect(await codeOf(client.call("messages.signRead", body as never))).toBe(400);
    // Deleting everything with "-1" is not a thing: deletes name their messages.
    expect(await codeOf(client.call("messages.signDelete", { msgIds: ["-1"] } as never))).toBe(400);
    expect(await client.messages.unreadCount()).toBe(before);
  });
});

describe("reading and deleting", () => {
  it("opening a message marks it read and drops the count by one", async () => {
    const unread = (await client.messages.list({ msgRead: 0 })).records[0]!;
    const before = await client.messages.unreadCount();
    const opened = await client.messages.retrieve(unread.msgId);
    expect(opened.msgRead).toBe(1);
    expect(opened.msgContentJson).toEqual(unread.msgContentJson);
    expect(await client.messages.unreadCount()).toBe(before - 1);
    // Opening it again changes nothing more.
    await client.messages.retrieve(unread.msgId);
    expect(await client.messages.unreadCount()).toBe(before - 1);
  });

  it("marks some read, then all with -1", async () => {
    const unread = (await client.messages.list({ msgRead: 0, pageSize: 100 })).records;
    expect(unread.length).toBeGreaterThanOrEqual(2);
    await client.messages.markRead([unread[0]!.msgId, unread[1]!.msgId]);
    expect(await client.messages.unreadCount()).toBe(unread.length - 2);
    await client.messages.markAllRead();
    expect(await client.messages.unreadCount()).toBe(0);
  });

  it("deletes messages; a deleted message is not found", async () => {
    const [a, b] = (await client.messages.list({ pageSize: 2 })).records as [Message, Message];
    const total = (await client.messages.list()).total;
    await client.messages.delete([a.msgId, b.msgId]);
    expect((await client.messages.list()).total).toBe(total - 2);
    const gone = await client.messages.retrieve(a.msgId).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(NotFoundError);
  });

  it("keeps customers apart: another customer's ids read, mark and delete nothing", async () => {
    if (other === client) return;
    const mine = await newest();
    await other.messages.delete([mine.msgId]);
    await other.messages.markRead([mine.msgId]);
    expect((await client.messages.retrieve(mine.msgId)).msgId).toBe(mine.msgId);
    expect(await other.messages.retrieve(mine.msgId).catch((e: unknown) => e)).toBeInstanceOf(NotFoundError);
    expect((await other.messages.list()).records.some((m) => m.msgId === mine.msgId)).toBe(false);
  });
});

describe("message settings", () => {
  it("has one row per type 1-5 and 11, in-station always on", async () => {
    const rows = await client.messages.settings.list();
    expect(rows.map((r) => r.msgType)).toEqual([1, 2, 3, 4, 5, 11]);
    expect(rows.every((r) => r.station === 1)).toBe(true);
  });

  it("updates the boxes and the recipients, with their verification states", async () => {
    const ann = addReceiver("Ann", "ann@example.com", 1, "13800000001", 0);
    await client.messages.settings.update([
      { msgType: 1, email: 1, phone: 1, station: 0 },
      { msgType: 3, email: 0, phone: 0 },
    ]);
    const row1 = (await client.messages.settings.list()).find((r) => r.msgType === 1)!;
    await client.messages.settings.setReceivers({ receiverId: [ann], msgSetupId: row1.id });
    const rows = await client.messages.settings.list();
    const one = rows.find((r) => r.msgType === 1)!;
    expect(one).toMatchObject({ station: 1, email: 1, phone: 1, receiverIdList: [ann] });
    expect(one.receiverEntityList[0]).toMatchObject({ name: "Ann", emailVerify: 1, phoneVerify: 0 });
    expect(rows.find((r) => r.msgType === 3)).toMatchObject({ email: 0, phone: 0 });
    // By type, comma-separated ids as the console's form sends them; empty clears.
    await client.messages.settings.setReceivers({ receiverId: `${ann}`, msgTypes: [2, 3] });
    expect((await client.messages.settings.list()).find((r) => r.msgType === 2)!.receiverIdList).toEqual([
      ann,
    ]);
    await client.messages.settings.setReceivers({ receiverId: [], msgTypes: [2] });
    expect((await client.messages.settings.list()).find((r) => r.msgType === 2)!.receiverIdList).toEqual([]);
  });

  it("refuses unknown receivers, unknown rows and bad rows, changing nothing", async () => {
    const before = await client.messages.settings.list();
    const e1 = await client.messages.settings
      .setReceivers({ receiverId: ["999999"], msgTypes: [1] })
      .catch((e) => e);
    expect(e1).toBeInstanceOf(NotFoundError);
    const e2 = await client.messages.settings
      .setReceivers({ receiverId: [], msgSetupId: "999999" })
      .catch((e) => e);
    expect(e2).toBeInstanceOf(NotFoundError);
    for (const body of [
      { receiverId: [] },
      { receiverId: ["x"], msgTypes: [1] },
      { receiverId: [], msgTypes: [102] },
    ])
      expect(await codeOf(client.call("messages.setupSetReceiver", body as never))).toBe(400);
    for (const body of [{ msgSetUp: [] }, { msgSetUp: [{ msgType: 1, email: 2, phone: 0 }] }])
      expect(await codeOf(client.call("messages.setupUpdate", body as never))).toBe(400);
    expect(await client.messages.settings.list()).toEqual(before);
  });
});

describe("messages generated from events", () => {
  it("a finished batch becomes a message, e-mailed to the chosen verified receiver only", async () => {
    const bob = addReceiver("Bob", "bob@example.com", 1, "13900000002", 1);
    const eve = addReceiver("Eve", "eve@example.com", 0, "13900000003", 0);
    await client.messages.settings.update([{ msgType: 1, email: 1, phone: 0 }]);
    await client.messages.settings.setReceivers({ receiverId: [bob, eve], msgTypes: [1] });
    const unread = await client.messages.unreadCount();
    const ids = (await client.accounts.list({ selectType: 1, pageSize: 3 })).list.map((a) => a.id);
    await client.accounts.batches.wait(await client.accounts.disable({ selectType: 1, ids }));
    await client.accounts.batches.wait(await client.accounts.enable({ selectType: 1, ids }));
    expect(await client.messages.unreadCount()).toBe(unread + 2);
    const m = await newest();
    expect(m.msgType).toBe(1);
    expect(m.msgContentJson).toMatchObject({ temp: MSG_TEMPLATES.batchDone, action: "enable" });
    expect(m.msgTitle).toBe(renderMessage(m.msgContentJson, zh).title);
    const mail = await outbox("bob@example.com");
    expect(mail.filter((x) => x.purpose === "message")).toHaveLength(2);
    expect(mail[0]!.channel).toBe("email");
    expect(mail[0]!.text).toContain(m.msgTitle);
    // Phone is off for type 1, and Eve's addresses are not verified: nothing for them.
    expect(await outbox("13900000002")).toHaveLength(0);
    expect(await outbox("eve@example.com")).toHaveLength(0);
  });

  it("a certification review becomes a message; a rejection links to /realNameInfo?type=2", async () => {
    h.sandbox.events.publish(coreOf(), {
      type: "certification.reviewed",
      customerId: demoCustomer,
      time: wire(NOW + 1000),
      data: { approved: false, reason: "<b>blurred</b> licence" },
    });
    const m = await newest();
    expect(m.msgType).toBe(2);
    const r = renderMessage(m.msgContentJson, zh);
    expect(r.link).toMatchObject({ to: "/realNameInfo", search: { type: 2 } });
    expect(r.lines.join(" ")).toContain("<b>blurred</b> licence");
    h.sandbox.events.publish(coreOf(), {
      type: "certification.reviewed",
      customerId: demoCustomer,
      time: wire(NOW + 2000),
      data: { approved: true, reason: null },
    });
    const ok = await newest();
    expect(ok.msgContentJson.temp).toBe(MSG_TEMPLATES.certificationApproved);
    expect(renderMessage(ok.msgContentJson, zh).link).toBeUndefined();
  });

  it("an answered ticket becomes one message linking to /workOrderMng?id=", async () => {
    const before = (await client.messages.list({ type: 3 })).total;
    for (let i = 0; i < 2; i++)
      h.sandbox.events.publish(coreOf(), {
        type: "ticket.answered",
        customerId: demoCustomer,
        time: wire(NOW + 3000),
        data: { ticketNo: "T-CONTRACT-1", title: "RTK float only", ticketType: 1 },
      });
    expect((await client.messages.list({ type: 3 })).total).toBe(before + 1);
    const r = renderMessage((await newest()).msgContentJson, zh);
    expect(r.link).toMatchObject({ to: "/workOrderMng", search: { id: "T-CONTRACT-1" } });
  });

  // Once per account and threshold is the notices task's rule (packages/fixtures/test/expiry-notices.test.ts);
  // here: a notice event delivered twice is one message.
  it("accounts near their end: one message per notice, however often it is delivered", async () => {
    const count = () =>
      (
        db()
          .prepare("SELECT count(*) AS n FROM messages WHERE customer_id = ? AND temp = ?")
          .get(demoCustomer, MSG_TEMPLATES.accountsExpiring) as { n: number }
      ).n;
    const before = count();
    const event = {
      type: "account.expiring" as const,
      customerId: demoCustomer,
      time: wire(NOW + 86_400_000),
      data: { withinDays: 10, accounts: [{ accountName: "acc-1", endTime: wire(NOW + 5 * 86_400_000) }] },
    };
    h.sandbox.events.publish(coreOf(), event);
    h.sandbox.events.publish(coreOf(), event);
    expect(count()).toBe(before + 1);
    const m = await newest();
    expect(renderMessage(m.msgContentJson, zh).items[0]).toContain("acc-1");
  });
});

/**
 * The core argument of `events.publish` (tests publish as a domain would): the messages domain's
 * listeners use the sandbox they subscribed on, so a stand-in with the database and clock does.
 */
function coreOf() {
  return { db: db(), now: () => NOW } as never;
}
