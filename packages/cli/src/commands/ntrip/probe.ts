// `fixcloud ntrip probe [--caster host:port] --account NAME [--mount M] [--duration 10s]`:
// the health of an NTRIP caster as a rover sees it: the
// sourcetable, authentication with a service account, a GGA sent, then for the duration the time
// to the first RTCM byte, the message types and their rates, CRC failures, and a verdict. Works
// against the sandbox's caster (default: the server's host, port 2101) and any standard caster.
// The password comes from --password-stdin, FIXCLOUD_NTRIP_PASSWORD or a hidden prompt; never a
// flag, never printed.
import { validMountPoint } from "@fixcloud/sdk/ntrip";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { FindingsError, UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
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
  ],
  examples: [
    "fixcloud ntrip probe --account rover-001",
    'printf %s "$PW" | fixcloud ntrip probe --caster caster.example.com:2101 --account rover-001 --mount RTCM33GRC --password-stdin',
  ],
  note: h(
    "\nPassword: --password-stdin, else FIXCLOUD_NTRIP_PASSWORD, else a hidden prompt. Exit 7 when the verdict is not OK, 5 when the caster cannot be reached.\n",
    "\n密码：--password-stdin，其次 FIXCLOUD_NTRIP_PASSWORD，否则隐藏输入。结论不正常时退出码 7，无法连接时 5。\n",
  ),
  json: true,
  load: () => import("./probe.js"),
};

/** `--json` fields of the result. */
export const jsonFields = (): readonly string[] => [
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

export interface ProbeOptions {
  host: string;
  port: number;
  account: string;
  mount: string | undefined;
  durationMs: number;
  lat: number;
  lon: number;
  passwordStdin: boolean;
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
  const r = await probe({
    host: opts.host,
    port: opts.port,
    account: opts.account,
    password: pw,
    mount: opts.mount,
    durationMs: opts.durationMs,
    gga: ggaAt(opts.lat, opts.lon),
  });
  const verdict = verdictOf(r);
  const seconds = r.seconds;
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(
      toJson({
        caster: `${opts.host}:${opts.port}`,
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
  } else {
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
    out.write(`${lines.join("\n")}\n`);
  }
  if (verdict !== "ok")
    throw new FindingsError(ctx.t(`ntrip.verdict.${verdict}`, { status: safeCell(r.status || "-") }));
}
