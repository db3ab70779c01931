// Fault diagnosis: GGA fix quality, error and behaviour types, online status (part2 §3-4).
import { defineEnum } from "../shared/enum.js";

/** GGA fix quality 0-8, standard NMEA meanings (part2 §4). Tones are a project choice. */
export const ggaFixQuality = defineEnum("ggaFixQuality", "part2 §4", [
  [0, "danger"],
  [1, "neutral"],
  [2, "info"],
  [3, "info"],
  [4, "success"],
  [5, "warning"],
  [6, "caution"],
  [7, "neutral"],
  [8, "neutral"],
]);
/** Fault-diagnosis error types 1-6, labelled by L000422-L000427 (part2 §4). */
export const errorType = defineEnum("errorType", "part2 §4", [
  { value: 1, labelKey: "L000422" },
  { value: 2, labelKey: "L000423" },
  { value: 3, labelKey: "L000424" },
  { value: 4, labelKey: "L000425" },
  { value: 5, labelKey: "L000426" },
  { value: 6, labelKey: "L000427" },
]);
/** Behaviour record type: -1 all (filter), 1 login, 2 logout, 3 other, 4 GGA report. Part2 §4. */
export const behaviourType = defineEnum("behaviourType", "part2 §4", [-1, 1, 2, 3, 4]);
/** Latest service info online status: 0 offline, 1 online (part2 §3). */
export const faultOnlineStatus = defineEnum("faultOnlineStatus", "part2 §3", [
  [1, "success"],
  [0, "neutral"],
]);
/**
 * Service sub-types the fault search names (part2 §2; codes of `SERVICE_SUB_TYPES`): only
 * nrtk_serv and rtd_serv export GGA, ppp_rtk_serv shows the two info sections only.
 */
export const servSubType = defineEnum("servSubType", "part2 §2", [
  "nrtk_serv",
  "rtd_serv",
  "ppp_rtk_serv",
  "ppp_serv",
  "agnss_serv",
  "chip_serv",
]);

export { connectionOutcome, ntripRefusalReason } from "./refusals.js";
export { sessionEndReason } from "./seats.js";
