// The `roles` noun (part2 §2 role page, §7 "Roles"): its help. Its verbs are listed in
// ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const roles: NounCommand = {
  name: "roles",
  description: h(
    "Manage roles: their menu permissions and the sub-accounts that hold them.",
    "管理角色：菜单权限及持有角色的子账号。",
  ),
  examples: [
    "fixcloud roles list --status enabled",
    h(
      'fixcloud roles create --name "Operations" --remarks "night shift"',
      'fixcloud roles create --name "运维" --remarks "夜班"',
    ),
    "fixcloud roles update R000004 --menus LMJFW_KHF756,DC_JSH028",
    "fixcloud roles assign R000004 --users operator",
    "fixcloud roles menus",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
