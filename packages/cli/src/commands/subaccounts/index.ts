// The `subaccounts` noun (part2 §2 sub-account page): its help. Its verbs, one file each, are
// listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const subaccounts: NounCommand = {
  name: "subaccounts",
  description: h("Sub-accounts of the customer and their roles.", "客户的子账号及其角色。"),
  examples: [
    "fixcloud subaccounts list --user-name ops",
    'printf %s "$PW" | fixcloud subaccounts create --user-name ops01 --full-name "Ops One" --phone 13800138000 --email ops01@example.com --password-stdin',
    "fixcloud subaccounts set-roles ops01 --role operator",
    "fixcloud subaccounts disable ops01 --yes",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
