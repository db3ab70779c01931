// The verdict, beyond every peer: one pure analysis over what the fault
// calls answer (part2 §3 base info, latest service info, usage info, error and behaviour
// records) → a ranked list of findings, each with a stable code for scripts, the numbers that
// support it and the action to take. The console (/obstacle), `fixcloud doctor` and the tests
// all run this one function; the texts are SDK labels in both languages (./doctor-labels.ts).
// The base-station list is a parameter: the caster's table decides coverage, not this module.
import type { Language } from "../session/schemas.js";
import { translate } from "../labels.js";
import { toWireTime } from "../shared/time.js";
import { MAX_STREAM_DISTANCE_KM } from "../stations/nearest.js";
import type { BaseInfoRow, BehaviourRecord, ErrorRecord, NewServInfo, UseInfo } from "./schemas.js";

/** How bad a finding is: `error` stops a rover, `warning` degrades it, `info` is context. */
export type Severity = "error" | "warning" | "info";

/**
 * Every finding code, in the order findings of one severity are ranked (root causes first:
 * an account that may not connect explains everything after it). Stable: scripts match them.
 */
export const FINDING_CODES = [
  "account_disabled",
  "account_locked",
  "account_expired",
  "account_not_activated",
  "credentials_rejected",
  "concurrency_limit",
  "wrong_mount_point",
  "never_connected",
  "gga_invalid",
  "no_gga",
  "far_from_coverage",
  "reconnect_storm",
  "diff_age_high",
  "fix_quality",
  "gga_rate",
  "incomplete",
  "ok",
] as const;
/** A stable finding code (see {@link FINDING_CODES}). */
export type FindingCode = (typeof FINDING_CODES)[number];

/** One finding: code, severity, the numbers behind it (names per code, see docs) and the action key. */
export interface Finding {
  readonly code: FindingCode;
  readonly severity: Severity;
  /** Figures that support the finding, e.g. `{ count: 12, errorType: 1 }`; units in the key (`…Ms`, `…Km`, `…Pct`, `…S`, `…Hz`). */
  readonly evidence: Readonly<Record<string, number | string>>;
  /** Label key of the action to take (`doctor.<code>.action`); see {@link findingText}. */
  readonly action: string;
  /** Label key of the title when it is not `doctor.<code>.title` (a variant, e.g. never fixed). */
  readonly title?: string;
}

/** A base station as the verdict needs it: an id, a position in degrees, optionally its mount points. */
export interface StationRef {
  readonly id: string;
  readonly lat: number;
  readonly lon: number;
  /** Mount points that serve this station's corrections; when given, a mount point outside it is flagged. */
  readonly mountPoints?: readonly string[];
}

/** Options of {@link diagnose}: the station table (the caster's) and threshold overrides. */
export interface DiagnoseOptions {
  readonly stations: readonly StationRef[];
  readonly thresholds?: Partial<DoctorThresholds>;
}

/** The limits the findings use. Defaults in {@link DOCTOR_THRESHOLDS}; units in the names. */
export interface DoctorThresholds {
  /** Differential age above this is stale (RTK corrections older than ~10 s degrade a fix). */
  readonly diffAgeS: number;
  /** Share of corrected GGA with a stale age that makes a finding. */
  readonly diffAgeSharePct: number;
  /** Beyond this baseline to the nearest station RTK ambiguity fixing becomes unreliable (a warning). */
  readonly coverageKm: number;
  /** Beyond this even code differential (RTD) degrades: far from coverage is an error. */
  readonly coverageErrorKm: number;
  /** Attempts (logins and refusals) within {@link DoctorThresholds.stormWindowMin} that make a storm. */
  readonly stormAttempts: number;
  readonly stormWindowMin: number;
  /** Fixed share of positioned GGA below which fix quality is flagged. */
  readonly fixedRatePct: number;
  /** Time to first fix above this is flagged (convergence of a healthy rover: well under 2 min). */
  readonly ttffS: number;
  /** GGA rate bounds around the expected 1 Hz. */
  readonly ggaRateMinHz: number;
  readonly ggaRateMaxHz: number;
  /** Backoff a reconnecting client should use: first wait and cap, seconds. */
  readonly backoffMinS: number;
  readonly backoffMaxS: number;
}

/** Default thresholds (project choices, docs/fault-diagnosis.md "The verdict"). */
export const DOCTOR_THRESHOLDS: DoctorThresholds = {
  diffAgeS: 10,
  diffAgeSharePct: 10,
  coverageKm: 50,
  coverageErrorKm: 150,
  stormAttempts: 6,
  stormWindowMin: 10,
  fixedRatePct: 50,
  ttffS: 120,
  ggaRateMinHz: 0.5,
  ggaRateMaxHz: 2,
  backoffMinS: 1,
  backoffMaxS: 60,
};

/** One GGA sample of the normalised record set (times epoch ms, diffAge s, degrees). */
export interface DoctorGga {
  readonly time: number;
  readonly fixStatus: number;
  readonly satellites: number;
  readonly diffAge: number | null;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly accessPoint: string;
  /** Login time of the session that sent it (epoch ms), for the time to first fix. */
  readonly sessionStart: number | null;
}

/**
 * The normalised record set the verdict reads: what the fault calls answer, times as epoch ms.
 * Counts come from the usage totals (exact) while `gga` may be a downsampled timeline.
 */
export interface DoctorInput {
  /** The account's states (base info); absent when unknown. */
  readonly account?: {
    readonly serviceState?: number | undefined;
    readonly disableState?: number | undefined;
    readonly activationType?: number | undefined;
  };
  readonly errors: readonly { time: number; errorType: number; accessPoint: string; errorDesc: string }[];
  /** Login times (epoch ms) in the range. */
  readonly logins: readonly number[];
  readonly gga: readonly DoctorGga[];
  readonly counts: {
    readonly gga: number;
    readonly fixed: number;
    readonly float: number;
    readonly invalid: number;
    readonly logins: number;
    /** Online time in the range, ms. */
    readonly onlineMs: number;
  };
  /** The mount point of the latest session, when known. */
  readonly accessPoint?: string | null;
  /**
   * When the account was last seen before the range ended: the latest session's logout (or
   * login) time, epoch ms; null when it never connected; absent when unknown.
   */
  readonly lastSeen?: number | null;
  /** GGA sentences the caster rejected in the range (behaviour type 3) and the newest of them. */
  readonly rejectedGga?: { readonly count: number; readonly sample: string | null };
  /**
   * False when the sub-type keeps no connection records (ppp_rtk_serv: only base and service
   * info exist, part2 §2): only the account can be checked. Default true.
   */
  readonly recordsRead?: boolean;
}

/** Wire time (UTC `YYYY-MM-DD HH:mm:ss`) → epoch ms; null for null or unreadable text. */
export function wireMs(wire: string | null | undefined): number | null {
  if (!wire) return null;
  const ms = Date.parse(`${wire.replace(" ", "T")}${wire.length <= 10 ? "T00:00:00" : ""}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** The fault calls' answers {@link fromAnswers} reads: every error and login row of the range. */
export interface FaultAnswers {
  readonly baseInfo?: BaseInfoRow | undefined;
  readonly newServInfo?: NewServInfo | undefined;
  readonly useInfo: UseInfo;
  readonly errors: readonly ErrorRecord[];
  /** Behaviour rows; only logins (opType 1) are read. */
  readonly behaviours: readonly BehaviourRecord[];
  /** The newest behaviour row of type 3 (a GGA the caster rejected) and how many the range holds. */
  readonly rejected?: { readonly total: number; readonly newest: BehaviourRecord | undefined };
  /** False for a sub-type without connection records (ppp_rtk_serv). */
  readonly recordsRead?: boolean;
}

/** Build the {@link DoctorInput} from the fault calls' answers (wire times to epoch ms). */
export function fromAnswers(a: FaultAnswers): DoctorInput {
  const ms = (w: string) => wireMs(w) ?? 0;
  return {
    account: a.baseInfo
      ? {
          serviceState: a.baseInfo.serviceState,
          disableState: a.baseInfo.disableState,
          activationType: a.baseInfo.activationType,
        }
      : undefined,
    errors: a.errors.map((e) => ({
      time: ms(e.time),
      errorType: e.errorType,
      accessPoint: e.accessPoint,
      errorDesc: e.errorDesc,
    })),
    logins: a.behaviours.filter((b) => b.opType === 1).map((b) => ms(b.time)),
    gga: a.useInfo.ggaData.map((g) => ({
      time: ms(g.time),
      fixStatus: g.ggaStatus,
      satellites: g.satNum,
      diffAge: g.diffAge,
      lat: g.lat,
      lon: g.lon,
      accessPoint: g.accessPoint,
      sessionStart: wireMs(g.loginTime),
    })),
    counts: {
      gga: a.useInfo.ggaCount,
      fixed: a.useInfo.fixedGgaCount,
      float: a.useInfo.floatGgaCount,
      invalid: a.useInfo.invalidGgaCount,
      logins: a.useInfo.loginCount,
      onlineMs: a.useInfo.online,
    },
    accessPoint: a.newServInfo?.accessPoint ?? null,
    ...(a.newServInfo
      ? { lastSeen: wireMs(a.newServInfo.logoutTime) ?? wireMs(a.newServInfo.loginTime) }
      : {}),
    ...(a.rejected
      ? { rejectedGga: { count: a.rejected.total, sample: a.rejected.newest?.ggaStr ?? null } }
      : {}),
    recordsRead: a.recordsRead ?? true,
  };
}

/**
 * The checksum an NMEA sentence carries after `*` and the one its text gives (XOR of the
 * characters between `$` and `*`), both as two upper-case hex digits; null when the sentence
 * has no `$…*hh` shape.
 */
export function nmeaChecksum(sentence: string): { sent: string; computed: string } | null {
  const m = /\$([^*$]*)\*([0-9A-Fa-f]{2})\s*$/.exec(sentence);
  if (!m) return null;
  let sum = 0;
  for (const ch of m[1] as string) sum ^= ch.charCodeAt(0) & 0xff;
  return { sent: (m[2] as string).toUpperCase(), computed: sum.toString(16).toUpperCase().padStart(2, "0") };
}

/** Great-circle distance between two positions in km (haversine, mean Earth radius). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The station nearest to a position and its distance in km; null for an empty list. */
export function nearestOf(
  stations: readonly StationRef[],
  lat: number,
  lon: number,
): { station: StationRef; km: number } | null {
  let best: { station: StationRef; km: number } | null = null;
  for (const station of stations) {
    const km = distanceKm(lat, lon, station.lat, station.lon);
    if (!best || km < best.km) best = { station, km };
  }
  return best;
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const pct = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : 0);

const finding = (
  code: FindingCode,
  severity: Severity,
  evidence: Record<string, number | string>,
): Finding => ({ code, severity, evidence, action: `doctor.${code}.action` });

/** The states of the account (base info): disabled, locked, ended, pending. */
function accountFindings(input: DoctorInput): Finding[] {
  const a = input.account;
  if (!a) return [];
  const refused = (type: number) => input.errors.filter((e) => e.errorType === type).length;
  const out: Finding[] = [];
  if (a.disableState === 2) out.push(finding("account_disabled", "error", { refusals: refused(4) }));
  if (a.disableState === 3) out.push(finding("account_locked", "error", { refusals: refused(4) }));
  if (a.serviceState === 3) out.push(finding("account_expired", "error", { refusals: refused(3) }));
  if (a.serviceState === 1)
    out.push(
      // An automatic-activation account activates on its first connection (part1 §4): context only.
      finding("account_not_activated", a.activationType === 2 ? "info" : "error", {
        refusals: refused(3),
        activationType: a.activationType ?? 0,
      }),
    );
  return out;
}

/** The most frequent value of a list (first seen wins a tie). */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = "";
  let n = 0;
  for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
  return best;
}

/**
 * The mount points that serve a position: those of the stations within
 * {@link MAX_STREAM_DISTANCE_KM} (the caster streams no farther); without a position, every
 * mount point of the table. In first-seen order, joined for a label.
 */
function servingMountPoints(
  stations: readonly StationRef[],
  pos: { lat: number; lon: number } | null,
): string {
  const names = new Set<string>();
  for (const s of stations)
    if (!pos || distanceKm(pos.lat, pos.lon, s.lat, s.lon) <= MAX_STREAM_DISTANCE_KM)
      for (const m of s.mountPoints ?? []) names.add(m);
  return [...names].join(", ");
}

type Refusal = DoctorInput["errors"][number];
/** The refusal types that make a finding of their own, and the evidence each adds. */
const REFUSALS: readonly [
  number,
  FindingCode,
  (rows: readonly Refusal[], expected: string) => Record<string, string>,
][] = [
  [1, "credentials_rejected", (rows) => ({ reason: mostCommon(rows.map((e) => e.errorDesc)) })],
  [5, "concurrency_limit", () => ({})],
  [
    2,
    "wrong_mount_point",
    (rows, expected) => ({ accessPoint: mostCommon(rows.map((e) => e.accessPoint)), expected }),
  ],
];

/** Refused connections: bad credentials (type 1), unknown mount point (2), concurrency (5). */
function refusalFindings(input: DoctorInput, stations: readonly StationRef[]): Finding[] {
  const out: Finding[] = [];
  const lastLogin = Math.max(-Infinity, ...input.logins);
  const ofType = (t: number) => input.errors.filter((e) => e.errorType === t);
  // Still failing when the latest refusal came after the latest successful login.
  const severityOf = (rows: readonly { time: number }[]): Severity =>
    Math.max(...rows.map((r) => r.time)) > lastLogin ? "error" : "warning";
  // Outside every region no mount point serves the last position: name them all (the sourcetable).
  const expected =
    servingMountPoints(stations, lastPosition(input.gga)) || servingMountPoints(stations, null);
  for (const [type, code, extra] of REFUSALS) {
    const rows = ofType(type);
    if (rows.length > 0)
      out.push(
        finding(code, severityOf(rows), { count: rows.length, errorType: type, ...extra(rows, expected) }),
      );
  }
  return out;
}

/** The latest positioned GGA sample, or null. */
function lastPosition(gga: readonly DoctorGga[]): { lat: number; lon: number; accessPoint: string } | null {
  for (let i = gga.length - 1; i >= 0; i--) {
    const g = gga[i];
    if (g && g.lat !== null && g.lon !== null && g.fixStatus > 0)
      return { lat: g.lat, lon: g.lon, accessPoint: g.accessPoint };
  }
  return null;
}

/**
 * Coverage, from the rover's last position: the distance to the nearest station (a warning past
 * `coverageKm`, an error past `coverageErrorKm`, each quoting its own threshold; beyond
 * {@link MAX_STREAM_DISTANCE_KM} the rover is outside every region and the caster stops its
 * stream), and a mount point that does not serve the position. Without a position: nothing
 * (the caster's type-6 records mix bad GGA with distance and are read by the GGA findings).
 */
function coverageFindings(
  input: DoctorInput,
  stations: readonly StationRef[],
  t: DoctorThresholds,
): Finding[] {
  const out: Finding[] = [];
  const pos = lastPosition(input.gga);
  if (!pos) return out;
  const near = nearestOf(stations, pos.lat, pos.lon);
  if (!near) return out;
  const km = round(near.km);
  if (near.km > t.coverageKm) {
    const severity: Severity = near.km > t.coverageErrorKm ? "error" : "warning";
    const evidence = {
      distanceKm: km,
      station: near.station.id,
      thresholdKm: severity === "error" ? t.coverageErrorKm : t.coverageKm,
    };
    out.push(
      near.km > MAX_STREAM_DISTANCE_KM
        ? {
            ...finding("far_from_coverage", "error", { ...evidence, limitKm: MAX_STREAM_DISTANCE_KM }),
            title: "doctor.far_from_coverage.titleOutside",
          }
        : finding("far_from_coverage", severity, evidence),
    );
  }
  const mount = input.accessPoint || pos.accessPoint;
  const served = near.station.mountPoints;
  const expected = servingMountPoints(stations, pos);
  // Outside every region (nothing serves the position) far_from_coverage says it all.
  if (mount && served && served.length > 0 && !served.includes(mount) && expected) {
    // The caster serves a mount point from its own region's stations only: past the stream
    // limit from all of them it stops the stream, so the rover gets nothing.
    const own = nearestOf(
      stations.filter((s) => s.mountPoints?.includes(mount)),
      pos.lat,
      pos.lon,
    );
    out.push({
      ...finding("wrong_mount_point", own && own.km <= MAX_STREAM_DISTANCE_KM ? "warning" : "error", {
        count: 0,
        accessPoint: mount,
        expected,
        station: near.station.id,
      }),
      title: "doctor.wrong_mount_point.titleServes",
    });
  }
  return out;
}

/** Attempts (logins and refusals) within a sliding window: the densest burst. */
function stormFinding(input: DoctorInput, t: DoctorThresholds): Finding[] {
  const times = [...input.logins, ...input.errors.map((e) => e.time)].sort((a, b) => a - b);
  const windowMs = t.stormWindowMin * 60_000;
  let best = 0;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    while ((times[end] as number) - (times[start] as number) > windowMs) start++;
    best = Math.max(best, end - start + 1);
  }
  if (best < t.stormAttempts) return [];
  return [
    // A storm is the client's defect and keeps any session from converging: an error, ranked
    // (by FINDING_CODES) before the poor fix it causes.
    finding("reconnect_storm", "error", {
      reconnects: best - 1,
      windowMin: t.stormWindowMin,
      backoffMinS: t.backoffMinS,
      backoffMaxS: t.backoffMaxS,
    }),
  ];
}

/** Time to first fix of each session that reached one: first GGA → first fixed (4) GGA, seconds. */
function firstFixTimes(gga: readonly DoctorGga[]): number[] {
  const bySession = new Map<number, { first: number; fixed: number | null }>();
  for (const g of gga) {
    const key = g.sessionStart ?? 0;
    const s = bySession.get(key) ?? { first: g.time, fixed: null };
    s.first = Math.min(s.first, g.time);
    if (g.fixStatus === 4 && (s.fixed === null || g.time < s.fixed)) s.fixed = g.time;
    bySession.set(key, s);
  }
  return [...bySession.values()]
    .filter((s) => s.fixed !== null)
    .map((s) => ((s.fixed as number) - s.first) / 1000);
}

/** A session was accepted in the range (a login, or online time of a session begun before it). */
const connected = (input: DoctorInput): boolean =>
  input.counts.logins > 0 || input.counts.onlineMs > 0 || input.logins.length > 0;

/**
 * GGA the caster rejected: a bad checksum (the newest sentence's sent and computed checksums
 * quoted) or unreadable fields. An error when no GGA was accepted, else a warning.
 */
function rejectedGgaFinding(input: DoctorInput): Finding[] {
  const rejected = input.rejectedGga;
  if (!rejected || rejected.count === 0) return [];
  const severity: Severity = input.counts.gga === 0 ? "error" : "warning";
  const sums = rejected.sample ? nmeaChecksum(rejected.sample) : null;
  const base = { count: rejected.count, accepted: input.counts.gga, sample: rejected.sample ?? "" };
  return [
    sums && sums.sent !== sums.computed
      ? finding("gga_invalid", severity, { ...base, sent: sums.sent, computed: sums.computed })
      : { ...finding("gga_invalid", severity, base), title: "doctor.gga_invalid.titleMalformed" },
  ];
}

/** GGA: none sent (or none readable), its rate, the fix distribution and time to first fix, the differential age. */
function ggaFindings(input: DoctorInput, t: DoctorThresholds): Finding[] {
  const c = input.counts;
  const rejected = rejectedGgaFinding(input);
  if (c.gga === 0) {
    if (!connected(input)) return [];
    return rejected.length > 0
      ? rejected
      : [finding("no_gga", "error", { logins: c.logins, onlineMs: c.onlineMs })];
  }
  const out: Finding[] = [...rejected];
  if (c.onlineMs >= 60_000) {
    const hz = c.gga / (c.onlineMs / 1000);
    if (hz < t.ggaRateMinHz || hz > t.ggaRateMaxHz)
      out.push(
        finding("gga_rate", hz < t.ggaRateMinHz / 5 ? "warning" : "info", {
          rateHz: round(hz, 3),
          expectedHz: 1,
        }),
      );
  }
  const fixedPct = pct(c.fixed, c.gga);
  const ttffs = firstFixTimes(input.gga);
  const ttff = ttffs.length > 0 ? round(Math.max(...ttffs)) : null;
  if (fixedPct < t.fixedRatePct || (ttff !== null && ttff > t.ttffS)) {
    const shares = {
      fixedPct,
      floatPct: pct(c.float, c.gga),
      invalidPct: pct(c.invalid, c.gga),
      otherPct: round(Math.max(0, 100 - pct(c.fixed, c.gga) - pct(c.float, c.gga) - pct(c.invalid, c.gga))),
      thresholdPct: t.fixedRatePct,
    };
    // Never fixed: there is no time to first fix to report, and the title says so. Fixed GGA
    // counted but none in a downsampled timeline (each minute keeps its worst row): fixed, with
    // no time to first fix to quote.
    out.push(
      ttff !== null
        ? finding("fix_quality", c.fixed === 0 ? "error" : "warning", { ...shares, ttffS: ttff })
        : c.fixed === 0
          ? { ...finding("fix_quality", "error", shares), title: "doctor.fix_quality.titleNeverFixed" }
          : { ...finding("fix_quality", "warning", shares), title: "doctor.fix_quality.titleNoTtff" },
    );
  }
  const ages = input.gga
    .filter((g) => g.diffAge !== null && g.fixStatus >= 2)
    .map((g) => g.diffAge as number)
    .sort((a, b) => a - b);
  if (ages.length > 0) {
    const stale = ages.filter((a) => a > t.diffAgeS).length;
    const share = pct(stale, ages.length);
    if (share > t.diffAgeSharePct)
      out.push(
        finding("diff_age_high", "warning", {
          stalePct: share,
          p95S: round(ages[Math.min(ages.length - 1, Math.floor(ages.length * 0.95))] as number),
          maxS: round(ages[ages.length - 1] as number),
          thresholdS: t.diffAgeS,
        }),
      );
  }
  return out;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * The verdict: every finding the records support, ranked by severity then by
 * {@link FINDING_CODES} order (root causes first). When nothing is an error or a warning the
 * list starts with `ok` (evidence: GGA count and fixed share). Pure: same input, same answer.
 */
export function diagnose(input: DoctorInput, options: DiagnoseOptions): Finding[] {
  const t = { ...DOCTOR_THRESHOLDS, ...options.thresholds };
  const records = input.recordsRead !== false;
  const found = [
    ...accountFindings(input),
    ...(records
      ? [
          ...refusalFindings(input, options.stations),
          ...coverageFindings(input, options.stations, t),
          ...stormFinding(input, t),
          ...ggaFindings(input, t),
        ]
      : []),
  ];
  if (records && !connected(input) && !found.some((f) => f.severity === "error"))
    found.push(neverConnected(input));
  found.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      FINDING_CODES.indexOf(a.code) - FINDING_CODES.indexOf(b.code),
  );
  if (found.some((f) => f.severity !== "info")) return found;
  // Nothing wrong was found: "no problem" only when every check had its data, else what is unknown.
  const unknown = !records
    ? "doctor.incomplete.titleRecords"
    : !input.account
      ? "doctor.incomplete.titleAccount"
      : null;
  found.unshift(
    unknown
      ? { ...finding("incomplete", "warning", {}), title: unknown }
      : finding("ok", "info", {
          ggaCount: input.counts.gga,
          fixedPct: pct(input.counts.fixed, input.counts.gga),
        }),
  );
  return found;
}

/**
 * No session in the range and no refusal that explains it: nothing of the rover reached the
 * caster (wrong host, port or mount point: the commonest support case), with when the account
 * was last seen; or refusals the account's state no longer explains, and no attempt since.
 */
function neverConnected(input: DoctorInput): Finding {
  const f = (title: string, evidence: Record<string, string | number>): Finding => ({
    ...finding("never_connected", "error", evidence),
    title: `doctor.never_connected.${title}`,
  });
  if (input.errors.length > 0)
    return f("titleRefused", {
      refusals: input.errors.length,
      lastRefusal: toWireTime(Math.max(...input.errors.map((e) => e.time))),
    });
  if (input.lastSeen === null) return f("titleNever", {});
  if (input.lastSeen === undefined) return f("titleWindow", {});
  return f("title", { lastSeen: toWireTime(input.lastSeen) });
}

/** True when any finding is an error: `fixcloud doctor` then exits non-zero. */
export const hasError = (findings: readonly Finding[]): boolean =>
  findings.some((f) => f.severity === "error");

/** Fill `{name}` placeholders from the evidence (unknown names stay as written). */
function fill(text: string, evidence: Readonly<Record<string, number | string>>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in evidence ? String(evidence[k]) : m));
}

/** A finding worded in `lang`: its title (what is wrong, with the figures) and the action. */
export function findingText(f: Finding, lang: Language): { title: string; action: string; severity: string } {
  return {
    title: fill(translate(f.title ?? `doctor.${f.code}.title`, lang), f.evidence),
    action: fill(translate(f.action, lang), f.evidence),
    severity: translate(`doctorSeverity.${f.severity}`, lang),
  };
}
