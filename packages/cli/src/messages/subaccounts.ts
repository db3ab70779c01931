// Messages of `fixcloud subaccounts` (part2 §2 sub-account page, §4 toggle, §8 messages): the
// noun's own sentences; field labels, states and rule messages come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the sub-account verbs. */
export const subaccountsMessages = defineLabels({
  en: {
    "subaccounts.notFound": "No sub-account named '{ref}'.",
    "subaccounts.badRef": "'{ref}' is neither a user id nor a username.",
    "subaccounts.password": "Password of the sub-account:",
    "subaccounts.confirmPassword": "The password again:",
    "subaccounts.passwordMissing":
      "No password: pipe it with --password-stdin, or run on a terminal to be asked.",
    "subaccounts.emptyPassword": "The password read from standard input is empty.",
    "subaccounts.nothingToUpdate":
      "Nothing to change: give --full-name, --phone, --email or --password-stdin/--change-password.",
    "subaccounts.rolesMissing":
      "Give the roles with --role CODE (repeatable), or --no-roles to remove every role.",
    "subaccounts.confirmDisable": "Disable sub-account {user}? Its sessions end at once.",
    "subaccounts.confirmDelete": "Delete sub-account {user}? This cannot be undone.",
    "subaccounts.created": "Created sub-account {user} (user id {id}).",
    "subaccounts.updated": "Updated sub-account {user}.",
    "subaccounts.enabled": "Enabled sub-account {user}.",
    "subaccounts.disabled": "Disabled sub-account {user}.",
    "subaccounts.deleted": "Deleted sub-account {user}.",
    "subaccounts.rolesSet": "Sub-account {user} now holds: {roles}.",
    "subaccounts.noRoles": "no role",
  },
  "zh-CN": {
    "subaccounts.notFound": "没有名为 '{ref}' 的子账号。",
    "subaccounts.badRef": "'{ref}' 既不是用户 ID 也不是用户名。",
    "subaccounts.password": "子账号密码：",
    "subaccounts.confirmPassword": "再次输入密码：",
    "subaccounts.passwordMissing":
      "缺少密码：请用 --password-stdin 从标准输入传入，或在终端中运行以便提示输入。",
    "subaccounts.emptyPassword": "从标准输入读到的密码为空。",
    "subaccounts.nothingToUpdate":
      "没有要修改的内容：请提供 --full-name、--phone、--email 或 --password-stdin/--change-password。",
    "subaccounts.rolesMissing": "请用 --role CODE（可重复）指定角色，或用 --no-roles 移除全部角色。",
    "subaccounts.confirmDisable": "确定停用子账号 {user} 吗？其登录会话将立即失效。",
    "subaccounts.confirmDelete": "确定删除子账号 {user} 吗？删除后无法恢复。",
    "subaccounts.created": "已创建子账号 {user}（用户 ID {id}）。",
    "subaccounts.updated": "已修改子账号 {user}。",
    "subaccounts.enabled": "已启用子账号 {user}。",
    "subaccounts.disabled": "已停用子账号 {user}。",
    "subaccounts.deleted": "已删除子账号 {user}。",
    "subaccounts.rolesSet": "子账号 {user} 现有角色：{roles}。",
    "subaccounts.noRoles": "无角色",
  },
});
