// Schemas of the fault diagnosis calls (part2 §3 "Service-account lookup result", "Base info
// row", "Latest service info", "Usage info", "Error record", "Behaviour record"; §7 "Fault
// diagnosis"). Spec field names unchanged on the wire; the few fields the spec does
// not list (calcType and deviceId on the lookup, serviceState/disableState on base info,
// lat/lon on GGA rows) feed the verdict and are documented in docs/fault-diagnosis.md.
import { z } from "zod";
import { MAX_PAGE_SIZE, WireTime, integer, numeric, oneOf } from "../shared/common.js";

/** getServSubType body (part2 §7): the account name as typed (≤ 100, rule `fault.accountName`). */
export const ServSubTypeRequest = z.object({ accountName: z.string().trim().min(1).max(100) });
/** What a caller passes for {@link ServSubTypeRequest}. */
export type ServSubTypeRequest = z.input<typeof ServSubTypeRequest>;

/** One service sub-type of an account: its code (e.g. `nrtk_serv`) and its description. */
export const ServSubTypeOption = z.object({ code: z.string(), desc: z.string() });
/** Parsed shape of {@link ServSubTypeOption}. */
export type ServSubTypeOption = z.infer<typeof ServSubTypeOption>;

/**
 * getServSubType answer (part2 §3 "Service-account lookup result"): accountId, isLog (1 when
 * the account has NTRIP records), the sub-types. `calcType` is the account's calculation kind
 * (device-bound kinds 2, 5, 6, 7 send `deviceId`, part2 §5) and `deviceId` the device it is
 * bound to; both are null for a plain service account.
 */
export const ServSubTypeLookup = z.object({
  accountId: z.string(),
  isLog: z.union([z.literal(0), z.literal(1)]),
  servSubType: z.array(ServSubTypeOption),
  calcType: z.number().int().nullable().default(null),
  deviceId: z.string().nullable().default(null),
});
/** Parsed shape of {@link ServSubTypeLookup}. */
export type ServSubTypeLookup = z.infer<typeof ServSubTypeLookup>;

/**
 * The search body of the five queries and the export (part2 §7): account, sub-type and the
 * range in wire time (UTC); `deviceId` only for calc types 2, 5, 6, 7 (`fault.sendsDeviceId`).
 * The range rules (30 days, not future) are checked by `rules.fault.range` on both sides.
 */
export const FaultSearchRequest = z.object({
  accountName: z.string().trim().min(1).max(100),
  accountId: z.string().max(64).optional(),
  servSubType: z.string().trim().min(1).max(64),
  startTime: WireTime,
  endTime: WireTime,
  deviceId: z.string().max(100).optional(),
});
/** What a caller passes for {@link FaultSearchRequest}. */
export type FaultSearchRequest = z.input<typeof FaultSearchRequest>;

/** Behaviour filter values of part2 §4: -1 all, 1 login, 2 logout, 4 GGA (3 "other" too). */
export const OP_TYPES = [-1, 1, 2, 3, 4] as const;

/** queryExceptionInfo body: the search plus `currPage` (from 1) and `pageSize` (≤ 1000). */
export const FaultPageRequest = FaultSearchRequest.extend({
  currPage: integer(1, Number.MAX_SAFE_INTEGER).default(1),
  pageSize: integer(1, MAX_PAGE_SIZE).default(10),
});
/** What a caller passes for {@link FaultPageRequest}. */
export type FaultPageRequest = z.input<typeof FaultPageRequest>;

/** queryBehaviorInfo body: the paged search plus `opType` (-1 all, default). */
export const BehaviourPageRequest = FaultPageRequest.extend({
  opType: oneOf(OP_TYPES).default(-1),
});
/** What a caller passes for {@link BehaviourPageRequest}. */
export type BehaviourPageRequest = z.input<typeof BehaviourPageRequest>;

/**
 * A base info row (part2 §3): accountName, servProdDesc, deviceId, servStatusDesc, silentSwitch
 * (1 on, 0 off, null never set), expireTime; plus serviceState (1 pending, 2 in service, 3 ended)
 * and disableState (1 enabled, 2 disabled, 3 locked) so the verdict reads states, not text.
 */
export const BaseInfoRow = z.object({
  accountName: z.string(),
  servProdDesc: z.string(),
  deviceId: z.string().nullable(),
  servStatusDesc: z.string(),
  silentSwitch: z.number().int().nullable(),
  expireTime: WireTime.nullable(),
  serviceState: z.number().int().optional(),
  disableState: z.number().int().optional(),
  activationType: z.number().int().optional(),
});
/** Parsed shape of {@link BaseInfoRow}. */
export type BaseInfoRow = z.infer<typeof BaseInfoRow>;

/** queryBaseInfo answer: `data.list` (part2 §7). */
export const BaseInfo = z.object({ list: z.array(BaseInfoRow) });
/** Parsed shape of {@link BaseInfo}. */
export type BaseInfo = z.infer<typeof BaseInfo>;

/**
 * Latest service info (part2 §3): onlineStatus (0 offline, 1 online), loginTime, logoutTime,
 * connectType ('NTRIP v1'/'NTRIP v2'), accessPoint (mount point), sessionTime (the session's
 * length in ms), ggaTime, rtcmTime, ggaStatus (0-8). All null when the account never connected.
 */
export const NewServInfo = z.object({
  onlineStatus: z.union([z.literal(0), z.literal(1)]),
  loginTime: WireTime.nullable(),
  logoutTime: WireTime.nullable(),
  connectType: z.string().nullable(),
  accessPoint: z.string().nullable(),
  sessionTime: z.number().nullable(),
  ggaTime: WireTime.nullable(),
  rtcmTime: WireTime.nullable(),
  ggaStatus: z.number().int().min(0).max(8).nullable(),
});
/** Parsed shape of {@link NewServInfo}. */
export type NewServInfo = z.infer<typeof NewServInfo>;

/**
 * One point of the usage timeline (part2 §3 ggaData): time, ggaStatus (fix 0-8), diffAge (s,
 * null when absent), satNum, accessPoint, the session's loginTime/logoutTime, and the position
 * (degrees, null without one). Downsampled to ≤ {@link TIMELINE_MAX_POINTS}, extremes kept.
 */
export const GgaPoint = z.object({
  time: WireTime,
  ggaStatus: z.number().int().min(0).max(8),
  diffAge: z.number().nullable(),
  satNum: z.number().int().min(0),
  accessPoint: z.string(),
  loginTime: WireTime.nullable(),
  logoutTime: WireTime.nullable(),
  lat: z.number().nullable().default(null),
  lon: z.number().nullable().default(null),
});
/** Parsed shape of {@link GgaPoint}. */
export type GgaPoint = z.infer<typeof GgaPoint>;

/**
 * The most timeline points an answer carries: 250 min/max buckets (worst fix, oldest correction),
 * about one point per 2 px of the chart. Measured: recharts' first paint of two charts grows with
 * the points, and 1,000 missed the search → chart budget of 500 ms (docs/fault-diagnosis.md).
 */
export const TIMELINE_MAX_POINTS = 500;

/**
 * Usage info (part2 §3): GGA counts (fixed = status 4, float = 5, invalid = 0) and rates
 * (0-100, two decimals), logins and logouts in the range, online time in ms, and ggaData.
 */
export const UseInfo = z.object({
  fixedGgaCount: z.number().int(),
  fixedRate: z.number(),
  floatGgaCount: z.number().int(),
  floatRate: z.number(),
  ggaCount: z.number().int(),
  invalidGgaCount: z.number().int(),
  loginCount: z.number().int(),
  logoutCount: z.number().int(),
  online: z.number(),
  ggaData: z.array(GgaPoint),
});
/** Parsed shape of {@link UseInfo}. */
export type UseInfo = z.infer<typeof UseInfo>;

/** An error record (part2 §3): a refused connection, errorType 1-6 (L000422-L000427). */
export const ErrorRecord = z.object({
  time: WireTime,
  errorType: z.number().int(),
  ip: z.string(),
  port: numeric(z.number().int()),
  accessPoint: z.string(),
  errorDesc: z.string(),
});
/** Parsed shape of {@link ErrorRecord}. */
export type ErrorRecord = z.infer<typeof ErrorRecord>;

/**
 * A behaviour record (part2 §3): time, opType (1 login, 2 logout, 3 other, 4 GGA), lot
 * (longitude), lat, coordinate ("lat,lot" text), areaName (province and city, filled offline by
 * the sandbox, "" when unknown), ip, port, accessPoint, ggaStr (the sentence of a GGA row).
 */
export const BehaviourRecord = z.object({
  time: WireTime,
  opType: z.number().int(),
  lot: z.number().nullable(),
  lat: z.number().nullable(),
  coordinate: z.string(),
  areaName: z.string(),
  ip: z.string(),
  port: numeric(z.number().int()),
  accessPoint: z.string(),
  ggaStr: z.string().nullable(),
});
/** Parsed shape of {@link BehaviourRecord}. */
export type BehaviourRecord = z.infer<typeof BehaviourRecord>;

/** A page of `records` with `total` (part2 §7: the paged fault calls read data.records, data.total). */
const recordsPage = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), total: z.number().int().nonnegative() });

/** queryExceptionInfo answer. */
export const ErrorPage = recordsPage(ErrorRecord);
/** Parsed shape of {@link ErrorPage}. */
export type ErrorPage = z.infer<typeof ErrorPage>;

/** queryBehaviorInfo answer. */
export const BehaviourPage = recordsPage(BehaviourRecord);
/** Parsed shape of {@link BehaviourPage}. */
export type BehaviourPage = z.infer<typeof BehaviourPage>;

/** reverseGeocode query: a position in degrees (WGS84). */
export const ReverseGeocodeRequest = z.object({
  lat: numeric(z.number().min(-90).max(90)),
  lon: numeric(z.number().min(-180).max(180)),
});
/** What a caller passes for {@link ReverseGeocodeRequest}. */
export type ReverseGeocodeRequest = z.input<typeof ReverseGeocodeRequest>;

/** reverseGeocode answer: province and city ("" outside the dataset), areaName = both joined. */
export const ReverseGeocode = z.object({ province: z.string(), city: z.string(), areaName: z.string() });
/** Parsed shape of {@link ReverseGeocode}. */
export type ReverseGeocode = z.infer<typeof ReverseGeocode>;

/** The columns of the GGA csv export, in order (part2 §7 exportGGAInfo). */
export const GGA_CSV_COLUMNS = [
  "time",
  "ggaStatus",
  "satNum",
  "diffAge",
  "lat",
  "lon",
  "height",
  "accessPoint",
  "ggaStr",
] as const;

/**
 * connectionLog body (project addition, docs/ntrip-caster.md "Connection log"): the account name
 * as typed (≤ 100), an optional range in wire time (UTC; default the last 30 days, at most 30
 * days back like the fault calls: `rules.fault.range`), `page` from 1 and `size` ≤ 1000.
 */
export const ConnectionLogRequest = z.object({
  accountName: z.string().trim().min(1).max(100),
  startTime: WireTime.optional(),
  endTime: WireTime.optional(),
  page: integer(1, Number.MAX_SAFE_INTEGER).default(1),
  size: integer(1, MAX_PAGE_SIZE).default(20),
});
/** What a caller passes for {@link ConnectionLogRequest}. */
export type ConnectionLogRequest = z.input<typeof ConnectionLogRequest>;

/**
 * One connection attempt of the log, newest first: when (wire time, UTC), its outcome
 * (`accepted` a session, `refused` an error answer, `degraded` found while streaming), the reason
 * code (`ntripRefusalReason`; null when accepted), the client's address, User-Agent (null when
 * none), the mount point asked for, the NTRIP version (1 or 2) and, for an accepted session, how
 * long it lasted in seconds (up to now while it is open; null otherwise).
 */
export const ConnectionLogEntry = z.object({
  time: WireTime,
  outcome: z.enum(["accepted", "refused", "degraded"]),
  reason: z.string().nullable(),
  ip: z.string(),
  port: z.number().int(),
  userAgent: z.string().nullable(),
  mountPoint: z.string(),
  ntripVersion: z.number().int().nullable(),
  durationS: z.number().nullable(),
  /**
   * An accepted session that ended: why (`sessionEndReason`: client, idle, half_open, owner,
   * coverage; docs/ntrip-caster.md "Seats"); absent while it is open or for other outcomes.
   */
  endReason: z.string().optional(),
  /** An accepted session: which password it signed in with (`current`, or `previous` during a rotation's grace). */
  password: z.enum(["current", "previous"]).optional(),
});
/** Parsed shape of {@link ConnectionLogEntry}. */
export type ConnectionLogEntry = z.infer<typeof ConnectionLogEntry>;

/** connectionLog answer: `total` entries in the range and one page of them (`list`). */
export const ConnectionLog = z.object({
  total: z.number().int().nonnegative(),
  list: z.array(ConnectionLogEntry),
});
/** Parsed shape of {@link ConnectionLog}. */
export type ConnectionLog = z.infer<typeof ConnectionLog>;
