// `fixcloud audit list`: the customer's audit entries, newest first (docs/audit.md), filtered by
// the user who made the change (--user), its action (--action, e.g. remark), its target
// (--target entity[:id], e.g. service_account:123) and a time window (--since 7d or a wire time,
// --until); paging. A batch is one entry with its count (`audit show <id>` lists its rows).
// --json keeps every field of each entry.
import { AUDIT_ENTITIES, AuditEntry } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { printRows } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { entryColumns, parseSince } from "./shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List audit entries, newest first.", "列出操作日志，最新的在前。"),
  options: () => [
    new Option("--user <name>", h("Only changes made by this user name.", "仅此用户名所做的修改。")),
    new Option(
      "--action <action>",
      h("Only this action, e.g. remark, disable.", "仅此操作，如 remark、disable。"),
    ),
    new Option(
      "--target <entity[:id]>",
      h(
        "Only changes of this kind of thing, or of one of them: e.g. service_account:123, role, webhook:ep_1.",
        "仅此类对象或其中之一的修改：如 service_account:123、role、webhook:ep_1。",
      ),
    ),
    new Option(
      "--since <when>",
      h(
        "From this long ago (30m, 24h, 7d) or this time (YYYY-MM-DD HH:mm, UTC).",
        "自此时长之前（30m、24h、7d）或此时间（YYYY-MM-DD HH:mm，UTC）起。",
      ),
    ),
    new Option(
      "--until <when>",
      h("Before this time (YYYY-MM-DD HH:mm, UTC).", "此时间（YYYY-MM-DD HH:mm，UTC）之前。"),
    ),
    new Option("--page <n>", h("Page number (default 1).", "页码（默认 1）。")),
    new Option("--page-size <n>", h("Rows per page, 1-100 (default 20).", "每页条数，1-100（默认 20）。")),
  ],
  examples: [
    "fixcloud audit list",
    "fixcloud audit list --user operator --since 7d",
    "fixcloud audit list --target service_account:123 --json time,username,action,changes",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the entry's fields. */
export const jsonFields = (): readonly string[] => Object.keys(AuditEntry.shape);

export interface AuditListOptions {
  username?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
  pageNo: number;
  pageSize: number;
}

const text = (v: unknown, max: number, flag: string, ctx: Context): string | undefined => {
  if (v === undefined) return undefined;
  const s = String(v).trim();
  if (!s || s.length > max) throw new UsageError(ctx.t("audit.flag.bad", { flag, max }));
  return s;
};

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AuditListOptions {
  let entity: string | undefined;
  let entityId: string | undefined;
  const target = text(o.target, 140, "--target", ctx);
  if (target !== undefined) {
    const at = target.indexOf(":");
    entity = at < 0 ? target : target.slice(0, at);
    entityId = at < 0 ? undefined : target.slice(at + 1) || undefined;
    if (!(AUDIT_ENTITIES as readonly string[]).includes(entity))
      throw new UsageError(ctx.t("audit.target.bad", { value: entity, known: AUDIT_ENTITIES.join(", ") }));
  }
  const until = o.until === undefined ? undefined : parseSince(o.until, ctx, Date.now());
  return {
    username: text(o.user, 64, "--user", ctx),
    action: text(o.action, 64, "--action", ctx),
    entity,
    entityId,
    since: parseSince(o.since, ctx, Date.now()),
    until,
    pageNo: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 100) ?? 20,
  };
}

export async function run(ctx: Context, opts: AuditListOptions): Promise<void> {
  const client = await ctx.client();
  const { total, totalCapped, list } = await client.audit.list(opts);
  const pages = Math.max(1, Math.ceil(total / opts.pageSize));
  const shown = totalCapped ? `${total}+` : String(total);
  await printRows(
    ctx,
    list,
    entryColumns(ctx),
    ctx.t("audit.page", { page: opts.pageNo, pages, total: shown }),
  );
}
