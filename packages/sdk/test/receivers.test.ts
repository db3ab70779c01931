// Receivers in the SDK (part2 §4-5, §8): the rule functions (hidden vectors call them), and the
// decisions the resource makes once for every app: 777 read as a limit flag with the list, 541
// as indicator 2, 544 as a list of {field, message}, values trimmed before they are sent.
import { describe, expect, it } from "vitest";
import { receivers as rules, receiverValues } from "../src/catalogue/receivers/rules.js";
import { ApiError, ReceiverFieldsError } from "../src/core/errors.js";
import { Transport } from "../src/core/transport.js";
import {
  Receivers,
  addedReceiverCount,
  isPendingSend,
  receiverAddBlock,
  verifyStateOf,
} from "../src/resources/receivers.js";

describe("receiver rules (part2 §5)", () => {
  it("name and position: required, 2 to 35 characters once trimmed", () => {
    expect(rules.name(undefined)).toBe("L000622");
    expect(rules.name("   ")).toBe("L000622");
    expect(rules.name(" 张 ")).toBe("L000623");
    expect(rules.name("张三")).toBeNull();
    expect(rules.name(` ${"名".repeat(35)} `)).toBeNull();
    expect(rules.name("名".repeat(36))).toBe("L000623");
    expect(rules.position("")).toBe("L000624");
    expect(rules.position("a")).toBe("L000625");
    expect(rules.position("ab")).toBeNull();
    expect(rules.position("p".repeat(36))).toBe("L000625");
  });

  it("email: required, the simple pattern; phone: optional mainland mobile", () => {
    expect(rules.email("")).toBe("L000609");
    expect(rules.email("a@b")).toBe("L000610");
    expect(rules.email(" a.b@example.com ")).toBeNull();
    expect(rules.phone("")).toBeNull();
    expect(rules.phone(null)).toBeNull();
    expect(rules.phone(" 13912345678 ")).toBeNull();
    expect(rules.phone("12912345678")).toBe("L000601");
    expect(rules.phone("1391234567")).toBe("L000601");
    expect(rules.tell("139123456789")).toBe("L000601");
  });

  it("count: the 11th receiver is refused (L000692)", () => {
    expect(rules.count(9)).toBeNull();
    expect(rules.count(10)).toBe("L000692");
  });

  it("values are sent trimmed, the phone empty when none", () => {
    expect(receiverValues({ name: " a b ", email: " x@y.cn ", position: " p  " })).toEqual({
      name: "a b",
      email: "x@y.cn",
      phone: "",
      position: "p",
    });
  });
});

/** A Receivers resource on a fetch that answers `answer` and records the bodies sent. */
function resource(answer: (path: string) => { code: number; message?: string; data: unknown }) {
  const sent: { path: string; body: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    sent.push({ path, body: JSON.parse(String(init.body ?? "null")) });
    return new Response(JSON.stringify({ message: "m", ...answer(path) }), {
      headers: { "content-type": "application/json" },
    });
  }) as unknown as typeof globalThis.fetch;
  return { receivers: new Receivers(new Transport({ baseURL: "http://x.test", fetch })), sent };
}

const row = (receiverId: string, emailVerify: 0 | 1 = 0) => ({
  receiverId,
  name: "n",
  email: `${receiverId}@x.cn`,
  emailVerify,
  phone: "",
  phoneVerify: 0 as const,
  position: "p",
});

describe("Receivers resource decisions", () => {
  it("777 on the list is a limit flag with the answer's rows, not an error", async () => {
    const list = [row("0"), row("1")];
    const { receivers } = resource(() => ({ code: 777, data: list }));
    expect(await receivers.list()).toEqual({ receivers: list, limitReached: true });
  });

  it("10 receivers of the customer's own reach the limit; the holder's row does not count", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => row(String(i + 1)));
    expect(
      (await resource(() => ({ code: 200, data: [row("0"), ...ten] })).receivers.list()).limitReached,
    ).toBe(true);
    expect(
      (await resource(() => ({ code: 200, data: [row("0"), ...ten.slice(1)] })).receivers.list())
        .limitReached,
    ).toBe(false);
    expect(addedReceiverCount([row("0"), row("1")])).toBe(1);
  });

  it("sendVerify: 200 → 1 (sent), 541 → 2 (already sent, OK); other codes throw", async () => {
    expect(
      await resource(() => ({ code: 200, data: null })).receivers.sendVerify("email", "1", " a@x.cn "),
    ).toBe(1);
    expect(
      await resource(() => ({ code: 541, data: null })).receivers.sendVerify("phone", "1", "13912345678"),
    ).toBe(2);
    await expect(
      resource(() => ({ code: 400, data: null })).receivers.sendVerify("email", "1", "a@x.cn"),
    ).rejects.toBeInstanceOf(ApiError);
    const { receivers, sent } = resource(() => ({ code: 200, data: null }));
    await receivers.sendVerify("email", "7", " a@x.cn ");
    expect(sent).toEqual([
      { path: "/api/push/message/receiver/sendEmailVerify", body: { email: "a@x.cn", receiverId: "7" } },
    ]);
  });

  it("544 carries the duplicate fields in order; checkRepeat sends name, phone, email (trimmed)", async () => {
    const data = [
      { field: "name", message: "n dup" },
      { field: "email", message: "e dup" },
    ];
    const { receivers, sent } = resource(() => ({ code: 544, data }));
    const err = await receivers
      .checkRepeat({ name: " n ", email: "e@x.cn", tell: "", position: "ignored", receiverId: "3" })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReceiverFieldsError);
    expect((err as ReceiverFieldsError).fields).toEqual(data);
    expect(sent[0]?.body).toEqual({ name: "n", email: "e@x.cn", phone: "", receiverId: "3" });
    // An object of field → message (another server's shape) is read too, junk dropped.
    const e2 = new ReceiverFieldsError({
      code: 544,
      message: "m",
      httpStatus: 200,
      data: { phone: "p dup", x: 1 },
    });
    expect(e2.fields).toEqual([{ field: "phone", message: "p dup" }]);
  });

  it("verify state and the pending-send list", () => {
    expect(verifyStateOf(row("1", 1), "email")).toBe(4);
    expect(verifyStateOf(row("1", 0), "email")).toBe(0);
    expect(isPendingSend({ email: ["a@x.cn"], phone: [] }, "email", " a@x.cn")).toBe(true);
    expect(isPendingSend({ email: ["a@x.cn"], phone: [] }, "phone", "a@x.cn")).toBe(false);
    expect(isPendingSend(undefined, "email", "a@x.cn")).toBe(false);
  });
});

describe("receiverAddBlock (part2 §2, §8; part1 §8: a 405 reaches the receiver list as 777)", () => {
  it("asks an uncertified customer to certify instead of naming a limit; else the limit", () => {
    expect(receiverAddBlock({ limitReached: true }, { nocertified: true })).toBe("L000519");
    expect(receiverAddBlock({ limitReached: false }, { nocertified: true })).toBe("L000519");
    expect(receiverAddBlock({ limitReached: true }, { nocertified: false })).toBe("L000692");
    expect(receiverAddBlock({ limitReached: false }, { nocertified: false })).toBeNull();
  });
});
