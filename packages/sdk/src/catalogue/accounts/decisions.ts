// Why a batch leaves a row alone (part1 §4 state machine; docs/batch-operations.md): one
// decision per action, read by the sandbox when it runs a batch and by the CLI's `--dry-run`
// when it predicts one, so the two can never disagree. Pure functions of the row and the
// batch's parameters; what a batch then writes stays the server's business.
import type { BatchActionName, BatchReason } from "./enums.js";

/** The account fields a decision reads (list row names, part1 §7). */
export interface BatchSubject {
  serviceState: number;
  disableState: number;
  silentSwitch: number | null;
  accountRemark: string | null;
  activationType: number;
  validTime: number | null;
  validTimeUnit: string | null;
  silenceTime: number | null;
  silenceTimeUnit: string | null;
  /** The usage limit; null on accounts that are not metered. */
  limitUseNum: number | null;
  /** What is already used, in the usage limit's unit; absent when the caller does not know it. */
  useNum?: number | null;
}

/** The batch parameters a decision reads (the request fields of the batch calls). */
export interface BatchDecisionParams {
  accountRemark?: string;
  activationType?: number;
  validTime?: number;
  validTimeUnit?: string;
  silenceTime?: number;
  silenceTimeUnit?: string;
  limitUseSum?: number;
}

type Decide = (a: BatchSubject, p: BatchDecisionParams) => BatchReason | undefined;

const DECISIONS: Record<BatchActionName, Decide> = {
  enable: (a) => (a.disableState === 3 ? "locked" : a.disableState === 1 ? "alreadyEnabled" : undefined),
  disable: (a) => (a.disableState === 3 ? "locked" : a.disableState === 2 ? "alreadyDisabled" : undefined),
  activate: (a) => (a.serviceState !== 1 ? "notPending" : a.disableState === 3 ? "locked" : undefined),
  export: () => undefined,
  resetPassword: () => undefined,
  remark: (a, p) => (a.accountRemark === (p.accountRemark ?? "") ? "sameRemark" : undefined),
  activationType: (a, p) =>
    a.serviceState !== 1
      ? "notPending"
      : a.activationType === p.activationType
        ? "sameActivationType"
        : undefined,
  trialOn: (a) =>
    a.serviceState === 3 ? "serviceEnded" : a.silentSwitch === 1 ? "trialAlreadyOn" : undefined,
  trialOff: (a) => (a.silentSwitch !== 1 ? "trialNotOn" : undefined),
  editValidity: (a, p) => {
    if (a.serviceState === 3) return "serviceEnded";
    // The usage limit exists only on metered accounts: elsewhere a given limit changes nothing.
    const limit = p.limitUseSum !== undefined && a.limitUseNum !== null ? p.limitUseSum : a.limitUseNum;
    // A limit below what the account has already used would end it at once: refused, never
    // saved quietly (the caller learns why for each account).
    if (limit !== a.limitUseNum && limit !== null && typeof a.useNum === "number" && limit < a.useNum)
      return "limitBelowUsed";
    const same =
      a.validTime === (p.validTime ?? a.validTime) &&
      a.validTimeUnit === (p.validTimeUnit ?? a.validTimeUnit) &&
      a.silenceTime === (p.silenceTime ?? a.silenceTime) &&
      a.silenceTimeUnit === (p.silenceTimeUnit ?? a.silenceTimeUnit) &&
      a.limitUseNum === limit;
    return same ? "sameValidity" : undefined;
  },
};

/**
 * Why `action` would leave `account` unchanged (a `batchReason` code), or undefined when it
 * changes it. Source: part1 §4 (states), docs/batch-operations.md (reasons).
 */
export function batchSkipReason(
  action: BatchActionName,
  account: BatchSubject,
  params: BatchDecisionParams,
): BatchReason | undefined {
  return DECISIONS[action]?.(account, params);
}

/**
 * Why pool activation would leave `pool` alone: "automatic" (activation mode 2), checked first,
 * then "alreadyActivated" (activation status not 1); undefined when it activates it (part1 §3).
 */
export function poolActivationSkipReason(pool: {
  activationMode: number;
  activationStatus: number;
}): BatchReason | undefined {
  if (pool.activationMode !== 1) return "automatic";
  if (pool.activationStatus !== 1) return "alreadyActivated";
  return undefined;
}
