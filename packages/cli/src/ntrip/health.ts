// `fixcloud ntrip probe --health`: a report of the stream's health (the SDK's StreamHealth,
// docs/stream-health.md) as a person reads it (figures, outages, message rates against the
// sourcetable's format-details, in the CLI's language) or as one JSON line a report (NDJSON).
import { type RtcmGnss, type StreamHealthReport, msmVariant } from "@fixcloud/sdk/ntrip";
import type { Context } from "../context.js";
import { sdkMessage, tableOptions } from "../output/print.js";
import { type Cell, paint, renderTable } from "../output/table.js";
import { safeCell } from "../output/text.js";

/** The first report comes this long after the caster accepted the probe, ms (budget ≤ 2000). */
export const FIRST_REPORT_MS = 1500;

/** Which report of a probe: the first (soon after connecting) or the final (at the end). */
export type HealthReportKind = "first" | "final";

/**
 * One JSON line of `--health --output json`: which report, the caster and mount point, the
 * report's fields, then `extra` (the final line adds the probe's status and verdict).
 */
export function healthLine(
  kind: HealthReportKind,
  caster: string,
  mount: string | null,
  r: StreamHealthReport,
  extra: Record<string, unknown> = {},
): string {
  return `${JSON.stringify({ report: kind, caster, mount, ...r, ...extra })}\n`;
}

const TONE = { ok: "success", degraded: "warning", down: "danger" } as const;

/** ms as a person reads it: "-" for none, "850 ms", "12.3 s". */
function ms(ctx: Context, v: number | null): string {
  if (v === null) return "-";
  return Math.abs(v) < 10_000 ? ctx.t("ntripHealth.ms", { value: Math.round(v) }) : seconds(ctx, v / 1000);
}

function seconds(ctx: Context, v: number | null): string {
  if (v === null) return "-";
  return ctx.t("ntripHealth.s", { value: Number.isInteger(v) ? v : v.toFixed(v < 10 ? 2 : 1) });
}

/** A satellite system's name in the context language (SDK labels `streamGnss.*`). */
function gnssName(ctx: Context, gnss: RtcmGnss): string {
  return sdkMessage(ctx, `streamGnss.${gnss}`);
}

/** A message's name in the context language (SDK labels `rtcmMessage.*`, RTCM 10403.3 table 3.5-1). */
function messageLabel(ctx: Context, type: number): string {
  const key = `rtcmMessage.${type}`;
  const own = sdkMessage(ctx, key);
  if (own !== key) return own;
  const n = msmVariant(type);
  if (n !== null) {
    const gnss = ["GPS", "GLONASS", "Galileo", "SBAS", "QZSS", "BeiDou", "NavIC"][
      Math.floor(type / 10) - 107
    ];
    return sdkMessage(ctx, "rtcmMessage.msm")
      .replace("{gnss}", gnssName(ctx, gnss as RtcmGnss))
      .replace("{msm}", `MSM${n}`);
  }
  const template = type >= 4001 && type <= 4095 ? "rtcmMessage.proprietary" : "rtcmMessage.other";
  return sdkMessage(ctx, template).replace("{type}", String(type));
}

/** A wall time as UTC `HH:mm:ss` (the probe runs for minutes: the date adds nothing). */
function clock(t: number): string {
  return new Date(t).toISOString().slice(11, 19);
}

/** The human report: a headline with the state, the figures, the outages and a table of message types. */
export async function renderHealth(
  ctx: Context,
  kind: HealthReportKind,
  mount: string | null,
  r: StreamHealthReport,
): Promise<string> {
  const state = sdkMessage(ctx, `streamState.${r.state}`);
  const lines = [
    ctx.t(`ntripHealth.title.${kind}`, {
      mount: safeCell(mount ?? "-"),
      seconds: (r.sinceMs / 1000).toFixed(1),
      state: paint(state, TONE[r.state], ctx.color),
    }),
  ];
  const findings = r.findings.map((f) => sdkMessage(ctx, `streamFinding.${f}`));
  lines.push(
    ctx.t("ntripHealth.findings", { list: findings.length ? findings.join(ctx.t("ntripHealth.sep")) : "-" }),
  );
  const { latencyMs: l } = r.epochs;
  lines.push(
    ctx.t("ntripHealth.epochs", {
      count: r.epochs.count,
      interval: seconds(ctx, r.epochs.intervalS),
      gaps: r.epochs.gaps,
      missing: r.epochs.missing,
    }),
    ctx.t("ntripHealth.latency", {
      last: ms(ctx, l.last),
      p50: ms(ctx, l.p50),
      p95: ms(ctx, l.p95),
      max: ms(ctx, l.max),
    }),
  );
  if (!r.outages.length) lines.push(ctx.t("ntripHealth.noOutages"));
  for (const o of r.outages.slice(-5))
    lines.push(
      o.end === null
        ? ctx.t("ntripHealth.outageOngoing", { start: clock(o.start), duration: ms(ctx, o.durationMs) })
        : ctx.t("ntripHealth.outage", {
            start: clock(o.start),
            end: clock(o.end),
            duration: ms(ctx, o.durationMs),
          }),
    );
  if (r.outages.length > 5) lines.push(ctx.t("ntripHealth.moreOutages", { count: r.outages.length - 5 }));
  const s = r.station;
  lines.push(
    s.lat === null || s.lon === null || s.height === null
      ? ctx.t("ntripHealth.stationIds", { ids: s.ids.join(ctx.t("ntripHealth.listSep")) || "-" })
      : ctx.t("ntripHealth.station", {
          ids: s.ids.join(ctx.t("ntripHealth.listSep")) || "-",
          lat: s.lat.toFixed(7),
          lon: s.lon.toFixed(7),
          height: s.height.toFixed(3),
        }),
  );
  if (s.offsetM !== null) lines.push(ctx.t("ntripHealth.stationOffset", { offset: s.offsetM.toFixed(2) }));
  lines.push(
    ctx.t("ntripHealth.satellites", {
      list:
        r.satellites
          .map((x) =>
            ctx.t("ntripHealth.satellite", {
              gnss: gnssName(ctx, x.gnss),
              count: x.count,
              type: x.messageType,
            }),
          )
          .join(ctx.t("ntripHealth.listSep")) || "-",
    }),
    ctx.t("ntripHealth.frames", { frames: r.frames, bytes: r.bytes, crc: r.crcFailures }),
  );
  if (r.missingDeclared.length)
    lines.push(
      ctx.t("ntripHealth.missingDeclared", { list: r.missingDeclared.join(ctx.t("ntripHealth.listSep")) }),
    );
  const head = [
    ctx.t("ntripHealth.col.type"),
    ctx.t("ntripHealth.col.name"),
    ctx.t("ntripHealth.col.frames"),
    ctx.t("ntripHealth.col.observed"),
    ctx.t("ntripHealth.col.declared"),
    ctx.t("ntripHealth.col.last"),
  ];
  const rows = r.messages.map((m): (string | Cell)[] => {
    const slow =
      m.declaredIntervalS !== null &&
      m.observedIntervalS !== null &&
      m.observedIntervalS > m.declaredIntervalS * 1.5;
    return [
      String(m.type),
      messageLabel(ctx, m.type),
      String(m.count),
      {
        text: seconds(ctx, m.observedIntervalS === null ? null : Math.round(m.observedIntervalS * 100) / 100),
        tone: slow ? "warning" : undefined,
      },
      seconds(ctx, m.declaredIntervalS),
      clock(m.lastAt),
    ];
  });
  const table = rows.length ? await renderTable(head, rows, tableOptions(ctx)) : "";
  return `${lines.join("\n")}\n${table}`;
}
