// Shapes of the fleet-health calls (a project addition, not in the spec; docs/fleet-health.md):
// one scope of the customer's rovers (the whole fleet, a pool or a service product) over a
// window of 24 h or 7 days, summarised from the rollups the sandbox keeps as GGA arrives.
// Shares are percentages 0-100 with one decimal; times are seconds; distances kilometres.
import { z } from "zod";
import { WireTime } from "../shared/common.js";
import { FINDING_CODES } from "../fault/doctor.js";

/** The windows a fleet figure covers: the last 24 hours (5-minute trend) or 7 days (hourly trend). */
export const FLEET_WINDOWS = ["24h", "7d"] as const;
/** A window of {@link FLEET_WINDOWS}. */
export type FleetWindow = (typeof FLEET_WINDOWS)[number];

/**
 * `fleet.fleetHealth` and `fleet.fleetWorst` body: the scope and the window. Without `poolId`
 * and `serviceProduct` the scope is the caller's whole fleet; with both, the accounts of that
 * pool (a pool has one product, so a different product matches nothing). `window` defaults to 24h.
 */
export const FleetRequest = z.object({
  /** A pool of the caller's (part1 §4 pools); only its accounts. */
  poolId: z.string().min(1).max(64).optional(),
  /** A service product code (e.g. the pools' `serviceProduct`); only its accounts. */
  serviceProduct: z.string().min(1).max(64).optional(),
  window: z.enum(FLEET_WINDOWS).default("24h"),
});
/** What a caller passes for {@link FleetRequest}. */
export type FleetRequest = z.input<typeof FleetRequest>;

/** Two percentiles of a distribution, in the unit of the field's name. */
export const FleetPercentiles = z.object({ p50: z.number(), p95: z.number() });
/** Parsed shape of {@link FleetPercentiles}. */
export type FleetPercentiles = z.infer<typeof FleetPercentiles>;

/** Refused connection attempts of one reason in the window (`reason`: a refusal reason code, labelled `fleetRefusal.<reason>`). */
export const FleetRefusalCount = z.object({ reason: z.string(), count: z.number().int() });
/** Parsed shape of {@link FleetRefusalCount}. */
export type FleetRefusalCount = z.infer<typeof FleetRefusalCount>;

/**
 * The scope's figures over the window. GGA shares by fix quality: fixed (4), float (5), single
 * (1 single point or 2 DGPS) and other (0, 3, 6-8); they add up to 100 within rounding (all 0
 * without GGA). `ttffS`: time to first fix per session (first fixed GGA − login), s;
 * `diffAgeS`: differential age of corrected GGA, s, read from a fixed-bucket histogram (the
 * upper edge of the bucket holding the percentile); `satellitesMean`: mean satellites per GGA;
 * `reconnectsPerHour`: logins per active rover-hour; `distanceKm`: rover to the serving station
 * per GGA, km. A percentile figure is null when no sample exists.
 */
export const FleetSummary = z.object({
  ggaCount: z.number().int(),
  fixedPct: z.number(),
  floatPct: z.number(),
  singlePct: z.number(),
  otherPct: z.number(),
  ttffS: FleetPercentiles.nullable(),
  diffAgeS: FleetPercentiles.nullable(),
  satellitesMean: z.number().nullable(),
  reconnectsPerHour: z.number(),
  refusals: z.array(FleetRefusalCount),
  distanceKm: z.object({ p50: z.number(), p95: z.number(), max: z.number() }).nullable(),
});
/** Parsed shape of {@link FleetSummary}. */
export type FleetSummary = z.infer<typeof FleetSummary>;

/**
 * One bucket of the trend (5 minutes over 24 h, one hour over 7 days), `time` its start (UTC
 * wire time). Shares and `diffAgeP95S` are null for a bucket without GGA; `activeRovers`: rovers
 * that sent GGA in the bucket.
 */
export const FleetTrendPoint = z.object({
  time: WireTime,
  ggaCount: z.number().int(),
  fixedPct: z.number().nullable(),
  floatPct: z.number().nullable(),
  singlePct: z.number().nullable(),
  diffAgeP95S: z.number().nullable(),
  activeRovers: z.number().int(),
});
/** Parsed shape of {@link FleetTrendPoint}. */
export type FleetTrendPoint = z.infer<typeof FleetTrendPoint>;

/**
 * Rovers of the scope: `total` accounts, `active` those that sent GGA in the window, of which
 * `fixing` reached the doctor's fixed share (DOCTOR_THRESHOLDS.fixedRatePct) and `notFixing`
 * did not (`active = fixing + notFixing`).
 */
export const FleetRovers = z.object({
  total: z.number().int(),
  active: z.number().int(),
  fixing: z.number().int(),
  notFixing: z.number().int(),
});
/** Parsed shape of {@link FleetRovers}. */
export type FleetRovers = z.infer<typeof FleetRovers>;

/** `fleet.fleetHealth` answer: the window (`from`, `to`: UTC wire times), rovers, summary and trend (oldest first). */
export const FleetHealth = z.object({
  window: z.enum(FLEET_WINDOWS),
  from: WireTime,
  to: WireTime,
  rovers: FleetRovers,
  summary: FleetSummary,
  trend: z.array(FleetTrendPoint),
});
/** Parsed shape of {@link FleetHealth}. */
export type FleetHealth = z.infer<typeof FleetHealth>;

/**
 * The doctor's verdict on one rover over the window: its first finding (`code` a
 * `FindingCode`, `severity` error, warning or info) with the figures behind it, worded by
 * `findingText` (`@fixcloud/sdk`, with `action: doctor.<code>.action`) like `fixcloud doctor` does.
 */
export const FleetVerdict = z.object({
  code: z.enum(FINDING_CODES),
  severity: z.enum(["error", "warning", "info"]),
  evidence: z.record(z.string(), z.union([z.number(), z.string()])),
  /** Label key of the title when it is not `doctor.<code>.title` (the doctor's variant, e.g. never fixed). */
  title: z.string().optional(),
});
/** Parsed shape of {@link FleetVerdict}. */
export type FleetVerdict = z.infer<typeof FleetVerdict>;

/**
 * One of the rovers that fare worst: its account, pool (null when none) and product, GGA count
 * and shares (percent), differential-age p95 (s, null without corrected GGA), logins
 * (`reconnects`), refused attempts, distance to the serving station at its last position (km,
 * null without one) and the doctor's verdict.
 */
export const FleetRover = z.object({
  accountName: z.string(),
  poolId: z.string().nullable(),
  serviceProduct: z.string(),
  ggaCount: z.number().int(),
  fixedPct: z.number(),
  floatPct: z.number(),
  singlePct: z.number(),
  diffAgeP95S: z.number().nullable(),
  reconnects: z.number().int(),
  refusals: z.number().int(),
  distanceKm: z.number().nullable(),
  verdict: FleetVerdict,
});
/** Parsed shape of {@link FleetRover}. */
export type FleetRover = z.infer<typeof FleetRover>;

/** `fleet.fleetWorst` answer: at most {@link FLEET_WORST_MAX} rovers, worst first. */
export const FleetWorst = z.object({ list: z.array(FleetRover) });
/** Parsed shape of {@link FleetWorst}. */
export type FleetWorst = z.infer<typeof FleetWorst>;

/** How many rovers `fleet.fleetWorst` lists at most. */
export const FLEET_WORST_MAX = 50;
