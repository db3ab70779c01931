// `fixcloud tickets show <ticketNo>`: one ticket as its view page shows it (part2 §2 view mode):
// number, type, status, created, every field of its kind, the attachments and, at status 3,
// the result. Text typed into a ticket is printed as text (control characters neutralized),
// never interpreted.
import { enums, TicketDetail } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { recordCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { csvTime, sdkMessage, showLabel, showTime } from "../../output/print.js";
import { safeText } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<ticketNo>", h("Ticket number (see `tickets list`).", "工单编号（见 `tickets list`）。")]],
  description: h("Show one ticket with its attachments and result.", "显示一个工单及其附件和处理结果。"),
  examples: [
    "fixcloud tickets show GD2026060100001",
    "fixcloud tickets show GD2026060100001 --json status,result",
  ],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the ticket's fields. */
export const jsonFields = (): readonly string[] => Object.keys(TicketDetail.shape);

export interface TicketShowOptions {
  ticketNo: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): TicketShowOptions {
  const ticketNo = (args[0] ?? "").trim();
  if (!ticketNo) throw new UsageError(ctx.t("usage.required", { flag: "<ticketNo>" }));
  if (ticketNo.length > 64) throw new UsageError(ctx.t("usage.text", { flag: "<ticketNo>", max: 64 }));
  return { ticketNo };
}

/** The kind's fields in the order of its form (part2 §3), as label keys of the SDK. */
const FIELDS: readonly [keyof TicketDetail, string][] = [
  ["contacts", "field.ticketContacts"],
  ["mobile", "field.mobile"],
  ["email", "field.ticketEmail"],
  ["troubleTime", "field.troubleTime"],
  ["useArea", "field.useArea"],
  ["accServNo", "field.accServNo"],
  ["equipmentModel", "field.equipmentModel"],
  ["troubleType", "field.troubleType"],
  ["os", "field.os"],
  ["processorSize", "field.processorSize"],
  ["chipModel", "field.chipModel"],
  ["compilerDownUrl", "field.compilerDownUrl"],
  ["compilerMsg", "field.compilerMsg"],
  ["ide", "field.ide"],
  ["sdkUsableSource", "field.sdkUsableSource"],
  ["companyName", "field.companyName"],
  ["apis", "field.apis"],
  ["troubleDescribe", "field.troubleDescribe"],
];

function valueText(ctx: Context, key: keyof TicketDetail, v: unknown): string {
  if (key === "troubleType" || key === "processorSize")
    return showLabel({ ...ctx, color: false }, enums[key], v);
  if (key === "troubleTime" && Array.isArray(v)) return v.map((t) => showTime(ctx, t)).join(" ~ ");
  if (key === "apis" && Array.isArray(v)) return v.map((a: { uriName: string }) => a.uriName).join(", ");
  return String(v);
}

export async function run(ctx: Context, opts: TicketShowOptions): Promise<void> {
  const client = await ctx.client();
  const t = await client.tickets.retrieve(opts.ticketNo);
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson(t));
    return;
  }
  if (ctx.output === "csv") {
    const flat = { ...t, uploadUrlDigest: t.uploadUrlDigest.map((f) => f.name).join("; ") };
    out.write(recordCsv(flat, (text) => csvTime(ctx, text)));
    return;
  }
  const label = (key: string) => sdkMessage(ctx, key);
  const lines = [
    `${label("field.ticketNo")}: ${t.ticketNo}`,
    `${label("field.ticketTitle")}: ${safeText(t.title)}`,
    `${label("field.ticketType")}: ${showLabel(ctx, enums.ticketType, t.ticketType)}`,
    `${label("field.ticketStatus")}: ${showLabel(ctx, enums.ticketStatus, t.status)}`,
    `${label("field.ticketCreateTime")}: ${showTime(ctx, t.createTime)}`,
  ];
  for (const [key, labelKey] of FIELDS) {
    const v = t[key];
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    lines.push(`${label(labelKey)}: ${safeText(valueText(ctx, key, v))}`);
  }
  if (t.uploadUrlDigest.length > 0) {
    lines.push(`${label("field.ticketAttachments")}:`);
    for (const f of t.uploadUrlDigest) lines.push(`  ${safeText(f.name)}  ${f.digest}`);
  }
  if (t.status === 3 && t.result) lines.push("", `${label("field.ticketResult")}:`, safeText(t.result));
  out.write(`${lines.join("\n")}\n`);
}
