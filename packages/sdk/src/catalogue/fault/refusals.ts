// Why the caster refused or degraded a connection (part2 §4 error types 1-6, refined; project
// addition documented in docs/ntrip-caster.md "Refusals"): the reason codes, the status line a
// standard NTRIP client shows for each, the back-off a rover should use, the reconnect-storm
// rule the caster applies and the storm-warning rule the owner is told by.
import { defineEnum } from "../shared/enum.js";
import { defineLabels } from "../shared/label.js";

/**
 * Why a connection attempt was refused (`refused`: answered with an error status, no stream) or
 * a streaming session degraded (`degraded`: the stream goes on, or stops for coverage). Label
 * keys `ntripRefusalReason.<code>`; the one-line fix is `ntripRefusal.<code>.fix`.
 */
export const ntripRefusalReason = defineEnum("ntripRefusalReason", "part2 §4 (refined)", [
  ["bad_credentials", "danger"],
  ["disabled", "danger"],
  ["locked", "danger"],
  ["ended", "danger"],
  ["not_activated", "danger"],
  ["concurrency", "warning"],
  ["wrong_mount_point", "danger"],
  ["no_gga", "warning"],
  ["bad_gga", "warning"],
  ["out_of_coverage", "warning"],
  ["reconnect_storm", "danger"],
]);

/**
 * The outcome of a connection attempt in the connection log: `accepted` (a session), `refused`
 * (an error answer), `degraded` (found while streaming). Label keys `connectionOutcome.<code>`.
 */
export const connectionOutcome = defineEnum("connectionOutcome", "part2 §4 (refined)", [
  ["accepted", "success"],
  ["refused", "danger"],
  ["degraded", "warning"],
]);

/** A reason code of {@link ntripRefusalReason}. */
export type NtripRefusalReason =
  | "bad_credentials"
  | "disabled"
  | "locked"
  | "ended"
  | "not_activated"
  | "concurrency"
  | "wrong_mount_point"
  | "no_gga"
  | "bad_gga"
  | "out_of_coverage"
  | "reconnect_storm";

/** What a reason means on the wire and for a rover's retries. */
export interface NtripRefusalInfo {
  /** `refused`: the request got an error answer; `degraded`: found while streaming. */
  readonly outcome: "refused" | "degraded";
  /** HTTP status of the answer (null for degradations: a streaming client gets no new status). */
  readonly status: 401 | 403 | 404 | 429 | null;
  /**
   * Reason phrase of the status line (`HTTP/1.1 403 Account disabled`), English as HTTP
   * reason phrases are; 401 keeps the standard phrase that clients match on.
   */
  readonly phrase: string | null;
  /** The part2 §4 error type (1-6) the fault calls keep showing for it. */
  readonly errorType: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * Back-off a rover should use before reconnecting, seconds: wait `firstS`, double each failed
   * attempt up to `maxS`, add random jitter. Refusals that need a person wait long.
   */
  readonly backoff: { readonly firstS: number; readonly maxS: number };
}

/** Every reason's status line, error type and back-off (project choices, docs/ntrip-caster.md). */
export const NTRIP_REFUSALS: { readonly [R in NtripRefusalReason]: NtripRefusalInfo } = {
  bad_credentials: {
    outcome: "refused",
    status: 401,
    phrase: "Unauthorized",
    errorType: 1,
    backoff: { firstS: 60, maxS: 3600 },
  },
  disabled: {
    outcome: "refused",
    status: 403,
    phrase: "Account disabled",
    errorType: 4,
    backoff: { firstS: 300, maxS: 3600 },
  },
  locked: {
    outcome: "refused",
    status: 403,
    phrase: "Account locked",
    errorType: 4,
    backoff: { firstS: 300, maxS: 3600 },
  },
  ended: {
    outcome: "refused",
    status: 403,
    phrase: "Service ended",
    errorType: 3,
    backoff: { firstS: 300, maxS: 3600 },
  },
  not_activated: {
    outcome: "refused",
    status: 403,
    phrase: "Account not activated",
    errorType: 3,
    backoff: { firstS: 300, maxS: 3600 },
  },
  concurrency: {
    outcome: "refused",
    status: 403,
    phrase: "Concurrency limit reached",
    errorType: 5,
    backoff: { firstS: 10, maxS: 300 },
  },
  wrong_mount_point: {
    outcome: "refused",
    status: 404,
    phrase: "Mount point not found",
    errorType: 2,
    backoff: { firstS: 60, maxS: 3600 },
  },
  no_gga: { outcome: "degraded", status: null, phrase: null, errorType: 6, backoff: { firstS: 1, maxS: 60 } },
  bad_gga: {
    outcome: "degraded",
    status: null,
    phrase: null,
    errorType: 6,
    backoff: { firstS: 1, maxS: 60 },
  },
  out_of_coverage: {
    outcome: "degraded",
    status: null,
    phrase: null,
    errorType: 6,
    backoff: { firstS: 60, maxS: 3600 },
  },
  reconnect_storm: {
    outcome: "refused",
    status: 429,
    phrase: "Too many reconnects",
    errorType: 5,
    backoff: { firstS: 60, maxS: 600 },
  },
};

/**
 * A session on a network mount point (whose station follows the rover's GGA) that has sent no
 * GGA this many seconds after it started streaming is degraded with `no_gga`, once per session.
 */
export const NO_GGA_AFTER_S = 30;

/**
 * The caster's reconnect-storm rule: more than `attempts` connection attempts (accepted or not)
 * of one account within `windowS` seconds are refused with `reconnect_storm` and a Retry-After
 * until the window has room again. Never a silent ban: every such refusal is answered and logged.
 */
export const RECONNECT_STORM = { attempts: 30, windowS: 60 } as const;

/**
 * The storm-warning rule: `refusals` refused attempts of one account within `windowMin` minutes
 * send its owner one warning (in-app message and e-mail), at most once per `everyMin` minutes.
 */
export const REFUSAL_STORM_WARNING = { refusals: 20, windowMin: 10, everyMin: 60 } as const;

/**
 * Seconds a client refused for a reconnect storm must wait: until the oldest attempt of the
 * window leaves it (at least 1 s), or null when `attemptTimes` (epoch ms, any order, this attempt
 * excluded) leave room at `now` (epoch ms). Part2 §4 refinement, docs/ntrip-caster.md.
 */
export function reconnectStormRetryAfterS(attemptTimes: readonly number[], now: number): number | null {
  const windowMs = RECONNECT_STORM.windowS * 1000;
  const inWindow = attemptTimes.filter((t) => t > now - windowMs && t <= now).sort((a, b) => a - b);
  if (inWindow.length < RECONNECT_STORM.attempts) return null;
  const oldest = inWindow[inWindow.length - RECONNECT_STORM.attempts] as number;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

/**
 * Whether the owner is due a storm warning at `now` (epoch ms): `refusalTimes` (epoch ms, this
 * refusal included) hold at least {@link REFUSAL_STORM_WARNING}.refusals within its window, and
 * the last warning (`lastWarnedAt`, epoch ms or null) is at least `everyMin` minutes old.
 */
export function refusalStormWarningDue(
  refusalTimes: readonly number[],
  lastWarnedAt: number | null,
  now: number,
): boolean {
  const w = REFUSAL_STORM_WARNING;
  if (lastWarnedAt !== null && now - lastWarnedAt < w.everyMin * 60_000) return false;
  const from = now - w.windowMin * 60_000;
  return refusalTimes.filter((t) => t > from && t <= now).length >= w.refusals;
}

/**
 * The reason of a part2 §4 error record that predates the reason codes (or comes from a system
 * that only knows error types 1-6): its error type, refined by the English description the
 * caster stored (`errorDesc`), e.g. type 4 "account locked" → `locked`. Unknown types → null.
 */
export function refusalReasonOfErrorType(errorType: number, errorDesc = ""): NtripRefusalReason | null {
  const d = errorDesc.toLowerCase();
  switch (errorType) {
    case 1:
      return "bad_credentials";
    case 2:
      return "wrong_mount_point";
    case 3:
      return d.includes("activat") ? "not_activated" : "ended";
    case 4:
      return d.includes("lock") ? "locked" : "disabled";
    case 5:
      return d.includes("reconnect") ? "reconnect_storm" : "concurrency";
    case 6:
      if (d.includes("no gga")) return "no_gga";
      return d.includes("gga") ? "bad_gga" : "out_of_coverage";
    default:
      return null;
  }
}

/** Labels of the reasons: name and one-line fix, in both languages. */
export const refusalLabels = defineLabels({
  "zh-CN": {
    "ntripRefusalReason.bad_credentials": "账号或密码错误",
    "ntripRefusalReason.disabled": "账号已停用",
    "ntripRefusalReason.locked": "账号已锁定",
    "ntripRefusalReason.ended": "服务已到期",
    "ntripRefusalReason.not_activated": "账号未激活",
    "ntripRefusalReason.concurrency": "并发超限",
    "ntripRefusalReason.wrong_mount_point": "挂载点不存在或无权访问",
    "ntripRefusalReason.no_gga": "未发送 GGA",
    "ntripRefusalReason.bad_gga": "GGA 无效",
    "ntripRefusalReason.out_of_coverage": "超出服务范围",
    "ntripRefusalReason.reconnect_storm": "重连过于频繁",
    "ntripRefusal.bad_credentials.fix": "核对终端中配置的差分账号与密码（区分大小写）",
    "ntripRefusal.disabled.fix": "在账号列表中启用该账号后重新连接",
    "ntripRefusal.locked.fix": "联系管理员解锁该账号",
    "ntripRefusal.ended.fix": "续费或更换为服务期内的账号",
    "ntripRefusal.not_activated.fix": "手动激活该账号，或改为首次连接时自动激活",
    "ntripRefusal.concurrency.fix": "断开其他使用该账号的终端，或提高资源池并发数",
    "ntripRefusal.wrong_mount_point.fix": "将终端的挂载点设为源列表中该账号可用的一个",
    "ntripRefusal.no_gga.fix": "在终端中开启 GGA 上报（建议 1 Hz）：网络挂载点按 GGA 选择基站",
    "ntripRefusal.bad_gga.fix": "修正终端的 NMEA GGA 输出（校验和与各字段）",
    "ntripRefusal.out_of_coverage.fix": "在覆盖范围内作业，或确认终端上报的位置正确",
    "ntripRefusal.reconnect_storm.fix": "断线后按指数退避重连，不要立即重试",
    "ntripRefusal.backoff": "重连退避：先等待 {firstS} 秒，每次失败加倍，最长 {maxS} 秒，并加入随机抖动",
    "connectionOutcome.accepted": "已接受",
    "connectionOutcome.refused": "已拒绝",
    "connectionOutcome.degraded": "服务降级",
    "connectionLog.title": "连接日志",
    "connectionLog.field.time": "时间",
    "connectionLog.field.outcome": "结果",
    "connectionLog.field.reason": "原因",
    "connectionLog.field.client": "客户端地址",
    "connectionLog.field.userAgent": "客户端软件",
    "connectionLog.field.mountPoint": "挂载点",
    "connectionLog.field.ntripVersion": "NTRIP 版本",
    "connectionLog.field.duration": "会话时长",
  },
  en: {
    "ntripRefusalReason.bad_credentials": "Wrong account name or password",
    "ntripRefusalReason.disabled": "Account disabled",
    "ntripRefusalReason.locked": "Account locked",
    "ntripRefusalReason.ended": "Service ended",
    "ntripRefusalReason.not_activated": "Account not activated",
    "ntripRefusalReason.concurrency": "Concurrency limit reached",
    "ntripRefusalReason.wrong_mount_point": "Mount point not found or not permitted",
    "ntripRefusalReason.no_gga": "No GGA sent",
    "ntripRefusalReason.bad_gga": "Invalid GGA",
    "ntripRefusalReason.out_of_coverage": "Outside the service area",
    "ntripRefusalReason.reconnect_storm": "Too many reconnects",
    "ntripRefusal.bad_credentials.fix":
      "Check the account name and password configured in the rover (case-sensitive)",
    "ntripRefusal.disabled.fix": "Enable the account in the account list, then reconnect",
    "ntripRefusal.locked.fix": "Ask an administrator to unlock the account",
    "ntripRefusal.ended.fix": "Renew the service or use an account that is in service",
    "ntripRefusal.not_activated.fix":
      "Activate the account manually, or switch it to activation on first connection",
    "ntripRefusal.concurrency.fix":
      "Disconnect the other rovers using this account, or raise the pool's concurrency",
    "ntripRefusal.wrong_mount_point.fix":
      "Set the rover's mount point to one of the sourcetable's that this account may use",
    "ntripRefusal.no_gga.fix":
      "Turn on GGA output in the rover (1 Hz): a network mount point picks the station from it",
    "ntripRefusal.bad_gga.fix": "Fix the rover's NMEA GGA output (checksum and fields)",
    "ntripRefusal.out_of_coverage.fix":
      "Work inside the coverage area, or check the position the rover reports",
    "ntripRefusal.reconnect_storm.fix": "Reconnect with exponential back-off, never at once",
    "ntripRefusal.backoff":
      "Back-off: wait {firstS} s, double after each failure up to {maxS} s, add random jitter",
    "connectionOutcome.accepted": "Accepted",
    "connectionOutcome.refused": "Refused",
    "connectionOutcome.degraded": "Degraded",
    "connectionLog.title": "Connection log",
    "connectionLog.field.time": "Time",
    "connectionLog.field.outcome": "Outcome",
    "connectionLog.field.reason": "Reason",
    "connectionLog.field.client": "Client",
    "connectionLog.field.userAgent": "Software",
    "connectionLog.field.mountPoint": "Mount point",
    "connectionLog.field.ntripVersion": "NTRIP",
    "connectionLog.field.duration": "Duration",
  },
});
