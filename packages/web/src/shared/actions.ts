// The names of the actions on many rows (part1 §9 action codes 1-9: enable, disable, activate,
// export, remark, reset password, edit validity, trial on, trial off; and the activation-type
// setting): the SDK's labels (`actionLabelKey`), so every button, dialog and message names an
// action the way the CLI does.
import { type BatchActionName, actionLabelKey } from "@fixcloud/sdk";
import type { TFunction } from "i18next";

/** The SDK label of an action, e.g. "Edit validity" / "修改有效期", "Activation settings". */
export function actionLabel(t: TFunction, action: BatchActionName): string {
  return t(actionLabelKey(action), { ns: "sdk" });
}
