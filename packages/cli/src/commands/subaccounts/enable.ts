// `fixcloud subaccounts enable <user>`: the status toggle of part2 §4 to enabled (from disabled
// or locked) for one sub-account (updateSubAccountStatus, part2 §7); see ./status.ts.
import { h } from "../../lang.js";
import { statusVerb } from "./status.js";

export const { command, jsonFields, parseOptions, run } = statusVerb(
  "enable",
  h("Enable a disabled or locked sub-account.", "启用已停用或已锁定的子账号。"),
  ["fixcloud subaccounts enable ops01"],
  () => import("./enable.js"),
);
