// The `audit` noun (docs/audit.md): the customer's audit trail, who changed what and what it was
// before. Its verbs are listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const audit: NounCommand = {
  name: "audit",
  description: h(
    "Read the audit trail: who changed what, when, from where, and the old and new values.",
    "查看操作日志：谁在何时从何处修改了什么，以及修改前后的值。",
  ),
  examples: [
    "fixcloud audit list --action remark --since 7d",
    "fixcloud audit show <id>",
    "fixcloud audit export --since 30d --out audit.xlsx",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
