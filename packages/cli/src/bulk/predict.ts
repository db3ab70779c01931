// What a batch would do to one row, for `--dry-run` (issue 8 item 3; part1 §4 state machine,
// docs/batch-operations.md): the reason it would be left alone (a `batchReason` code), or
// undefined when it would change. The same decisions the sandbox's batches make.
// Follow-up (not yet done): move these into the SDK (catalogue/accounts/rules.ts, e.g. `batchDecision(action,
// account, params)` and `poolActivationDecision(pool)`) and have the sandbox's
// domains/accounts/batches.ts ACTIONS and domains/pools/handlers.ts decide with them, so the
// dry run and the server can never disagree (design.md: a domain decision is an SDK function).
import type { Account, BatchActionName, BatchReason, Pool } from "@fixcloud/sdk";

/** The parameters a decision reads (those the verbs send). */
export interface DecisionParams {
  accountRemark?: string;
  activationType?: number;
  validTime?: number;
  validTimeUnit?: string;
  silenceTime?: number;
  silenceTimeUnit?: string;
  limitUseSum?: number;
}

type Decide = (a: Account, p: DecisionParams) => BatchReason | undefined;

const DECISIONS: Partial<Record<BatchActionName, Decide>> = {
  enable: (a) => (a.disableState === 3 ? "locked" : a.disableState === 1 ? "alreadyEnabled" : undefined),
  disable: (a) => (a.disableState === 3 ? "locked" : a.disableState === 2 ? "alreadyDisabled" : undefined),
  activate: (a) => (a.serviceState !== 1 ? "notPending" : a.disableState === 3 ? "locked" : undefined),
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
    const same =
      a.validTime === (p.validTime ?? a.validTime) &&
      a.validTimeUnit === (p.validTimeUnit ?? a.validTimeUnit) &&
      a.silenceTime === (p.silenceTime ?? a.silenceTime) &&
      a.silenceTimeUnit === (p.silenceTimeUnit ?? a.silenceTimeUnit) &&
      (p.limitUseSum === undefined || a.limitUseNum === null || a.limitUseNum === p.limitUseSum);
    return same ? "sameValidity" : undefined;
  },
};

/** Why `action` would leave `account` alone, or undefined when it would change it. */
export function wouldSkip(
  action: BatchActionName,
  account: Account,
  params: DecisionParams,
): BatchReason | undefined {
  return DECISIONS[action]?.(account, params);
}

/** Why pool activation would leave `pool` alone (automatic first, as the server checks), or undefined. */
export function poolWouldSkip(
  pool: Pick<Pool, "activationMode" | "activationStatus">,
): BatchReason | undefined {
  if (pool.activationMode !== 1) return "automatic";
  if (pool.activationStatus !== 1) return "alreadyActivated";
  return undefined;
}
