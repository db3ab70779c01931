// What the audit verbs share (docs/audit.md): the filters of `audit list` and `audit export`
// (user, action, target, a time window whose `--since` is a duration back from now or a wire
// time) and the columns of an entry: time in the time-zone setting, user and role, client,
// action and target by the SDK's labels, and the changes as `field: old → new` (the SDK's wording).
import { AUDIT_ENTITIES, type AuditEntry, auditChangeLines, toWireTime } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { type Column, sdkMessage } from "../../output/print.js";

/** The filter flags of `audit list` and `audit export`: --user, --action, --target, --since, --until. */
export function auditFilterOptions(): Option[] {
  return [
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
  ];
}

/** The filters of the audit list, as the API takes them. */
export interface AuditFilterOptions {
  username?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
}

const text = (v: unknown, max: number, flag: string, ctx: Pick<Context, "t">): string | undefined => {
  if (v === undefined) return undefined;
  const s = String(v).trim();
  if (!s || s.length > max) throw new UsageError(ctx.t("audit.flag.bad", { flag, max }));
  return s;
};

/**
 * The filters of {@link auditFilterOptions}, checked before any call.
 * @throws UsageError for an empty or too long value, an unknown target kind or a bad time.
 */
export function parseAuditFilter(o: Record<string, unknown>, ctx: Pick<Context, "t">): AuditFilterOptions {
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
  };
}

const DURATION = /^(\d{1,5})([mhd])$/;
const WIRE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * `--since`: `30m`, `24h`, `7d` (back from `now`) or a wire time `YYYY-MM-DD[ HH:mm[:ss]]` (UTC),
 * as a wire time; absent: undefined.
 * @throws UsageError for anything else.
 */
export function parseSince(value: unknown, ctx: Pick<Context, "t">, now: number): string | undefined {
  if (value === undefined) return undefined;
  const s = String(value).trim();
  const d = DURATION.exec(s);
  if (d) return toWireTime(now - Number(d[1]) * UNIT_MS[d[2] as keyof typeof UNIT_MS]);
  if (WIRE.test(s)) return s;
  throw new UsageError(ctx.t("audit.since.bad", { value: s.slice(0, 40) }));
}

/** `field: old → new; …` of an entry, worded by the SDK as the console and the export word it. */
export function changesText(ctx: Pick<Context, "language">, e: AuditEntry): string {
  return auditChangeLines(e.changes, (key) => {
    const text = sdkMessage(ctx, key);
    return text === key ? undefined : text;
  }).join("; ");
}

/** A label of the SDK's audit labels, or the raw value when it has none. */
const labelOr = (ctx: Pick<Context, "language">, key: string, raw: string): string => {
  const text = sdkMessage(ctx, key);
  return text === key ? raw : text;
};

/** The columns of an entry in a table. */
export function entryColumns(ctx: Context): Column<AuditEntry>[] {
  const label = (key: string) => sdkMessage(ctx, key);
  return [
    { header: "ID", value: (e) => e.id, kind: "text" },
    { header: label("field.time"), value: (e) => e.time, kind: "time" },
    {
      header: label("field.auditUser"),
      value: (e) => e.username ?? label("audit.system"),
      kind: "text",
    },
    { header: label("field.auditRole"), value: (e) => e.roleCode ?? "-", kind: "text" },
    {
      header: label("field.auditClient"),
      value: (e) =>
        [e.clientKind ? labelOr(ctx, `auditClientKind.${e.clientKind}`, e.clientKind) : "", e.clientIp ?? ""]
          .filter(Boolean)
          .join(" "),
      kind: "text",
    },
    {
      header: label("field.auditAction"),
      value: (e) => labelOr(ctx, `auditAction.${e.action}`, e.action),
      kind: "text",
    },
    {
      header: label("field.auditTarget"),
      value: (e) => `${labelOr(ctx, `auditEntity.${e.entity}`, e.entity)} ${e.entityId}`,
      kind: "text",
    },
    { header: label("field.auditCount"), value: (e) => e.count ?? "", kind: "text" },
    { header: label("field.auditChanges"), value: (e) => changesText(ctx, e), kind: "text" },
  ];
}
