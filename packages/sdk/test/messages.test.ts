// The messages area's decisions (docs/messages.md): each template renders its
// parameters in both languages with its link, bad content falls back to plain text, markup
// stays text, and who is warned about / reached by e-mail and SMS.
import { describe, expect, it } from "vitest";
import {
  MSG_TEMPLATES,
  MsgContent,
  linkHref,
  messageContent,
  messageText,
  reaches,
  renderMessage,
  translate,
  unverifiedChannels,
} from "../src/index.js";

const zh = (k: string) => translate(k, "zh-CN");
const en = (k: string) => translate(k, "en");

describe("templates", () => {
  it("accounts expiring: a count and one item per account, times through the formatter", () => {
    const c = messageContent(MSG_TEMPLATES.accountsExpiring, {
      accounts: [
        { accountName: "a1", endTime: "2026-06-05 00:00:00" },
        { accountName: "a2", endTime: "2026-06-07 00:00:00" },
      ],
    });
    const r = renderMessage(c, en, (w) => `<${w}>`);
    expect(r.title).toBe("Service accounts expiring soon: 2");
    expect(r.items).toEqual(["a1: ends <2026-06-05 00:00:00>", "a2: ends <2026-06-07 00:00:00>"]);
    expect(renderMessage(c, zh).title).toBe("2 个服务账号即将到期");
  });

  it("batches: done or with failures, naming the action", () => {
    const p = { batchId: "b1", total: 10, succeeded: 8, failed: 2 };
    expect(renderMessage(messageContent(MSG_TEMPLATES.batchFailed, p, { action: "disable" }), en).title).toBe(
      "Batch disable finished, 2 failed",
    );
    expect(renderMessage(messageContent(MSG_TEMPLATES.batchDone, p, { action: "enable" }), zh).lines).toEqual(
      ["批量启用已完成：共 10 个，成功 8 个。"],
    );
  });

  it("links: a rejection to /realNameInfo?type=2, a ticket to /workOrderMng?id=", () => {
    const rejected = renderMessage(
      messageContent(MSG_TEMPLATES.certificationRejected, { reason: "blurred" }),
      en,
    );
    expect(rejected.link).toMatchObject({ to: "/realNameInfo", search: { type: 2 } });
    expect(linkHref(rejected.link!)).toBe("#/realNameInfo?type=2");
    const ticket = renderMessage(
      messageContent(MSG_TEMPLATES.ticketAnswered, { ticketNo: "T1", title: "x" }),
      zh,
    );
    expect(linkHref(ticket.link!)).toBe("#/workOrderMng?id=T1");
    expect(renderMessage(messageContent(MSG_TEMPLATES.certificationApproved, {}), en).link).toBeUndefined();
  });

  it("markup stays text; unknown templates and unreadable parameters fall back to plain text", () => {
    const html = `<img src=x onerror="alert(1)">`;
    const plain = messageContent(MSG_TEMPLATES.text, { title: "T", text: `${html}\nline 2` });
    expect(renderMessage(plain, en)).toEqual({ title: "T", lines: [html, "line 2"], items: [] });
    expect(renderMessage({ ...plain, temp: 99 }, en).lines).toEqual([html, "line 2"]);
    const broken = {
      title: "",
      temp: MSG_TEMPLATES.batchDone,
      content: "{not json",
      action: "enable",
      serviceType: null,
    };
    expect(renderMessage(broken, en)).toEqual({ title: "Notice", lines: ["{not json"], items: [] });
    expect(messageText(plain, en)).toBe(`T\n${html}\nline 2`);
  });

  it("msgContentJson may arrive as JSON text or as an object", () => {
    const c = messageContent(MSG_TEMPLATES.ticketAnswered, { ticketNo: "T1", title: "x" });
    expect(MsgContent.parse(JSON.stringify(c))).toEqual(MsgContent.parse(c));
    expect(MsgContent.parse("just text")).toMatchObject({ temp: 7, content: "just text" });
  });
});

describe("delivery", () => {
  it("warns about unverified addresses only; an empty phone is not warned about", () => {
    expect(unverifiedChannels({ email: "a@b.c", emailVerify: 1, phone: "", phoneVerify: 0 })).toEqual([]);
    expect(
      unverifiedChannels({ email: "a@b.c", emailVerify: 0, phone: "13800000000", phoneVerify: 0 }),
    ).toEqual(["email", "phone"]);
    expect(
      unverifiedChannels({ email: "a@b.c", emailVerify: 1, phone: "13800000000", phoneVerify: 0 }),
    ).toEqual(["phone"]);
  });

  it("reaches verified addresses only", () => {
    const r = { email: "a@b.c", emailVerify: 1, phone: "13800000000", phoneVerify: 0 };
    expect(reaches(r, "email")).toBe(true);
    expect(reaches(r, "phone")).toBe(false);
    expect(reaches({ ...r, email: "" }, "email")).toBe(false);
  });
});
