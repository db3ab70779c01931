// What a batch would do to one row, for `--dry-run`: the SDK's decision
// (catalogue/accounts/decisions.ts), the same function the sandbox's batches decide with, so
// the dry run and the server cannot disagree.
import {
  type Account,
  type BatchActionName,
  type BatchDecisionParams,
  type BatchReason,
  batchSkipReason,
  type Pool,
  poolActivationSkipReason,
} from "@fixcloud/sdk";

/** The parameters a decision reads (those the verbs send). */
export type DecisionParams = BatchDecisionParams;

/** Why `action` would leave `account` alone, or undefined when it would change it. */
export function wouldSkip(
  action: BatchActionName,
  account: Account,
  params: DecisionParams,
): BatchReason | undefined {
  return batchSkipReason(action, account, params);
}

/** Why pool activation would leave `pool` alone (automatic first, as the server checks), or undefined. */
export function poolWouldSkip(
  pool: Pick<Pool, "activationMode" | "activationStatus">,
): BatchReason | undefined {
  return poolActivationSkipReason(pool);
}
