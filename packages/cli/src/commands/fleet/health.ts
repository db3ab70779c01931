// `fixcloud fleet health [--pool P] [--product X] [--window 24h|7d]`: the fleet-health figures
// of the whole fleet, a pool or a product (a project addition; docs/fleet-health.md): rovers,
// fix shares, time to first fix, differential age, reconnects, refusals by reason, distance to
// the station, the fix-rate trend as a sparkline and the rovers that fare worst with their
// doctor verdicts. `--export FILE` writes the worst rovers and `--export-trend FILE` the trend
// (.xlsx or .csv, formula-safe) through the export engine. `--output json`: both answers.
import {
  FLEET_WINDOWS,
  type FleetHealth,
  type FleetRover,
  type FleetTrendPoint,
  type FleetWindow,
  findingText,
} from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import type { ExportColumn } from "../../export/columns.js";
import { writeExport } from "../../export/write.js";
import { type OutFile, parseOutFile } from "../../flags/out-file.js";
import { choiceFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { type Column, printRows, sdkMessage, showTime } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "health",
  description: h(
    "Fleet health over 24 h or 7 days: fix shares, corrections, refusals and the rovers faring worst.",
    "最近 24 小时或 7 天的终端群健康：固定率、差分数据、拒绝连接及表现最差的终端。",
  ),
  options: () => [
    new Option("--pool <poolId>", h("Only this pool's rovers.", "只看该资源池的终端。")),
    new Option("--product <code>", h("Only this service product's rovers.", "只看该服务产品的终端。")),
    new Option("--window <24h|7d>", h("The window (default 24h).", "时间范围（默认 24h）。")),
    new Option(
      "--export <file>",
      h("Write the worst rovers to a .xlsx or .csv file.", "将表现最差的终端写入 .xlsx 或 .csv 文件。"),
    ),
    new Option(
      "--export-trend <file>",
      h("Write the trend to a .xlsx or .csv file.", "将趋势写入 .xlsx 或 .csv 文件。"),
    ),
    new Option("--force", h("Overwrite existing files.", "覆盖已存在的文件。")),
  ],
  examples: [
    "fixcloud fleet health",
    "fixcloud fleet health --pool PL00000007 --window 7d",
    "fixcloud fleet health --export worst.xlsx --export-trend trend.csv",
    "fixcloud fleet health --output json",
  ],
  json: true,
  load: () => import("./health.js"),
};

/** `--json` fields: the two answers. */
export const jsonFields = (): readonly string[] => ["health", "worst"];

export interface FleetHealthOptions {
  poolId?: string;
  serviceProduct?: string;
  window: FleetWindow;
  export?: OutFile<"xlsx" | "csv">;
  exportTrend?: OutFile<"xlsx" | "csv">;
}

/** A flag's text value: trimmed, never empty, at most 64 characters. */
function textFlag(ctx: Context, flag: string, raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  const v = String(raw).trim();
  if (v === "" || v.length > 64)
    throw new UsageError(ctx.t("fleet.badValue", { flag, value: String(raw).slice(0, 80) }));
  return v;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): FleetHealthOptions {
  const window = choiceFlag(ctx.t, "--window", o.window, FLEET_WINDOWS) ?? "24h";
  const file = (raw: unknown) =>
    raw === undefined
      ? undefined
      : parseOutFile({ out: raw, force: o.force }, ctx, ["xlsx", "csv"] as const, (f) =>
          ctx.t("file.extension", { file: f }),
        );
  const poolId = textFlag(ctx, "--pool", o.pool);
  const serviceProduct = textFlag(ctx, "--product", o.product);
  const out = file(o.export);
  const trend = file(o.exportTrend);
  if (out && trend && out.out === trend.out) throw new UsageError(ctx.t("fleet.sameFile", { file: out.out }));
  return {
    window,
    ...(poolId ? { poolId } : {}),
    ...(serviceProduct ? { serviceProduct } : {}),
    ...(out ? { export: out } : {}),
    ...(trend ? { exportTrend: trend } : {}),
  };
}

const f = (ctx: Context, key: string) => sdkMessage(ctx, `fleet.field.${key}`);
const num = (v: number | null | undefined) => (v === null || v === undefined ? "-" : String(v));

/** A worst rover as an export or table row: its figures and the verdict in words. */
function roverRow(ctx: Context, r: FleetRover) {
  const { title, severity } = findingText(
    { ...r.verdict, action: `doctor.${r.verdict.code}.action` },
    ctx.language,
  );
  return { ...r, verdictCode: r.verdict.code, severity, verdict: title };
}
type RoverRow = ReturnType<typeof roverRow>;

const ROVER_FIELDS = [
  ["accountName", "accountName", "text"],
  ["poolId", "poolId", "text"],
  ["serviceProduct", "serviceProduct", "text"],
  ["ggaCount", "ggaCount", "int"],
  ["fixedPct", "fixedPct", "int"],
  ["floatPct", "floatPct", "int"],
  ["singlePct", "singlePct", "int"],
  ["diffAgeP95S", "diffAgeP95S", "int"],
  ["reconnects", "reconnects", "int"],
  ["refusals", "refusals", "int"],
  ["distanceKm", "distanceKm", "int"],
  ["severity", "severity", "text"],
  ["verdict", "verdict", "text"],
] as const;
const TREND_FIELDS = [
  ["time", "time", "time"],
  ["ggaCount", "ggaCount", "int"],
  ["fixedPct", "fixedPct", "int"],
  ["floatPct", "floatPct", "int"],
  ["singlePct", "singlePct", "int"],
  ["diffAgeP95S", "diffAgeP95S", "int"],
  ["activeRovers", "activeRovers", "int"],
] as const;

const exportColumnsOf = (
  ctx: Context,
  fields: readonly (readonly [string, string, string])[],
): ExportColumn[] =>
  fields.map(([key, label, kind]) => ({ header: f(ctx, label), key, kind: kind as ExportColumn["kind"] }));

/** Fix rate per trend point as a bar (▁ 0 % … █ 100 %), `·` where no GGA arrived; at most `width` columns. */
export function fixSparkline(trend: readonly FleetTrendPoint[], width = 72): string {
  const bars = "▁▂▃▄▅▆▇█";
  const per = Math.max(1, Math.ceil(trend.length / width));
  const out: string[] = [];
  for (let i = 0; i < trend.length; i += per) {
    const slice = trend.slice(i, i + per);
    const gga = slice.reduce((a, p) => a + p.ggaCount, 0);
    const fixed = slice.reduce((a, p) => a + (p.fixedPct ?? 0) * p.ggaCount, 0);
    out.push(gga === 0 ? "·" : (bars[Math.min(7, Math.floor(fixed / gga / 12.5))] as string));
  }
  return out.join("");
}

function summaryLines(ctx: Context, x: FleetHealth): string {
  const s = x.summary;
  const lines = [
    ctx.t("fleet.title", {
      window: sdkMessage(ctx, `fleetWindow.${x.window}`),
      from: showTime(ctx, x.from),
      to: showTime(ctx, x.to),
    }),
    ctx.t("fleet.rovers", x.rovers),
    `${f(ctx, "ggaCount")} ${s.ggaCount} · ${f(ctx, "fixedPct")} ${s.fixedPct} · ${f(ctx, "floatPct")} ${s.floatPct} · ${f(ctx, "singlePct")} ${s.singlePct} · ${f(ctx, "otherPct")} ${s.otherPct}`,
    `${f(ctx, "ttffP50S")} ${num(s.ttffS?.p50)} · ${f(ctx, "ttffP95S")} ${num(s.ttffS?.p95)}`,
    `${f(ctx, "diffAgeP50S")} ${num(s.diffAgeS?.p50)} · ${f(ctx, "diffAgeP95S")} ${num(s.diffAgeS?.p95)}`,
    `${f(ctx, "satellitesMean")} ${num(s.satellitesMean)} · ${f(ctx, "reconnectsPerHour")} ${s.reconnectsPerHour}`,
    `${f(ctx, "distanceP50Km")} ${num(s.distanceKm?.p50)} · ${f(ctx, "distanceP95Km")} ${num(s.distanceKm?.p95)} · ${f(ctx, "distanceMaxKm")} ${num(s.distanceKm?.max)}`,
    `${f(ctx, "refusals")}: ${
      s.refusals.length === 0
        ? "0"
        : s.refusals.map((r) => `${sdkMessage(ctx, `fleetRefusal.${r.reason}`)} ${r.count}`).join(" · ")
    }`,
    `${ctx.t("fleet.trend")}\n${fixSparkline(x.trend)}\n${ctx.t("fleet.legend")}`,
  ];
  return `${lines.join("\n")}\n`;
}

export async function run(ctx: Context, opts: FleetHealthOptions): Promise<void> {
  const client = await ctx.client();
  const scope = {
    window: opts.window,
    ...(opts.poolId ? { poolId: opts.poolId } : {}),
    ...(opts.serviceProduct ? { serviceProduct: opts.serviceProduct } : {}),
  };
  const [health, worst] = await Promise.all([client.fleet.health(scope), client.fleet.worst(scope)]);
  const rows = worst.list.map((r) => roverRow(ctx, r));
  const written: { file: string; rows: number }[] = [];
  if (opts.export) {
    const n = await writeExport(ctx, {
      out: opts.export,
      sheetName: sdkMessage(ctx, "menu.fleet"),
      columns: exportColumnsOf(ctx, ROVER_FIELDS),
      rows: (async function* () {
        yield rows;
      })(),
    });
    written.push({ file: opts.export.out, rows: n });
  }
  if (opts.exportTrend) {
    const n = await writeExport(ctx, {
      out: opts.exportTrend,
      sheetName: ctx.t("fleet.trendSheet"),
      columns: exportColumnsOf(ctx, TREND_FIELDS),
      rows: (async function* () {
        yield health.trend;
      })(),
    });
    written.push({ file: opts.exportTrend.out, rows: n });
  }
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson({ health, worst, ...(written.length ? { files: written } : {}) }));
    return;
  }
  ctx.io.stdout.write(summaryLines(ctx, health));
  ctx.io.stdout.write(`${ctx.t("fleet.worst", { count: rows.length })}\n`);
  const columns: Column<RoverRow>[] = ROVER_FIELDS.map(([key, label, kind]) => ({
    header: f(ctx, label),
    value: (r: RoverRow) => r[key],
    kind: kind as Column<RoverRow>["kind"],
  }));
  await printRows(ctx, rows, columns);
  for (const w of written)
    ctx.io.stdout.write(`${ctx.t("export.written", { count: w.rows, file: w.file })}\n`);
}
