// What `audit list` and `audit show` share (docs/audit.md): the `--since` value (a duration back
// from now, or a wire time) and the columns of an entry: time in the time-zone setting, user and
// role, client, action and target by the SDK's labels, and the changes as `field: old → new`.
import type { AuditEntry } from "@fixcloud/sdk";
import { toWireTime } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { type Column, sdkMessage } from "../../output/print.js";

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

/** A changed value as text: a secret as the SDK's "changed (not shown)", empty as a dash. */
function valueText(ctx: Pick<Context, "language">, v: unknown): string {
  if (v === "***") return sdkMessage(ctx, "audit.secretChanged");
  if (v === null || v === undefined || v === "") return "-";
  return typeof v === "string" ? v : JSON.stringify(v);
}

/** `field: old → new; …` of an entry, fields by their SDK labels where they have one. */
export function changesText(ctx: Pick<Context, "language">, e: AuditEntry): string {
  return e.changes
    .map((c) => {
      const label = sdkMessage(ctx, `field.${c.field}`);
      const name = label === `field.${c.field}` ? c.field : label;
      return `${name}: ${valueText(ctx, c.from)} → ${valueText(ctx, c.to)}`;
    })
    .join("; ");
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
      header: ctx.t("audit.col.user"),
      value: (e) => e.username ?? label("audit.system"),
      kind: "text",
    },
    { header: ctx.t("audit.col.role"), value: (e) => e.roleCode ?? "-", kind: "text" },
    {
      header: ctx.t("audit.col.client"),
      value: (e) =>
        [e.clientKind ? labelOr(ctx, `auditClientKind.${e.clientKind}`, e.clientKind) : "", e.clientIp ?? ""]
          .filter(Boolean)
          .join(" "),
      kind: "text",
    },
    {
      header: ctx.t("audit.col.action"),
      value: (e) => labelOr(ctx, `auditAction.${e.action}`, e.action),
      kind: "text",
    },
    {
      header: ctx.t("audit.col.target"),
      value: (e) => `${labelOr(ctx, `auditEntity.${e.entity}`, e.entity)} ${e.entityId}`,
      kind: "text",
    },
    { header: label("field.num"), value: (e) => e.count ?? "", kind: "text" },
    { header: ctx.t("audit.col.changes"), value: (e) => changesText(ctx, e), kind: "text" },
  ];
}
