// The decisions behind the fleet-health figures (docs/fleet-health.md), shared by the sandbox
// that keeps the rollups, the bench and the tests: how a GGA is classed by fix quality, the
// fixed histogram buckets that percentiles are read from, the refusal reason of a caster error
// type, how "worst" ranks rovers and how a rover's rollup becomes the doctor's input (so its
// verdict is `diagnose`'s, with the doctor's codes and thresholds). Pure, no I/O.
import { DOCTOR_THRESHOLDS, type DoctorGga, type DoctorInput } from "../fault/doctor.js";

/** A GGA's class by fix quality: fixed (4), float (5), single (1 single point, 2 DGPS), other (0, 3, 6-8). */
export type FixClass = "fixed" | "float" | "single" | "other";

/** The class of GGA fix quality `fix` (part2 §4 qualities). */
export function fixClassOf(fix: number): FixClass {
  if (fix === 4) return "fixed";
  if (fix === 5) return "float";
  if (fix === 1 || fix === 2) return "single";
  return "other";
}

/**
 * Upper edges of the histogram buckets, in the unit of the name; a value goes to the first
 * bucket whose edge it does not exceed, and one bucket past the last edge holds the rest.
 * Differential age (s) has an edge at the doctor's stale threshold (10 s), so the stale share
 * is exact.
 */
export const FLEET_HISTOGRAMS = {
  diffAgeS: [1, 2, 3, 5, 10, 15, 30, 60],
  ttffS: [5, 10, 20, 30, 60, 120, 300, 600],
  distanceKm: [1, 2, 5, 10, 20, 30, 50, 100, 150],
} as const satisfies Record<string, readonly number[]>;

/** Index of the bucket of `value` in a histogram with upper edges `edges` (0 … edges.length). */
export function bucketOf(edges: readonly number[], value: number): number {
  let i = 0;
  while (i < edges.length && value > (edges[i] as number)) i++;
  return i;
}

/**
 * The `p`-th percentile (0-100) of a histogram: the upper edge of the bucket holding that rank,
 * or `max` for the open last bucket (and never above `max`); null for an empty histogram.
 */
export function histogramPercentile(
  counts: readonly number[],
  edges: readonly number[],
  max: number,
  p: number,
): number | null {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] as number;
    if (seen >= rank) return i < edges.length ? Math.min(edges[i] as number, max) : max;
  }
  return max;
}

/**
 * The refusal reason a refusal counts as: the caster's own (`ntripRefusalReason`, when the row
 * carries one), else its error type's (part2 §4: 1 bad credentials, 2 wrong mount point, 3 ended,
 * 4 disabled, 5 concurrency, 6 bad GGA), else `other`. Labels `fleetRefusal.<reason>`.
 */
export function refusalReasonOf(errorType: number, reason?: string | null): string {
  return reason || (REFUSAL_BY_ERROR_TYPE[errorType] ?? "other");
}
const REFUSAL_BY_ERROR_TYPE: Readonly<Record<number, string>> = {
  1: "bad_credentials",
  2: "wrong_mount_point",
  3: "ended",
  4: "disabled",
  5: "concurrency",
  6: "bad_gga",
};

/**
 * How bad a rover's window is, lower worse: -1 when it sent no GGA (it never worked: refused,
 * or connected without GGA), else its fixed share in per mille (0-1000). Ties are broken by
 * more refusals, then more GGA.
 */
export function fleetScore(gga: number, fixed: number): number {
  return gga > 0 ? Math.floor((fixed * 1000) / gga) : -1;
}

/** Whether a rover with `gga` GGA of which `fixed` are fixed counts as fixing (the doctor's fixed-share threshold). */
export function isFixing(gga: number, fixed: number): boolean {
  return gga > 0 && fixed * 100 >= DOCTOR_THRESHOLDS.fixedRatePct * gga;
}

/** A rover's window as the rollups hold it (counts over the window; times epoch ms). */
export interface RoverRollup {
  readonly gga: number;
  readonly fixed: number;
  readonly float: number;
  /** GGA of quality 0 (invalid). */
  readonly invalid: number;
  /** Corrected GGA (quality ≥ 2 with an age) per {@link FLEET_HISTOGRAMS}.diffAgeS bucket. */
  readonly diffAgeHist: readonly number[];
  readonly diffAgeMaxS: number;
  /** Longest time to first fix of a session in the window, s; null when none fixed. */
  readonly ttffMaxS: number | null;
  /** GGA sentences the caster rejected, and the newest of them. */
  readonly rejected: number;
  readonly rejectedSample: string | null;
  /** Last positioned GGA (quality > 0): where, when and on which mount point; null without one. */
  readonly lastPosition: {
    readonly lat: number;
    readonly lon: number;
    readonly time: number;
    readonly accessPoint: string;
    readonly fix: number;
  } | null;
}

/** What the caster's tables say of the account beyond the rollups: its states, sessions and refusals in the window. */
export interface RoverRecords {
  readonly account?: DoctorInput["account"];
  readonly errors: DoctorInput["errors"];
  readonly logins: readonly number[];
  /** Online time within the window, ms. */
  readonly onlineMs: number;
  readonly accessPoint: string | null;
  readonly lastSeen: number | null;
}

/**
 * The doctor's input for one rover from its rollup and records: counts exact, the GGA timeline
 * replaced by samples that carry what the verdict reads of it (the differential-age
 * distribution by histogram bucket, at most 200 samples in proportion; the longest time to
 * first fix; the last position). `diagnose` on it gives the rover's verdict.
 */
export function doctorInputOf(r: RoverRollup, rec: RoverRecords, at: number): DoctorInput {
  const gga: DoctorGga[] = [];
  const sample = (
    time: number,
    fixStatus: number,
    diffAge: number | null,
    sessionStart: number | null,
  ): DoctorGga => ({
    time,
    fixStatus,
    satellites: 0,
    diffAge,
    lat: null,
    lon: null,
    accessPoint: r.lastPosition?.accessPoint ?? rec.accessPoint ?? "",
    sessionStart,
  });
  const edges = FLEET_HISTOGRAMS.diffAgeS;
  const corrected = r.diffAgeHist.reduce((a, b) => a + b, 0);
  const scale = corrected > 200 ? 200 / corrected : 1;
  r.diffAgeHist.forEach((n, i) => {
    const value = i < edges.length ? Math.min(edges[i] as number, r.diffAgeMaxS) : r.diffAgeMaxS;
    for (let k = 0; k < Math.round(n * scale); k++) gga.push(sample(at, 2, value, -1));
  });
  if (r.ttffMaxS !== null) {
    // One session that took the longest time to first fix: its first GGA at login, then fixed.
    const start = at - Math.round(r.ttffMaxS * 1000);
    gga.push(sample(start, 0, null, -2), sample(at, 4, null, -2));
  }
  if (r.lastPosition)
    gga.push({
      ...sample(r.lastPosition.time, r.lastPosition.fix, null, -3),
      lat: r.lastPosition.lat,
      lon: r.lastPosition.lon,
      accessPoint: r.lastPosition.accessPoint,
    });
  return {
    ...(rec.account ? { account: rec.account } : {}),
    errors: rec.errors,
    logins: rec.logins,
    gga,
    counts: {
      gga: r.gga,
      fixed: r.fixed,
      float: r.float,
      invalid: r.invalid,
      logins: rec.logins.length,
      onlineMs: rec.onlineMs,
    },
    accessPoint: rec.accessPoint,
    lastSeen: rec.lastSeen,
    rejectedGga: { count: r.rejected, sample: r.rejectedSample },
  };
}
