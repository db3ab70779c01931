// `fixcloud fault <account>`: the report of the fault diagnosis page (part2 §2-§9) in a
// terminal: the verdict, base and latest service info, the usage line with
// the fix rates, a sparkline of the fix status over the range, the newest refusals and behaviour
// rows; `--output json` the whole report; `--gga-out file.csv` the GGA export (nrtk_serv and
// rtd_serv only). One SDK call set (`fault.report`) feeds the page, this and `fixcloud doctor`.
import {
  type BehaviourRecord,
  type ErrorRecord,
  FAULT_STATIONS,
  type FaultReport,
  type GgaPoint,
  behaviourType,
  errorType,
  faultOnlineStatus,
  faultSections,
  formatDuration as duration,
  ggaFixQuality,
  toWireTime,
} from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { type Column, printRows, sdkMessage, showLabel, showTime } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import {
  ACCOUNT_ARG,
  type FaultTarget,
  findingLines,
  parseTarget,
  rangeOptions,
  resolveSearch,
} from "./shared.js";

export const command: VerbCommand = {
  name: "fault",
  args: [ACCOUNT_ARG],
  description: h(
    "Fault diagnosis of a service account: verdict, sessions, fix rates, timeline, refusals, behaviour.",
    "差分账号故障诊断：结论、会话、固定率、时间线、被拒记录与行为日志。",
  ),
  options: () => [
    ...rangeOptions(),
    new Option(
      "--gga-out <file>",
      h(
        "Also save the GGA rows as csv (nrtk_serv, rtd_serv).",
        "同时将 GGA 导出为 csv（nrtk_serv、rtd_serv）。",
      ),
    ),
  ],
  examples: [
    "fixcloud fault rover-001",
    "fixcloud fault rover-001 --since 3h --output json",
    'fixcloud fault rover-001 --from "2026-06-01 08:00" --to "2026-06-01 12:00" --gga-out gga.csv',
  ],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the report's sections. */
export const jsonFields = (): readonly string[] => [
  "baseInfo",
  "newServInfo",
  "useInfo",
  "errors",
  "logins",
  "findings",
];

export interface FaultOptions extends FaultTarget {
  ggaOut: string | undefined;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): FaultOptions {
  return { ...parseTarget(args, o, ctx), ggaOut: typeof o.ggaOut === "string" ? o.ggaOut : undefined };
}

/** Sparkline glyph per fix status: fixed highest, invalid lowest (legend in the messages). */
const GLYPH: Record<number, string> = {
  4: "█",
  5: "▆",
  2: "▄",
  3: "▄",
  1: "▂",
  0: "▁",
  6: "▁",
  7: "▁",
  8: "▁",
};
const QUALITY: Record<number, number> = { 4: 6, 5: 5, 2: 4, 3: 4, 1: 3, 6: 2, 7: 1, 8: 1, 0: 0 };

/**
 * The fix status over [start, end] in `width` columns: each column shows the worst status of its
 * slice (a drop stays visible), `·` where no GGA arrived.
 */
export function sparkline(points: readonly GgaPoint[], start: number, end: number, width = 60): string {
  const worst = new Array<number | undefined>(width);
  const span = Math.max(1, end - start);
  for (const p of points) {
    const t = Date.parse(`${p.time.replace(" ", "T")}Z`);
    const col = Math.min(width - 1, Math.max(0, Math.floor(((t - start) / span) * width)));
    const w = worst[col];
    if (w === undefined || (QUALITY[p.ggaStatus] ?? 0) < (QUALITY[w] ?? 0)) worst[col] = p.ggaStatus;
  }
  return Array.from(worst, (s) => (s === undefined ? "·" : (GLYPH[s] ?? "▁"))).join("");
}

const label = (ctx: Context, key: string) => sdkMessage(ctx, `field.${key}`);

function errorColumns(ctx: Context): Column<ErrorRecord>[] {
  return [
    { header: label(ctx, "time"), value: (r) => r.time, kind: "time" },
    { header: label(ctx, "errorType"), value: (r) => r.errorType, kind: "enum", enum: errorType },
    { header: label(ctx, "ip"), value: (r) => `${r.ip}:${r.port}`, kind: "text" },
    { header: sdkMessage(ctx, "field.accessPoint"), value: (r) => r.accessPoint, kind: "text" },
    { header: label(ctx, "errorDesc"), value: (r) => r.errorDesc, kind: "text" },
  ];
}

function behaviourColumns(ctx: Context): Column<BehaviourRecord>[] {
  return [
    { header: label(ctx, "time"), value: (r) => r.time, kind: "time" },
    { header: label(ctx, "opType"), value: (r) => r.opType, kind: "enum", enum: behaviourType },
    { header: label(ctx, "coordinate"), value: (r) => r.coordinate, kind: "text" },
    { header: label(ctx, "areaName"), value: (r) => r.areaName, kind: "text" },
    { header: sdkMessage(ctx, "field.accessPoint"), value: (r) => r.accessPoint, kind: "text" },
  ];
}

/** Rows shown per table in a terminal (the page pages them; json has them all). */
const SHOWN = 10;

async function printReport(
  ctx: Context,
  r: FaultReport,
  opts: FaultOptions,
  behaviours: { records: BehaviourRecord[]; total: number } | null,
) {
  const out = ctx.io.stdout;
  const tty = out.isTTY === true;
  const pairs = (list: [string, string][]) => renderPairs(list, { tty, color: ctx.color });
  const head = (key: Parameters<Context["t"]>[0], params?: Record<string, string | number>) =>
    out.write(`\n${ctx.t(key, params)}\n`);
  head("fault.section.verdict");
  out.write(`${findingLines(ctx, r.findings)}\n`);
  const b = r.baseInfo.list[0];
  head("fault.section.base");
  if (b)
    out.write(
      await pairs([
        [label(ctx, "accountName"), safeCell(b.accountName)],
        [label(ctx, "servProdDesc"), safeCell(b.servProdDesc)],
        [label(ctx, "deviceId"), safeCell(b.deviceId ?? "-")],
        [label(ctx, "servStatusDesc"), safeCell(b.servStatusDesc)],
        [label(ctx, "expireTime"), showTime(ctx, b.expireTime)],
      ]),
    );
  const s = r.newServInfo;
  head("fault.section.service");
  out.write(
    await pairs([
      [label(ctx, "onlineStatus"), showLabel(ctx, faultOnlineStatus, s.onlineStatus)],
      [label(ctx, "loginTime"), showTime(ctx, s.loginTime)],
      [sdkMessage(ctx, "fault.logoutTime"), showTime(ctx, s.logoutTime)],
      [label(ctx, "connectType"), safeCell(s.connectType ?? "-")],
      [sdkMessage(ctx, "field.accessPoint"), safeCell(s.accessPoint ?? "-")],
      [label(ctx, "sessionTime"), s.sessionTime === null ? "-" : duration(s.sessionTime)],
      [label(ctx, "ggaTime"), showTime(ctx, s.ggaTime)],
      [label(ctx, "rtcmTime"), showTime(ctx, s.rtcmTime)],
      [
        label(ctx, "ggaStatus"),
        s.ggaStatus === null ? "-" : `${s.ggaStatus} ${showLabel(ctx, ggaFixQuality, s.ggaStatus)}`,
      ],
    ]),
  );
  const u = r.useInfo;
  if (!u) return;
  head("fault.section.usage");
  out.write(
    `${ctx.t("fault.usageLine", {
      gga: u.ggaCount,
      fixed: u.fixedGgaCount,
      fixedRate: u.fixedRate,
      float: u.floatGgaCount,
      floatRate: u.floatRate,
      invalid: u.invalidGgaCount,
      logins: u.loginCount,
      logouts: u.logoutCount,
      online: duration(u.online),
    })}\n`,
  );
  head("fault.section.timeline", {
    from: showTime(ctx, toWireTime(opts.start)),
    to: showTime(ctx, toWireTime(opts.end)),
    points: u.ggaData.length,
  });
  out.write(`${sparkline(u.ggaData, opts.start, opts.end)}\n${ctx.t("fault.legend")}\n`);
  head("fault.section.errors", { total: r.errors.length });
  if (r.errors.length > 0) await printRows(ctx, r.errors.slice(0, SHOWN), errorColumns(ctx));
  if (r.errors.length > SHOWN) out.write(`${ctx.t("fault.more", { more: r.errors.length - SHOWN })}\n`);
  if (behaviours) {
    head("fault.section.behaviours", { total: behaviours.total });
    if (behaviours.records.length > 0) await printRows(ctx, behaviours.records, behaviourColumns(ctx));
    if (behaviours.total > SHOWN) out.write(`${ctx.t("fault.more", { more: behaviours.total - SHOWN })}\n`);
  }
}

export async function run(ctx: Context, opts: FaultOptions): Promise<void> {
  const client = await ctx.client();
  const search = await resolveSearch(client, ctx, opts);
  const sections = faultSections(search.servSubType);
  if (opts.ggaOut && !sections.export)
    throw new UsageError(ctx.t("fault.noExport", { subType: search.servSubType }));
  const report = await client.fault.report(search, { stations: FAULT_STATIONS });
  if (opts.ggaOut) {
    const file = await client.fault.exportGga(search);
    // Imported here: the entry keeps this file's declaration, and a top-level import of
    // node:fs/promises would load with every command (start-up budget).
    const { writeFile } = await import("node:fs/promises");
    await writeFile(opts.ggaOut, file.data);
    const rows = new TextDecoder().decode(file.data).trim().split("\n").length - 1;
    ctx.io.stderr.write(`${ctx.t("fault.ggaWritten", { rows, file: opts.ggaOut })}\n`);
  }
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(report));
    return;
  }
  const behaviours = sections.records ? await client.fault.behaviours(search, 1, SHOWN) : null;
  await printReport(ctx, report, opts, behaviours);
}
