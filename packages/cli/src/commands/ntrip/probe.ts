// `fixcloud ntrip probe [--caster host:port] --account NAME [--mount M] [--duration 10s]`:
// the health of an NTRIP caster as a rover sees it: the
// sourcetable, authentication with a service account, a GGA sent, then for the duration the time
// to the first RTCM byte, the message types and their rates, CRC failures, and a verdict. Works
// against the sandbox's caster (default: the server's host, port 2101) and any standard caster.
// The password comes from --password-stdin, FIXCLOUD_NTRIP_PASSWORD or a hidden prompt; never a
// flag, never printed. With --health it also reports the stream's health as the SDK's
// StreamHealth computes it (docs/stream-health.md): a first report soon after connecting, the
// final one at the end, as text or one JSON object a line (NDJSON).
import { StreamHealth, validMountPoint } from "@fixcloud/sdk/ntrip";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { FindingsError, UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { FIRST_REPORT_MS, type HealthReportKind, healthLine, renderHealth } from "../../ntrip/health.js";
import { type ProbeResult, ggaAt, probe } from "../../ntrip/probe.js";
import { readAll } from "../../io/stdin.js";

/** The sandbox's caster port (its `--ntrip-port` default). */
const DEFAULT_NTRIP_PORT = 2101;

export const command: VerbCommand = {
  name: "probe",
  description: h(
    "Probe an NTRIP caster: sourcetable, auth, time to first RTCM byte, message rates, CRC failures.",
    "探测 NTRIP 播发器：源列表、鉴权、首个 RTCM 字节耗时、电文频率、CRC 失败。",
  ),
  options: () => [
    new Option(
      "--caster <host:port>",
      h(
        "The caster (default: the server's host, port 2101).",
        "播发器地址（默认：服务器主机的 2101 端口）。",
      ),
    ),
    new Option("--account <name>", h("Service account name.", "差分账号名。")).makeOptionMandatory(),
    new Option(
      "--mount <mountpoint>",
      h("Mount point (default: the sourcetable's first).", "挂载点（默认源列表第一个）。"),
    ),
    new Option(
      "--duration <seconds>",
      h("How long to read RTCM, e.g. 10s (default 10s).", "读取 RTCM 的时长，如 10s（默认 10s）。"),
    ),
    new Option(
      "--position <lat,lon>",
      h("Position the GGA reports, degrees (default 39.9,116.4).", "GGA 上报的位置，度（默认 39.9,116.4）。"),
    ),
    new Option("--password-stdin", h("Read the password from standard input.", "从标准输入读取密码。")),
    new Option(
      "--health",
      h(
        "Also report the stream's health (message rates against the sourcetable, epoch latency, outages, station, satellites): a first report within 2 s of connecting, the final one at the end. With --json or --output json: one JSON object per report, one a line (NDJSON).",
        "同时报告数据流健康度（电文频率与源列表声明对比、历元延迟、中断、基准站、卫星数）：连接后 2 秒内给出首份报告，结束时给出最终报告。配合 --json 或 --output json：每份报告一个 JSON 对象，每行一个（NDJSON）。",
      ),
    ),
  ],
  examples: [
    "fixcloud ntrip probe --account rover-001",
    'printf %s "$PW" | fixcloud ntrip probe --caster caster.example.com:2101 --account rover-001 --mount RTCM33GRC --password-stdin',
    "fixcloud ntrip probe --account rover-001 --health --duration 60s --json",
  ],
  note: h(
    "\nPassword: --password-stdin, else FIXCLOUD_NTRIP_PASSWORD, else a hidden prompt. Exit 7 when the verdict is not OK (with --health: also when the stream's state is not ok), 5 when the caster cannot be reached.\n",
    "\n密码：--password-stdin，其次 FIXCLOUD_NTRIP_PASSWORD，否则隐藏输入。结论不正常时退出码 7（使用 --health 时，数据流状态不是正常也为 7），无法连接时 5。\n",
  ),
  json: true,
  load: () => import("./probe.js"),
};

/** `--json` fields of the result. */
export const jsonFields = (): readonly string[] => [...new Set([...probeFields(), ...HEALTH_FIELDS])];

const probeFields = (): readonly string[] => [
  "caster",
  "mount",
  "status",
  "accepted",
  "sourcetable",
  "sourcetableMs",
  "firstByteMs",
  "frames",
  "bytes",
  "crcFailures",
  "types",
  "verdict",
];

/** `--health`: the fields of each JSON line (the report's, docs/stream-health.md, after these three). */
const HEALTH_FIELDS = [
  "report",
  "caster",
  "mount",
  "at",
  "sinceMs",
  "bytes",
  "frames",
  "crcFailures",
  "messages",
  "missingDeclared",
  "epochs",
  "outages",
  "station",
  "satellites",
  "state",
  "findings",
  "status",
  "accepted",
  "afterAnswerMs",
  "firstByteMs",
  "verdict",
] as const;

/** With --health the probe prints JSON lines, a report each (NDJSON). */
export const streamsJson = (o: Record<string, unknown>): boolean => o.health === true;

export interface ProbeOptions {
  host: string;
  port: number;
  account: string;
  mount: string | undefined;
  durationMs: number;
  lat: number;
  lon: number;
  passwordStdin: boolean;
  health: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ProbeOptions {
  const caster =
    typeof o.caster === "string" ? o.caster.trim() : `${new URL(ctx.baseURL).hostname}:${DEFAULT_NTRIP_PORT}`;
  const m = /^(\[[^\]]+\]|[^:\s]+):(\d{1,5})$/.exec(caster);
  const port = m ? Number(m[2]) : 0;
  if (!m || port < 1 || port > 65_535) throw new UsageError(ctx.t("ntrip.badCaster", { value: caster }));
  const rawDuration = typeof o.duration === "string" ? o.duration.trim() : "10s";
  const seconds = Number(rawDuration.replace(/s$/i, ""));
  if (!(seconds >= 1 && seconds <= 300))
    throw new UsageError(ctx.t("ntrip.badDuration", { value: rawDuration }));
  const mount = typeof o.mount === "string" && o.mount.trim() ? o.mount.trim() : undefined;
  if (mount !== undefined && !validMountPoint(mount))
    throw new UsageError(ctx.t("ntrip.badMount", { value: safeCell(mount) }));
  const [lat, lon] = (typeof o.position === "string" ? o.position : "39.9,116.4").split(",").map(Number);
  if (lat === undefined || lon === undefined || !(Math.abs(lat) <= 90) || !(Math.abs(lon) <= 180))
    throw new UsageError("--position: lat,lon");
  return {
    host: (m[1] as string).replace(/^\[|\]$/g, ""),
    port,
    account: String(o.account ?? "").trim(),
    mount,
    durationMs: seconds * 1000,
    lat,
    lon,
    passwordStdin: o.passwordStdin === true,
    health: o.health === true,
  };
}

/** The password: stdin, the environment, or a hidden prompt on a terminal. */
async function password(ctx: Context, opts: ProbeOptions): Promise<string> {
  if (opts.passwordStdin) return readAll(ctx.io.stdin);
  const env = ctx.io.env.FIXCLOUD_NTRIP_PASSWORD;
  if (env) return env;
  if (!ctx.interactive) throw new UsageError(ctx.t("ntrip.noPassword"));
  const { password: ask } = await import("@inquirer/prompts");
  return ask(
    { message: ctx.t("ntrip.passwordPrompt", { account: safeCell(opts.account) }), mask: "*" },
    { output: ctx.io.stderr as NodeJS.WritableStream },
  );
}

/** The verdict of a probe: ok, refused, silent (no RTCM), crc (corrupted frames). */
export function verdictOf(r: ProbeResult): "ok" | "refused" | "silent" | "crc" {
  if (!r.accepted) return "refused";
  if (r.stats.frames === 0) return "silent";
  return r.stats.crcFailures > 0 ? "crc" : "ok";
}

export async function run(ctx: Context, opts: ProbeOptions): Promise<void> {
  const pw = await password(ctx, opts);
  const caster = `${opts.host}:${opts.port}`;
  const out = ctx.io.stdout;
  let health: StreamHealth | null = null;
  let mount: string | null = null;
  let firstTimer: NodeJS.Timeout | undefined;
  // The first report is printed while the probe still reads: the final one waits for it.
  let printing: Promise<void> = Promise.resolve();
  let answeredAt: number | null = null;
  const report = (kind: HealthReportKind, extra: Record<string, unknown> = {}) => {
    const r = (health as StreamHealth).report(Date.now());
    // The budget of the first report is counted from the caster's answer: say where it stands.
    const afterAnswerMs = answeredAt === null ? null : r.at - answeredAt;
    printing = printing.then(async () => {
      if (ctx.output === "json") out.write(healthLine(kind, caster, mount, r, { afterAnswerMs, ...extra }));
      else out.write(await renderHealth(ctx, kind, mount, r));
    });
    return r;
  };
  let r: ProbeResult;
  try {
    r = await probe({
      host: opts.host,
      port: opts.port,
      account: opts.account,
      password: pw,
      mount: opts.mount,
      durationMs: opts.durationMs,
      gga: ggaAt(opts.lat, opts.lon),
      ...(opts.health
        ? {
            onStart: (entry) => {
              mount = entry?.mount ?? opts.mount ?? null;
              health = new StreamHealth(entry?.formatDetails ? { declared: entry.formatDetails } : {});
            },
            onData: (d, at) => health?.push(d, at),
            onAnswer: (accepted) => {
              answeredAt = Date.now();
              if (accepted && opts.durationMs > FIRST_REPORT_MS)
                firstTimer = setTimeout(() => report("first"), FIRST_REPORT_MS);
            },
          }
        : {}),
    });
  } finally {
    clearTimeout(firstTimer);
  }
  const verdict = verdictOf(r);
  if (opts.health) {
    mount ??= r.mount;
    health ??= new StreamHealth();
    // The human form says what the probe saw first, then the stream's health.
    if (ctx.output !== "json") printSummary(ctx, opts, r, verdict);
    const final = report("final", {
      status: r.status,
      accepted: r.accepted,
      firstByteMs: r.firstByteMs,
      verdict,
    });
    await printing;
    if (verdict !== "ok")
      throw new FindingsError(ctx.t(`ntrip.verdict.${verdict}`, { status: safeCell(r.status || "-") }));
    if (final.state !== "ok")
      throw new FindingsError(
        ctx.t("ntripHealth.failed", { state: sdkMessage(ctx, `streamState.${final.state}`) }),
      );
    return;
  }
  if (ctx.output === "json") {
    out.write(
      toJson({
        caster,
        mount: r.mount,
        status: r.status,
        accepted: r.accepted,
        sourcetable: r.sourcetable,
        sourcetableMs: r.sourcetableMs,
        firstByteMs: r.firstByteMs,
        frames: r.stats.frames,
        bytes: r.stats.bytes,
        crcFailures: r.stats.crcFailures,
        types: r.stats.types,
        verdict,
      }),
    );
  } else printSummary(ctx, opts, r, verdict);
  if (verdict !== "ok")
    throw new FindingsError(ctx.t(`ntrip.verdict.${verdict}`, { status: safeCell(r.status || "-") }));
}

/** The probe's findings as text: sourcetable, authentication, first byte, frames per type, verdict. */
function printSummary(
  ctx: Context,
  opts: ProbeOptions,
  r: ProbeResult,
  verdict: ReturnType<typeof verdictOf>,
): void {
  const seconds = r.seconds;
  const lines = [ctx.t("ntrip.sourcetable", { count: r.sourcetable.length, ms: r.sourcetableMs })];
  if (opts.mount && !r.sourcetable.some((e) => e.mount === opts.mount))
    lines.push(ctx.t("ntrip.noMount", { mount: safeCell(opts.mount) }));
  lines.push(ctx.t("ntrip.auth", { status: safeCell(r.status || "-") }));
  if (r.accepted) {
    if (r.firstByteMs === null) lines.push(ctx.t("ntrip.noData", { seconds }));
    else lines.push(ctx.t("ntrip.firstByte", { ms: r.firstByteMs }));
    lines.push(
      ctx.t("ntrip.frames", {
        frames: r.stats.frames,
        bytes: r.stats.bytes,
        crc: r.stats.crcFailures,
        seconds,
      }),
    );
    for (const [type, count] of Object.entries(r.stats.types).sort(([a], [b]) => Number(a) - Number(b)))
      lines.push(ctx.t("ntrip.typeLine", { type, count, rate: (count / seconds).toFixed(2) }));
  }
  lines.push(ctx.t(`ntrip.verdict.${verdict}`, { status: safeCell(r.status || "-") }));
  ctx.io.stdout.write(`${lines.join("\n")}\n`);
}
