// `fixcloud connections <account>`: the account's connection log (docs/ntrip-caster.md
// "Connection log"; the fault area's `connectionLog`): every attempt the caster saw, newest
// first: accepted with the session's length, refused and degraded with the reason, the client's
// address and software, mount point and NTRIP version. A verb of its own beside `fault` and
// `doctor` (`fault <account>` takes any name, `connections` included). `--output json` prints
// the rows as the API answers them.
import {
  type ConnectionLogEntry,
  connectionOutcome,
  formatDuration,
  ntripRefusalReason,
} from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { type Column, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { ACCOUNT_ARG, type FaultTarget, parseTarget } from "./shared.js";

export const command: VerbCommand = {
  name: "connections",
  args: [ACCOUNT_ARG],
  description: h(
    "Connection log of a service account: every attempt, accepted, refused or degraded, and why.",
    "差分账号的连接日志：每次连接（接受、拒绝或降级）及其原因。",
  ),
  options: () => [
    new Option(
      "--since <duration>",
      h("Look back this long: 30m, 24h, 7d (default 24h).", "回看时长：30m、24h、7d（默认 24h）。"),
    ),
    new Option("--from <time>", h("Range start, in the time-zone setting.", "起始时间（按时区设置）。")),
    new Option("--to <time>", h("Range end (default now).", "结束时间（默认当前）。")),
    new Option(
      "--limit <n>",
      h("Show at most n attempts (1-1000, default 50).", "最多显示 n 条（1-1000，默认 50）。"),
    ),
  ],
  examples: [
    "fixcloud connections rover-001",
    "fixcloud connections rover-001 --since 7d --limit 200",
    "fixcloud connections rover-001 --output json",
  ],
  json: true,
  load: () => import("./connections.js"),
};

/** `--json` fields of each row. */
export const jsonFields = (): readonly string[] => [
  "time",
  "outcome",
  "reason",
  "ip",
  "port",
  "userAgent",
  "mountPoint",
  "ntripVersion",
  "durationS",
];

export interface ConnectionsOptions extends FaultTarget {
  limit: number;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): ConnectionsOptions {
  const raw = o.limit === undefined ? "50" : String(o.limit);
  const limit = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || limit < 1 || limit > 1000)
    throw new UsageError(ctx.t("connections.limit", { value: raw }));
  return { ...parseTarget(args, o, ctx), limit };
}

const label = (ctx: Context, key: string) => sdkMessage(ctx, `connectionLog.field.${key}`);

function columns(ctx: Context): Column<ConnectionLogEntry>[] {
  return [
    { header: label(ctx, "time"), value: (r) => r.time, kind: "time" },
    { header: label(ctx, "outcome"), value: (r) => r.outcome, kind: "enum", enum: connectionOutcome },
    { header: label(ctx, "reason"), value: (r) => r.reason, kind: "enum", enum: ntripRefusalReason },
    { header: label(ctx, "client"), value: (r) => `${r.ip}:${r.port}`, kind: "text" },
    { header: label(ctx, "userAgent"), value: (r) => r.userAgent, kind: "text" },
    { header: label(ctx, "mountPoint"), value: (r) => r.mountPoint, kind: "text" },
    { header: label(ctx, "ntripVersion"), value: (r) => r.ntripVersion, kind: "text" },
    {
      header: label(ctx, "duration"),
      value: (r) => (r.durationS === null ? null : formatDuration(r.durationS * 1000)),
      kind: "text",
    },
  ];
}

export async function run(ctx: Context, opts: ConnectionsOptions): Promise<void> {
  const client = await ctx.client();
  const log = await client.fault.connections(opts.accountName, 1, opts.limit, {
    startTime: opts.start,
    endTime: opts.end,
  });
  await printRows(
    ctx,
    log.list,
    columns(ctx),
    log.total > log.list.length
      ? ctx.t("connections.more", { shown: log.list.length, total: log.total })
      : ctx.t("connections.total", { total: log.total }),
  );
}
