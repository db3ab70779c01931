// The names of the batch actions (part1 §9 action codes 1-9: enable, disable, activate, export,
// remark, reset password, edit validity, trial on, trial off): the SDK's `actionCode.*` labels,
// so every button, dialog and message names an action the same way.
import { ActionCode } from "@fixcloud/sdk";
import type { TFunction } from "i18next";

/** An action with a code, e.g. `editValidity`. */
export type CodedAction = keyof typeof ActionCode;

/** The SDK label of an action, e.g. "Edit validity" / "修改有效期". */
export function actionLabel(t: TFunction, action: CodedAction): string {
  return t(`actionCode.${ActionCode[action]}`, { ns: "sdk" });
}
