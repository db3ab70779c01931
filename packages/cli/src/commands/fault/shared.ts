// What `fixcloud fault` and `fixcloud doctor` share (part2 §5 "Fault search"): the
// range flags (`--since 24h`, or `--from/--to` in the time-zone setting) checked by the SDK's
// rule (30 days, not future), and the account looked up with the sub-type call (571 → "no such
// account"), so a search sends what the page sends (deviceId only for calc types 2, 5, 6, 7).
import {
  type FaultSearch,
  type Finding,
  type FixcloudClient,
  LIMITS,
  findingText,
  rules,
  wireMs,
} from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { dateFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import { paint } from "../../output/table.js";
import { safeCell } from "../../output/text.js";

/** The account argument of both verbs. */
export const ACCOUNT_ARG = ["<account>", h("The service account name.", "差分账号名。")] as const;

/** The range and sub-type flags of both verbs. */
export const rangeOptions = (): Option[] => [
  new Option(
    "--since <duration>",
    h("Look back this long: 30m, 24h, 7d (default 24h).", "回看时长：30m、24h、7d（默认 24h）。"),
  ),
  new Option("--from <time>", h("Range start, in the time-zone setting.", "起始时间（按时区设置）。")),
  new Option("--to <time>", h("Range end (default now).", "结束时间（默认当前）。")),
  new Option(
    "--sub-type <code>",
    h("Service sub-type (default the account's only one).", "服务子类型（默认账号唯一的子类型）。"),
  ),
];

/** The typed range and account of a fault verb, before any call. */
export interface FaultTarget {
  accountName: string;
  subType: string | undefined;
  /** Epoch ms. */
  start: number;
  end: number;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since` text to ms: `<n>s|m|h|d`, at most the 30-day window. */
function sinceMs(ctx: Context, raw: string): number {
  const m = /^(\d+(?:\.\d+)?)\s*([smhd])$/i.exec(raw.trim());
  const ms = m ? Number(m[1]) * (UNIT_MS[(m[2] as string).toLowerCase()] as number) : Number.NaN;
  if (!(ms > 0) || ms > LIMITS.faultWindowMs) throw new UsageError(ctx.t("fault.since", { value: raw }));
  return ms;
}

/** Read the account and range flags; the SDK's rules give the messages (usage error, exit 2). */
export function parseTarget(
  args: string[],
  o: Record<string, unknown>,
  ctx: Context,
  now = Date.now(),
): FaultTarget {
  const accountName = String(args[0] ?? "").trim();
  const nameRule = rules.fault.accountName(accountName);
  if (nameRule) throw new UsageError(sdkMessage(ctx, nameRule));
  const from = dateFlag(ctx, "--from", o.from, "from");
  const to = dateFlag(ctx, "--to", o.to, "to");
  const end = to ? Math.min(wireMs(to) as number, now) : now;
  const start = from
    ? (wireMs(from) as number)
    : end - sinceMs(ctx, typeof o.since === "string" ? o.since : "24h");
  // A range ending "now" ends a second ago, so the server's clock never sees it in the future.
  const rangeRule = rules.fault.range(start, end, now);
  if (rangeRule) throw new UsageError(sdkMessage(ctx, rangeRule));
  return {
    accountName,
    subType: typeof o.subType === "string" ? o.subType.trim() : undefined,
    start,
    end: end === now ? now - 1000 : end,
  };
}

/**
 * The search of `target`: the account looked up, the sub-type chosen. An account the customer
 * does not have is the server's answer (571, its message, exit 1), not a usage error: the
 * command line was right, the lookup said no.
 */
export async function resolveSearch(
  client: FixcloudClient,
  ctx: Context,
  target: FaultTarget,
): Promise<FaultSearch> {
  const { endpoints } = await import("@fixcloud/sdk");
  const found = await client.transport.call(endpoints["fault.getServSubType"], {
    accountName: target.accountName.trim(),
  });
  const codes = found.servSubType.map((s) => s.code);
  const subType = target.subType ?? codes[0] ?? "";
  if (!codes.includes(subType))
    throw new UsageError(ctx.t("fault.subType", { value: safeCell(subType), list: codes.join(", ") }));
  return {
    accountName: target.accountName,
    servSubType: subType,
    startTime: target.start,
    endTime: target.end,
    accountId: found.accountId,
    calcType: found.calcType,
    deviceId: found.deviceId,
  };
}

/** The findings as lines: severity (coloured), code, title, then the action indented. */
export function findingLines(ctx: Context, findings: readonly Finding[]): string {
  const tone = { error: "danger", warning: "warning", info: "info" } as const;
  return findings
    .map((f) => {
      const text = findingText(f, ctx.language);
      const head = paint(text.severity.padEnd(8), tone[f.severity], ctx.color);
      return `${head} ${f.code}  ${safeCell(text.title)}\n         → ${safeCell(text.action)}`;
    })
    .join("\n");
}
