// Validation rules of the fault diagnosis search (part2 §5).
import {
  first,
  isBlank,
  L,
  LIMITS,
  len,
  type NumberInput,
  type RuleResult,
  type Text,
  trim,
} from "../shared/rules.js";

// ---------------------------------------------------------------- fault diagnosis (part2 §5)

/** The fault search inputs (part2 §2, §5). Times are epoch ms. */
export interface FaultSearchInput {
  accountName: Text;
  /** The sub-type lookup has answered (successfully or not). */
  lookupDone: boolean;
  servSubType: Text;
  /** Start of the range, epoch ms. */
  startTime?: number | null;
  /** End of the range, epoch ms. */
  endTime?: number | null;
}

export const fault = {
  /** Account name: required (L000278), at most 100 (L000674). */
  accountName(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.faultAccount;
    return len(v) > LIMITS.searchMax ? L.faultAccountLength : null;
  },
  /** The sub-type lookup has answered (successfully or with 571) before a search: else L000279. */
  lookup(done: boolean): RuleResult {
    return done ? null : L.faultLookup;
  },
  /** Service sub-type: required (L000065). */
  servSubType(value: Text): RuleResult {
    return isBlank(value) ? L.faultSubType : null;
  },
  /**
   * Time range (epoch ms): required (L000277), start before end (L000677), not in the
   * future (L000676), within the last 30 days = 2592000000 ms (L000675).
   */
  range(
    start: number | null | undefined,
    end: number | null | undefined,
    now: number = Date.now(),
  ): RuleResult {
    if (start === null || start === undefined || end === null || end === undefined) return L.faultRange;
    if (start > end) return L.rangeOrder;
    if (end > now) return L.faultFuture;
    return start < now - LIMITS.faultWindowMs ? L.faultWindow : null;
  },
  /**
   * Whether a day may be picked in the date picker: within the last 30 days and not in the
   * future (part2 §5). `time` and `now` in epoch ms.
   */
  selectable(time: number, now: number = Date.now()): boolean {
    return time <= now && time >= now - LIMITS.faultWindowMs;
  },
  /**
   * The search prerequisites in order (part2 §5): account name (L000278), sub-type lookup
   * finished (L000279), sub-type (L000065), time range (L000277 and the window rules).
   */
  faultSearchErrors(input: FaultSearchInput, now: number = Date.now()): RuleResult {
    return first(
      fault.accountName(input.accountName),
      fault.lookup(input.lookupDone),
      fault.servSubType(input.servSubType),
      fault.range(input.startTime, input.endTime, now),
    );
  },
  /** deviceId is sent only for calc types 2, 5, 6 and 7 (part2 §5). */
  sendsDeviceId(calcType: NumberInput): boolean {
    return ["2", "5", "6", "7"].includes(String(calcType));
  },
  /** Export is offered only for sub-types nrtk_serv and rtd_serv (part2 §2). */
  canExport(servSubType: Text): boolean {
    return servSubType === "nrtk_serv" || servSubType === "rtd_serv";
  },
};
