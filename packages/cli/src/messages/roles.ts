// Messages of the `roles` verbs (part2 §2 role page; CLI). Domain labels and the rule
// and success messages (L-codes) are the SDK's.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the role verbs. */
export const rolesMessages = defineLabels({
  en: {
    "roles.alreadyInState": "Role {role} is already in that state; nothing was changed.",
    "roles.unknownMenus": "Not menu or permission codes: {codes} (see `fixcloud roles menus`).",
    "roles.unknownUsers": "Not sub-accounts of your organization: {names}; nothing was changed.",
    "roles.nothingToUpdate": "Give --name, --remarks or --menus.",
  },
  "zh-CN": {
    "roles.alreadyInState": "角色 {role} 已是该状态，未做修改。",
    "roles.unknownMenus": "以下不是菜单或权限编码：{codes}（见 `fixcloud roles menus`）。",
    "roles.unknownUsers": "以下不是本企业的子账号：{names}，未做任何修改。",
    "roles.nothingToUpdate": "请提供 --name、--remarks 或 --menus。",
  },
});
