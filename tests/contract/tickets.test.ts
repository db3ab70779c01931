// Tickets and stored attachments, through the SDK against the in-process sandbox: every
// ticket call, the bad inputs of part2 §5 per kind and language, a ticket's moves (schedule and
// sandbox commands) with `ticket.answered` published once, and the file service (same bytes
// back, a real smaller thumbnail, 50 MB and an .exe named .png refused, other customers see
// nothing).
import {
  ApiError,
  type FixcloudClient,
  ForbiddenError,
  NotFoundError,
  type TicketCreateParams,
  messages,
} from "@fixcloud/sdk";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, createHarness, NOW, SEED } from "./harness.js";

/** What these tests use of sharp, the sandbox's image library (a dependency of the fixtures only). */
type Sharp = (
  input: Buffer,
  options?: { raw: { width: number; height: number; channels: 3 } },
) => {
  png(): { toBuffer(): Promise<Buffer> };
  metadata(): Promise<{ format?: string; width?: number; height?: number }>;
};
// The sandbox's own image library, to make test images and read the thumbnail's size.
const sharp = createRequire(new URL("../../packages/fixtures/package.json", import.meta.url))(
  "sharp",
) as Sharp;

let clock = NOW;
const h = createHarness({ validateResponses: true, ticketDelayMs: 60_000, now: () => clock });
afterAll(() => h.sandbox.close());

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

async function command(action: "advance" | "answer", body: unknown) {
  const res = await h.sandbox.fetch(
    new Request(`${BASE}/__sandbox/tickets/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json", language: "en" },
      body: JSON.stringify(body),
    }),
  );
  return (await res.json()) as { code: number; message: string; data: { status: number } | null };
}

/** A PNG of `w`×`h` pixels (noise, so it does not compress to nothing). */
async function pngOf(w: number, hgt: number): Promise<Buffer> {
  const raw = Buffer.alloc(w * hgt * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: w, height: hgt, channels: 3 } })
    .png()
    .toBuffer();
}
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]); // an empty zip

const bug = (extra: Partial<TicketCreateParams> = {}): TicketCreateParams =>
  ({
    ticketType: 1,
    title: "RTK fix lost near Hangzhou",
    troubleTime: ["2026-05-30 08:00:00", "2026-05-30 09:00:00"],
    useArea: "浙江省杭州市",
    accServNo: "acc0001",
    troubleDescribe: "<b>float only</b><script>alert(1)</script>",
    equipmentModel: "UB482",
    contacts: "张三",
    mobile: "13800138000",
    email: "ops@example.com",
    ...extra,
  }) as TicketCreateParams;

let demo: FixcloudClient;
let demoEn: FixcloudClient;
beforeAll(async () => {
  ({ client: demo } = await h.signIn("demo"));
  ({ client: demoEn } = await h.signIn("demo", undefined, "en"));
});

describe("ticket list and detail (selectApplyTicketList, selectApplyTicketDetail)", () => {
  it("pages the seeded tickets newest first and filters by number, status, type and creation range", async () => {
    const page = await demo.tickets.list({ pageNo: 1, pageSize: 10 });
    expect(page.total).toBe(SEED.tickets);
    expect(page.list).toHaveLength(10);
    const times = page.list.map((t) => t.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const all = [];
    for await (const t of demo.tickets.listAll({}, 7)) all.push(t);
    expect(all).toHaveLength(SEED.tickets);
    for (const status of [1, 2, 3] as const) {
      const p = await demo.tickets.list({ status, pageSize: 100 });
      expect(p.total).toBe(all.filter((t) => t.status === status).length);
      expect(p.list.every((t) => t.status === status)).toBe(true);
    }
    const bugs = await demo.tickets.list({ ticketType: "1", pageSize: 100 });
    expect(bugs.total).toBe(all.filter((t) => t.ticketType === 1).length);
    const one = all[3]!;
    expect(
      (await demo.tickets.list({ ticketNo: one.ticketNo.slice(-5) })).list.map((t) => t.ticketNo),
    ).toContain(one.ticketNo);
    const day = one.createTime.slice(0, 10);
    const inDay = await demo.tickets.list({ startCreateTime: day, endCreateTime: day, pageSize: 100 });
    expect(inDay.total).toBe(all.filter((t) => t.createTime.startsWith(day)).length);
    expect((await refusal(demo.tickets.list({ status: 4 as never }))).code).toBe(400);
  });

  it("shows a seeded ticket, its result only at status 3, and no other customer's ticket", async () => {
    const { list } = await demo.tickets.list({ status: 3, pageSize: 1 });
    const done = await demo.tickets.retrieve(list[0]!.ticketNo);
    expect(done.status).toBe(3);
    expect(done.result).toBeTruthy();
    const pending = (await demo.tickets.list({ status: 1, pageSize: 1 })).list[0]!;
    expect((await demo.tickets.retrieve(pending.ticketNo)).result).toBeNull();
    const { client: newco } = await h.signIn("newco");
    expect(await refusal(newco.tickets.retrieve(pending.ticketNo))).toBeInstanceOf(NotFoundError);
    expect((await newco.tickets.list()).total).toBe(0);
  });
});

describe("filing tickets (addApplyUserTicket) with the rules of part2 §5", () => {
  it("files each kind, prefilled from queryById, with the open API list from getAllPermission", async () => {
    const me = await demo.tickets.customer();
    expect(me.customerName).toBeTruthy();
    expect(me.contacts).toBeTruthy();
    expect(await refusal(demo.tickets.customer(String(Number(me.customerId) + 1)))).toBeInstanceOf(
      ForbiddenError,
    );
    const apis = await demo.tickets.openApis();
    expect(apis.length).toBeGreaterThan(0);
    expect((await demoEn.tickets.openApis())[0]!.apiName).toMatch(/[A-Za-z]/);
    const kinds: TicketCreateParams[] = [
      bug({ contacts: me.contacts }),
      {
        ticketType: 2,
        title: "Change the account owner",
        troubleType: 2,
        troubleDescribe: "new owner",
        mobile: "13800138000",
      },
      {
        ticketType: 3,
        title: "Open API for accounts",
        troubleDescribe: "CI scripts",
        contacts: "李".repeat(35),
        mobile: "13800138000",
        apis: [{ uriName: apis[0]!.uriName }],
      },
      {
        ticketType: 5,
        title: "Android SDK licence",
        os: "Android 14",
        processorSize: 2,
        chipModel: "RK3588",
        compilerDownUrl: "https://example.com/ndk",
        sdkUsableSource: "survey app",
        companyName: "Demo Co",
        contacts: "王五",
        mobile: "13800138000",
      },
    ];
    const before = (await demo.tickets.list()).total;
    for (const k of kinds) {
      const created = await demo.tickets.create(k);
      expect(created.status).toBe(1);
      const d = await demo.tickets.retrieve(created.ticketNo);
      expect(d).toMatchObject({ ticketType: k.ticketType, title: k.title, status: 1, result: null });
    }
    expect((await demo.tickets.list()).total).toBe(before + kinds.length);
    // HTML typed in a field is stored as text, unchanged: the console renders it as text.
    const html = await demo.tickets.create(bug());
    expect((await demo.tickets.retrieve(html.ticketNo)).troubleDescribe).toBe(
      "<b>float only</b><script>alert(1)</script>",
    );
  });

  const cases: [string, "zh-CN" | "en", TicketCreateParams, Record<string, string>][] = [
    ["no title", "zh-CN", bug({ title: "  " }), { title: "L000630" }],
    ["a title of 4", "zh-CN", bug({ title: "abcd" }), { title: "L000631" }],
    ["a title of 51", "en", bug({ title: "x".repeat(51) }), { title: "L000631" }],
    ["contacts over 30 (bug)", "zh-CN", bug({ contacts: "李".repeat(31) }), { contacts: "L000633" }],
    ["no contacts", "zh-CN", bug({ contacts: "" }), { contacts: "L000632" }],
    ["no mobile outside en", "zh-CN", bug({ mobile: "" }), { mobile: "L000600" }],
    ["a bad mobile outside en", "zh-CN", bug({ mobile: "12345" }), { mobile: "L000601" }],
    ["no email in en", "en", bug({ mobile: "", email: "" }), { email: "L000609" }],
    ["a bad email", "zh-CN", bug({ email: "a@b" }), { email: "L000610" }],
    [
      "a bug without its fields",
      "zh-CN",
      bug({ troubleTime: [], useArea: "", accServNo: " ", troubleDescribe: "", equipmentModel: "" }),
      {
        troubleTime: "L000635",
        useArea: "L000636",
        accServNo: "L000637",
        troubleDescribe: "L000638",
        equipmentModel: "L000639",
      },
    ],
    [
      "a change without type and description",
      "zh-CN",
      { ticketType: 2, title: "Change something", mobile: "13800138000" },
      { troubleType: "L000640", troubleDescribe: "L000638" },
    ],
    [
      "an open API ticket without APIs, contacts over 35",
      "en",
      {
        ticketType: 3,
        title: "Open API please",
        troubleDescribe: "x",
        contacts: "x".repeat(36),
        email: "a@example.com",
        apis: [],
      },
      { apis: "L000641", contacts: "L000634" },
    ],
    [
      "an SDK ticket without its fields",
      "en",
      { ticketType: 5, title: "SDK please", contacts: "x", email: "a@example.com" },
      {
        os: "L000642",
        processorSize: "L000643",
        chipModel: "L000644",
        compilerDownUrl: "L000645",
        sdkUsableSource: "L000646",
        companyName: "L000607",
      },
    ],
  ];
  it.each(cases)(
    "refuses %s (%s) with L000238 and each field's message, filing nothing",
    async (_n, lang, form, errors) => {
      const c = lang === "en" ? demoEn : demo;
      const before = (await demo.tickets.list()).total;
      const e = await refusal(c.tickets.create(form));
      expect(e.code).toBe(400);
      expect((e.data as { errors: Record<string, string> }).errors).toEqual(errors);
      expect(e.message).toContain(messages[lang].L000238!);
      for (const code of Object.values(errors)) expect(e.message).toContain(messages[lang][code]!);
      expect((await demo.tickets.list()).total).toBe(before);
    },
  );

  it("accepts in en what only en allows: no mobile", async () => {
    await expect(demoEn.tickets.create(bug({ mobile: "" }))).resolves.toMatchObject({ status: 1 });
  });

  it("refuses more than 10 attachments and attachments that are not this customer's files", async () => {
    const z = await demo.files.upload({ name: "logs.zip", data: ZIP });
    const ref = { digest: z.digest, name: "logs.zip", thumDigest: "" };
    const e = await refusal(
      demo.tickets.create(bug({ uploadUrlDigest: Array.from({ length: 11 }, () => ref) })),
    );
    expect((e.data as { errors: Record<string, string> }).errors).toEqual({ uploadUrlDigest: "L000650" });
    const { client: newco } = await h.signIn("newco");
    expect((await refusal(newco.tickets.create(bug({ uploadUrlDigest: [ref] })))).code).toBe(400);
  });
});

describe("attachments stored for real (uploadFile, viewFile)", () => {
  it("files a ticket with an image and an archive: same bytes back, a smaller real thumbnail", async () => {
    const image = await pngOf(800, 600);
    const created = await demo.tickets.create(
      bug({
        attachments: [
          { name: "屏幕截图.png", data: image },
          { name: "logs.zip", data: ZIP },
        ],
      }),
    );
    const d = await demo.tickets.retrieve(created.ticketNo);
    expect(d.uploadUrlDigest.map((f) => f.name)).toEqual(["屏幕截图.png", "logs.zip"]);
    const [img, zip] = d.uploadUrlDigest;
    expect(Buffer.from((await demo.files.view(img!.digest)).data).equals(image)).toBe(true);
    expect(Buffer.from((await demo.files.view(zip!.digest)).data).equals(ZIP)).toBe(true);
    expect(zip!.thumDigest).toBe("");
    expect(img!.thumDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(img!.thumDigest).not.toBe(img!.digest);
    const thumb = await demo.files.view(img!.thumDigest!);
    expect(thumb.contentType).toBe("image/png");
    const meta = await sharp(Buffer.from(thumb.data)).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeLessThan(800);
    expect(meta.height).toBeLessThan(600);
    expect(meta.width! / meta.height!).toBeCloseTo(800 / 600, 1);
    // Readable by the owner customer only.
    const { client: newco } = await h.signIn("newco");
    expect(await refusal(newco.files.view(img!.digest))).toBeInstanceOf(NotFoundError);
    expect(await refusal(newco.files.view(img!.thumDigest!))).toBeInstanceOf(NotFoundError);
  });

  it("refuses an .exe named .png, HTML named .zip and a 50 MB file with a clear message", async () => {
    const exe = Buffer.concat([
      Buffer.from("MZ"),
      Buffer.alloc(62),
      Buffer.from("PE\0\0"),
      Buffer.alloc(200),
    ]);
    exe.writeUInt32LE(64, 0x3c);
    const e1 = await refusal(demoEn.files.upload({ name: "photo.png", data: exe }, { thumbnail: true }));
    expect(e1.code).toBe(400);
    expect(e1.message).toMatch(/not a \.png image/);
    const e2 = await refusal(
      demoEn.files.upload({ name: "logs.zip", data: new TextEncoder().encode("<html></html>") }),
    );
    expect(e2.code).toBe(400);
    expect(e2.message).toMatch(/is not a \.zip file/);
    const e3 = await refusal(
      demoEn.files.upload({ name: "big.zip", data: new Uint8Array(50 * 1024 * 1024) }),
    );
    expect(e3.code).toBe(413);
    expect(e3.message).toMatch(/10 MB/);
  });
});

describe("a ticket's moves: 1 pending → 2 processing → 3 processed", () => {
  it("moves on the schedule, stores the result at 3 and publishes ticket.answered once", async () => {
    const answered: string[] = [];
    const off = h.sandbox.events.subscribe("ticket.answered", (e) => answered.push(e.data.ticketNo));
    const { ticketNo } = await demo.tickets.create(bug());
    clock += 59_000;
    expect((await demo.tickets.retrieve(ticketNo)).status).toBe(1);
    clock += 1_000;
    expect((await demo.tickets.retrieve(ticketNo)).status).toBe(2);
    clock += 60_000;
    const done = await demo.tickets.retrieve(ticketNo);
    expect(done.status).toBe(3);
    expect(done.result).toBeTruthy();
    clock += 600_000;
    await demo.tickets.list();
    expect(answered.filter((n) => n === ticketNo)).toEqual([ticketNo]);
    off();
  });

  it("moves by the sandbox commands, with the given result; a processed ticket stays", async () => {
    const answered: { ticketNo: string; title: string }[] = [];
    const off = h.sandbox.events.subscribe("ticket.answered", (e) => answered.push(e.data));
    const a = await demo.tickets.create(bug({ title: "Advance me please" }));
    expect((await command("advance", { ticketNo: a.ticketNo })).data).toEqual({
      ticketNo: a.ticketNo,
      status: 2,
    });
    expect((await command("advance", { ticketNo: a.ticketNo, result: "Fixed <b>it</b>" })).data?.status).toBe(
      3,
    );
    expect((await demo.tickets.retrieve(a.ticketNo)).result).toBe("Fixed <b>it</b>");
    const b = await demo.tickets.create(bug({ title: "Answer me please" }));
    expect((await command("answer", { ticketNo: b.ticketNo, result: "Done." })).code).toBe(200);
    expect(await demo.tickets.retrieve(b.ticketNo)).toMatchObject({ status: 3, result: "Done." });
    expect((await command("answer", { ticketNo: b.ticketNo })).code).toBe(409);
    expect((await command("advance", { ticketNo: "GD000" })).code).toBe(404);
    expect((await command("answer", { result: 1 })).code).toBe(400);
    expect(answered.map((x) => x.ticketNo)).toEqual([a.ticketNo, b.ticketNo]);
    expect(answered[0]!.title).toBe("Advance me please");
    off();
  });
});

describe("permissions (part2 §6)", () => {
  it("a sub-user needs XZ_GSH982 to file and XQ_HGS227 to read a ticket", async () => {
    const set = (codes: string[]) =>
      h.sandbox.db
        .prepare(
          "UPDATE roles SET menu_codes = ?, permissions = '[]', role_status = 0 WHERE role_code = 'operator'",
        )
        .run(JSON.stringify(codes));
    set(["GDGL_LHG477", "WDGD_KJD297"]);
    const { client: op } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    expect((await op.tickets.list()).total).toBeGreaterThan(0);
    const any = (await op.tickets.list()).list[0]!.ticketNo;
    expect(await refusal(op.tickets.create(bug()))).toBeInstanceOf(ForbiddenError);
    expect(await refusal(op.tickets.retrieve(any))).toBeInstanceOf(ForbiddenError);
    set(["GDGL_LHG477", "WDGD_KJD297", "XZ_GSH982", "XQ_HGS227"]);
    const { ticketNo } = await op.tickets.create(bug());
    expect((await op.tickets.retrieve(ticketNo)).ticketNo).toBe(ticketNo);
  });
});
