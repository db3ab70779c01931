// States of service accounts (part1 §4) and the batch action codes (part1 §9).
import { defineEnum } from "../shared/enum.js";

/** Service state: 1 pending (blue), 2 in service (green), 3 ended (red). Part1 §4. */
export const serviceState = defineEnum("serviceState", "part1 §4", [
  [1, "info"],
  [2, "success"],
  [3, "danger"],
]);
/** Enable state: 1 enabled, 2 disabled, 3 locked (no toggle button). Part1 §4. */
export const disableState = defineEnum("disableState", "part1 §4", [1, 2, 3]);
/** Online state: 1 online, 2 offline; tones a project choice. Part1 §4. */
export const onlineState = defineEnum("onlineState", "part1 §4", [
  [1, "success"],
  [2, "neutral"],
]);
/** Activation type: 1 manual (console only), 2 automatic (first terminal connection). Part1 §4. */
export const activationType = defineEnum("activationType", "part1 §4", [1, 2]);
/** Trial switch: 1 on, 0 off; empty shows a dash. Part1 §4. */
export const silentSwitch = defineEnum("silentSwitch", "part1 §4", [1, 0]);
/** Batch action codes 1-9 (part1 §9). */
export const actionCode = defineEnum("actionCode", "part1 §9", [1, 2, 3, 4, 5, 6, 7, 8, 9]);

/** Batch action codes 1-9 by name (part1 §9). */
export const ActionCode = {
  enable: 1,
  disable: 2,
  activate: 3,
  export: 4,
  remark: 5,
  resetPassword: 6,
  editValidity: 7,
  trialOn: 8,
  trialOff: 9,
} as const;
/** An action code 1 to 9 (part1 §9). */
export type ActionCode = (typeof ActionCode)[keyof typeof ActionCode];

/** An action on many accounts: one with an action code, or setting the activation type (which has none). */
export type BatchActionName = keyof typeof ActionCode | "activationType";

/**
 * The label key of an action, so every button, dialog, progress message and CLI summary names
 * it the same way: `actionCode.<n>` (part1 §9), `permission.settings` for the activation type.
 */
export function actionLabelKey(action: BatchActionName): string {
  return action === "activationType" ? "permission.settings" : `actionCode.${ActionCode[action]}`;
}

/**
 * Why a batch left a row unchanged or failed it (part1 §4; docs/batch-operations.md): stable
 * codes on the wire, labelled `batchReason.<code>` in both languages. Shared by account and
 * pool batches.
 */
export const batchReason = defineEnum("batchReason", "part1 §4", [
  "notFound",
  "locked",
  "alreadyEnabled",
  "alreadyDisabled",
  "notPending",
  "sameRemark",
  "sameActivationType",
  "serviceEnded",
  "trialAlreadyOn",
  "trialNotOn",
  "sameValidity",
  "limitBelowUsed",
  "automatic",
  "alreadyActivated",
  "sameActivationMode",
]);
/** A batch reason code, e.g. `alreadyEnabled`. */
export type BatchReason = (typeof batchReason)["values"][number]["value"];
