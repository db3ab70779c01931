// `fixcloud subaccounts disable <user>`: the status toggle of part2 §4 to disabled for one
// sub-account, ending its sessions (updateSubAccountStatus, part2 §7); see ./status.ts.
import { h } from "../../lang.js";
import { statusVerb } from "./status.js";

export const { command, jsonFields, parseOptions, run } = statusVerb(
  "disable",
  h(
    "Disable a sub-account; its sessions end at once (asks first; --yes in scripts).",
    "停用子账号，其登录会话立即失效（会先确认；脚本中请加 --yes）。",
  ),
  ["fixcloud subaccounts disable ops01 --yes"],
  () => import("./disable.js"),
);
