// Contract of real-name and enterprise certification (part2 §3-§5, §7) against the
// in-process sandbox: the file service's limits, every rule of part2 §5 refused with L000238 and
// the field's message (and nothing stored), the code sent through the outbox, and the lifecycle
// submit → reject → resubmit → approve with customers.certified and the session following it.
import {
  ApiError,
  type CertificationSubmitParams,
  type FixcloudClient,
  messages,
  TooFrequentError,
} from "@fixcloud/sdk";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { BASE, createHarness } from "./harness.js";

const h = createHarness({ validateResponses: true, reviewDelayMs: null });
afterAll(() => h.sandbox.close());

const NEWCO = { username: "newco", customerNo: "C2024000003" } as const;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const png = (name = "licence.png", bytes: Uint8Array = PNG) => ({ name, data: bytes, type: "image/png" });

async function sandboxCommand(action: string, body: object) {
  const res = await h.sandbox.fetch(
    new Request(`${BASE}/__sandbox/certification/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return (await res.json()) as { code: number; message: string };
}

async function outboxCode(phone: string): Promise<string> {
  const res = await h.sandbox.fetch(new Request(`${BASE}/__sandbox/outbox?to=${phone}&limit=1`));
  const { data } = (await res.json()) as { data: { list: { code: string; purpose: string }[] } };
  expect(data.list[0]?.purpose).toBe("certification");
  return data.list[0]!.code;
}

async function refusal(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

let client: FixcloudClient;
let phoneN = 0;
/** A fresh contact phone per form, so the 60 s resend rule never blocks the next test. */
const nextPhone = () => `1370000${String(1000 + ++phoneN)}`;

async function validForm(c = client): Promise<CertificationSubmitParams> {
  const image = await c.files.upload(png(), { thumbnail: true });
  const phone = nextPhone();
  await c.certification.sendCode({ phone });
  return {
    uploadUrlDigest: [{ digest: image.digest, name: image.fileName, thumDigest: image.thumDigest }],
    customerName: "新创测绘有限公司",
    unifyCreditCode: "91350100M000100Y43",
    corporateName: "王五",
    registeredCapital: "500",
    registeredAreaCode: "440305",
    registeredAddress: "科技园 2 号",
    businessScope: "测绘服务",
    contacts: "李四",
    phone,
    email: "ops@newco.example",
    verificationCode: await outboxCode(phone),
    applicationArea: "surveying",
    applicationScene: "cadastral",
  };
}

beforeEach(async () => {
  await sandboxCommand("reset", { customerNo: NEWCO.customerNo });
  ({ client } = await h.signIn(NEWCO.username));
});

describe("file service (uploadFile, viewFile)", () => {
  it("stores an image under its SHA-256 digest, with itself as thumbnail, and shows it to its customer only", async () => {
    // Bytes no other customer holds (the seeded demo image is the bare PNG).
    const own = Buffer.concat([PNG, Buffer.from("newco")]);
    const up = await client.files.upload(png("营业执照.png", own), { thumbnail: true });
    expect(up.fileName).toBe("营业执照.png");
    expect(up.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(up.thumDigest).toBe(up.digest);
    expect((await client.files.upload(png(), { thumbnail: false })).thumDigest).toBe("");
    const file = await client.files.view(up.digest);
    expect(Buffer.from(file.data).equals(own)).toBe(true);
    expect(file.contentType).toBe("image/png");
    const { client: demo } = await h.signIn("demo");
    expect((await refusal(demo.files.view(up.digest))).code).toBe(404);
  });

  it("refuses a wrong type, a name over 50 characters, an empty file, a fake image and a body over 10 MB", async () => {
    const cases: [ReturnType<typeof png>, RegExp][] = [
      [{ name: "licence.pdf", data: PNG, type: "application/pdf" }, /\.pdf/],
      [png(`${"n".repeat(47)}.png`), new RegExp(messages["zh-CN"].L000498!)],
      [png("empty.png", new Uint8Array(0)), /为空/],
      [png("fake.png", new TextEncoder().encode("<html><script>alert(1)</script>")), /不是 \.png/],
    ];
    for (const [file, message] of cases) {
      const e = await refusal(client.files.upload(file));
      expect(e.code, file.name).toBe(400);
      expect(e.message).toMatch(message);
    }
    const big = await refusal(client.files.upload(png("big.png", new Uint8Array(10 * 1024 * 1024 + 1))));
    expect(big.code).toBe(413);
  });
});

describe("certification rules (part2 §5) on the server", () => {
  const bad: [string, (f: CertificationSubmitParams) => CertificationSubmitParams, string][] = [
    ["no image", (f) => ({ ...f, uploadUrlDigest: [] }), "L000655"],
    [
      "two images",
      (f) => ({ ...f, uploadUrlDigest: [f.uploadUrlDigest[0]!, f.uploadUrlDigest[0]!] }),
      "L000669",
    ],
    [
      "an image name over 50",
      (f) => ({ ...f, uploadUrlDigest: [{ ...f.uploadUrlDigest[0]!, name: `${"x".repeat(47)}.png` }] }),
      "L000498",
    ],
    ["customerName over 20 (cn)", (f) => ({ ...f, customerName: "公".repeat(21) }), "L000658"],
    ["customerName blank", (f) => ({ ...f, customerName: "  " }), "L000607"],
    ["corporateName of 1 (cn)", (f) => ({ ...f, corporateName: "王" }), "L000659"],
    ["corporateName over 20 (cn)", (f) => ({ ...f, corporateName: "王".repeat(21) }), "L000659"],
    ["contacts over 20 (cn)", (f) => ({ ...f, contacts: "李".repeat(21) }), "L000660"],
    ["contacts blank", (f) => ({ ...f, contacts: "" }), "L000632"],
    ["phone not a mobile (cn)", (f) => ({ ...f, phone: "12345678901" }), "L000601"],
    ["unifyCreditCode of 17", (f) => ({ ...f, unifyCreditCode: "91350100M000100Y4" }), "L000661"],
    ["unifyCreditCode with I", (f) => ({ ...f, unifyCreditCode: "91350100M000100YI3" }), "L000661"],
    ["registeredCapital 0", (f) => ({ ...f, registeredCapital: 0 }), "L000662"],
    ["registeredCapital negative", (f) => ({ ...f, registeredCapital: "-5" }), "L000662"],
    ["email invalid", (f) => ({ ...f, email: "ops@newco" }), "L000610"],
    ["email blank", (f) => ({ ...f, email: "" }), "L000609"],
    ["verificationCode of 5", (f) => ({ ...f, verificationCode: "12345" }), "L000603"],
    ["verificationCode blank", (f) => ({ ...f, verificationCode: "" }), "L000602"],
    ["applicationArea blank", (f) => ({ ...f, applicationArea: "" }), "L000663"],
  ];
  for (const [what, change, code] of bad)
    it(`refuses ${what} with L000238 and ${code}, and stores nothing`, async () => {
      const e = await refusal(client.certification.submit(change(await validForm())));
      expect(e.code).toBe(400);
      expect(e.message).toContain(messages["zh-CN"].L000238!.split("，")[0]!);
      expect(e.message).toContain(messages["zh-CN"][code]!);
      expect((await client.certification.status()).flag).toBe(3);
    });

  it("refuses a registeredCapital that is no number, naming the field", async () => {
    const e = await refusal(
      client.certification.submit({ ...(await validForm()), registeredCapital: "十万" }),
    );
    expect(e.code).toBe(400);
    expect(e.message).toContain(messages["zh-CN"].L000662);
  });

  it("applies the cn length and mobile rules only in zh-CN", async () => {
    const { client: en } = await h.signIn(NEWCO.username, undefined, "en");
    const form = await validForm(en);
    await en.certification.submit({ ...form, customerName: "Newco Positioning and Surveying Ltd." });
    expect((await en.certification.status()).flag).toBe(4);
  });

  it("refuses an image of over 3 MB, an image it does not hold, an unknown area, scene or region", async () => {
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await client.files.upload(png("large.png", big));
    const form = await validForm();
    const tooLarge = await refusal(
      client.certification.submit({
        ...form,
        uploadUrlDigest: [{ digest: large.digest, name: "large.png" }],
      }),
    );
    expect(tooLarge.message).toContain(messages["zh-CN"].L000656!);
    const missing = await refusal(
      client.certification.submit({ ...form, uploadUrlDigest: [{ digest: "0".repeat(64), name: "x.png" }] }),
    );
    expect(missing.message).toMatch(/证件图片不存在/);
    for (const change of [
      { applicationArea: "mining" },
      { applicationScene: "lawn" },
      { registeredAreaCode: "999999" },
    ])
      expect((await refusal(client.certification.submit({ ...form, ...change }))).code).toBe(400);
    expect((await client.certification.status()).flag).toBe(3);
  });

  it("needs the code sent to the form's phone: a wrong one is refused, a resend within 60 s answers 460", async () => {
    const form = await validForm();
    const wrong = form.verificationCode === "9999" ? "9998" : "9999";
    expect(
      (await refusal(client.certification.submit({ ...form, verificationCode: wrong }))).message,
    ).toMatch(/验证码错误/);
    await expect(client.certification.sendCode({ phone: form.phone })).rejects.toBeInstanceOf(
      TooFrequentError,
    );
    expect((await refusal(client.certification.sendCode({ phone: "123" }))).message).toBe(
      messages["zh-CN"].L000601,
    );
  });

  it("refuses a sub-user's submission", async () => {
    const { client: operator } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    // The form is the main account's (a sub-user cannot upload its image either); only the submitter differs.
    expect((await refusal(operator.certification.submit(await validForm()))).code).toBe(403);
  });
});

describe("certification lifecycle (part2 §4)", () => {
  it("submit → under review → reject with a reason → resubmit → approve: flag, authMsg, certified and nocertified follow", async () => {
    expect(await client.certification.status()).toEqual({ flag: 3, authMsg: null });
    const { session: before } = await h.signIn(NEWCO.username);
    expect(before.nocertified).toBe(true);

    const form = await validForm();
    await client.certification.submit({ ...form, unifyCreditCode: "91350100m000100y43" });
    const pending = await client.certification.status();
    expect(pending.flag).toBe(4);
    expect(pending.authMsg).toMatchObject({
      customerName: "新创测绘有限公司",
      unifyCreditCode: "91350100M000100Y43",
      registeredCapital: 500,
      registeredAreaCode: "440305",
      applicationAreaName: "测绘地理信息",
      applicationSceneName: "地籍测量",
      authType: 2,
      reason: null,
    });
    expect(pending.authMsg).not.toHaveProperty("verificationCode");
    expect((await refusal(client.certification.submit(await validForm()))).message).toMatch(/审核中/);

    expect((await sandboxCommand("reject", { customerNo: NEWCO.customerNo, reason: "" })).code).toBe(400);
    expect(
      (await sandboxCommand("reject", { customerNo: NEWCO.customerNo, reason: "营业执照不清晰" })).code,
    ).toBe(200);
    const rejected = await client.certification.status();
    expect(rejected.flag).toBe(2);
    expect(rejected.authMsg?.reason).toBe("营业执照不清晰");
    expect((await sandboxCommand("approve", { customerNo: NEWCO.customerNo })).code).toBe(409);

    await client.certification.submit({ ...(await validForm()), customerName: "新创测绘股份公司" });
    expect((await client.certification.status()).flag).toBe(4);
    expect((await sandboxCommand("approve", { customerNo: "C0000000000" })).code).toBe(404);
    expect((await sandboxCommand("approve", { customerNo: NEWCO.customerNo })).code).toBe(200);

    const approved = await client.certification.status();
    expect(approved.flag).toBe(1);
    expect(approved.authMsg).toMatchObject({ customerName: "新创测绘股份公司", reason: null });
    const certified = h.sandbox.db
      .prepare("SELECT certified FROM customers WHERE customer_no = ?")
      .get(NEWCO.customerNo) as { certified: number };
    expect(certified.certified).toBe(1);
    const { session: after } = await h.signIn(NEWCO.username);
    expect(after.nocertified).toBe(false);
    expect((await refusal(client.certification.submit(await validForm()))).message).toMatch(/已完成认证/);
  });

  it("approves on its own once the review delay has passed", async () => {
    const quick = createHarness({ validateResponses: true, reviewDelayMs: 0 });
    try {
      const { client: c } = await quick.signIn(NEWCO.username);
      const image = await c.files.upload(png());
      await c.certification.submit({
        uploadUrlDigest: [{ digest: image.digest, name: image.fileName }],
        customerName: "新创测绘有限公司",
        unifyCreditCode: "123456789012345",
        corporateName: "王五",
        registeredCapital: 1,
        contacts: "李四",
        phone: "13700001111",
        email: "ops@newco.example",
        verificationCode: "1234", // the harness's fixed code (--captcha)
        applicationArea: "other",
      });
      expect((await c.certification.status()).flag).toBe(1);
    } finally {
      quick.sandbox.close();
    }
  });

  it("shows the seeded demo customer as certified with its details", async () => {
    const { client: demo } = await h.signIn("demo", undefined, "en");
    const status = await demo.certification.status();
    expect(status.flag).toBe(1);
    expect(status.authMsg).toMatchObject({
      customerName: "北斗示范科技有限公司",
      applicationAreaName: "Surveying and mapping",
    });
    const file = await demo.files.view(status.authMsg!.uploadUrlDigest[0]!.digest);
    expect(file.contentType).toBe("image/png");
  });

  it("lists the application areas in two levels in the request language", async () => {
    const { client: en } = await h.signIn(NEWCO.username, undefined, "en");
    const areas = await en.certification.applicationAreas();
    expect(areas.find((a) => a.value === "surveying")).toEqual({
      value: "surveying",
      label: "Surveying and mapping",
      children: [
        { value: "cadastral", label: "Cadastral surveys" },
        { value: "engineering", label: "Engineering surveys" },
      ],
    });
  });
});
