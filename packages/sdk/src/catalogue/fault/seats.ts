// Seats and their sessions (project addition to part2 §4, docs/ntrip-caster.md "Seats"): how long
// a silent session keeps its seat, how a dead TCP peer is noticed, why a session ended, and the
// refusal that names who holds the seat a second client asked for.
import { defineEnum } from "../shared/enum.js";
import { defineLabels } from "../shared/label.js";

/**
 * A streaming session from which the caster has received nothing (no GGA, no other byte) for
 * this many seconds is closed and frees its seat (`idle`). A rover sends GGA at 1 Hz or at
 * least every few seconds; a minute of silence is a rover gone.
 */
export const SESSION_IDLE_LIMIT_S = 60;

/**
 * TCP keep-alive on every caster socket: the first probe after this many seconds without
 * traffic; the kernel's probes that go unanswered close a half-open connection (`half_open`).
 */
export const TCP_KEEPALIVE_S = 15;

/**
 * Why a session ended, as the connection log shows it: `client` (the rover closed it),
 * `idle` (nothing received for {@link SESSION_IDLE_LIMIT_S}), `half_open` (the peer stopped
 * answering TCP), `owner` (ended by the account's owner), `coverage` (left the network).
 * Label keys `sessionEndReason.<code>`.
 */
export const sessionEndReason = defineEnum("sessionEndReason", "part2 §4 (refined)", [
  ["client", "neutral"],
  ["idle", "warning"],
  ["half_open", "warning"],
  ["owner", "info"],
  ["coverage", "warning"],
]);

/** A code of {@link sessionEndReason}. */
export type SessionEndReason = "client" | "idle" | "half_open" | "owner" | "coverage";

/**
 * The reason phrase of the refusal of a client that asks for a seat that a session holds:
 * `Seat in use by 10.0.0.5 since 12:03:04Z` (the holder's address and its login time, UTC, to
 * the second; `since` epoch ms). English, as HTTP reason phrases are.
 */
export function seatInUsePhrase(ip: string, since: number): string {
  return `Seat in use by ${ip} since ${new Date(since).toISOString().slice(11, 19)}Z`;
}

/** Labels of the end reasons, in both languages. */
export const seatLabels = defineLabels({
  "zh-CN": {
    "sessionEndReason.client": "终端断开",
    "sessionEndReason.idle": "空闲超时",
    "sessionEndReason.half_open": "连接失效（半开）",
    "sessionEndReason.owner": "由所有者结束",
    "sessionEndReason.coverage": "超出服务范围",
  },
  en: {
    "sessionEndReason.client": "Closed by the rover",
    "sessionEndReason.idle": "Idle timeout",
    "sessionEndReason.half_open": "Dead connection (half-open)",
    "sessionEndReason.owner": "Ended by the owner",
    "sessionEndReason.coverage": "Outside the service area",
  },
});
