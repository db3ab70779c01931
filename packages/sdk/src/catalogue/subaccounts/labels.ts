// Labels of sub-accounts: states, fields and the messages of their rules (part2 §3-5, §8).
import { formLabels } from "../shared/form.js";
import { defineLabels } from "../shared/label.js";
import { subAccountForm } from "./forms.js";

/** The subaccounts area's labels in both languages (same keys; checked by the compiler and a test). */
export const subaccountsLabels = defineLabels({
  "zh-CN": {
    ...formLabels(subAccountForm, "zh-CN"),
    L000520: "密码须为 8 到 20 位且不含空格，至少包含数字、大写字母、小写字母、特殊字符中的两种",
    L000522: "账号创建成功",
    L000518: "确定要删除该账号吗？删除后无法恢复。",
    L000665: "请输入姓名",
    L000666: "姓名不能超过 50 个字符",
    "userStatus.0": "正常",
    "userStatus.2": "已停用",
    "userStatus.3": "已锁定",
    "field.userconsoleUseId": "用户 ID",
    "field.userName": "用户名称",
    "field.userStatus": "状态",
    "field.roleList": "已分配角色",
  },
  en: {
    ...formLabels(subAccountForm, "en"),
    L000520:
      "The password must be 8 to 20 characters without spaces and contain at least two of: digits, uppercase letters, lowercase letters, special characters",
    L000522: "Account created",
    L000518: "Delete this account? This cannot be undone.",
    L000665: "Please enter the full name",
    L000666: "The full name must not exceed 50 characters",
    "userStatus.0": "Active",
    "userStatus.2": "Disabled",
    "userStatus.3": "Locked",
    "field.userconsoleUseId": "User ID",
    "field.userName": "User name",
    "field.userStatus": "Status",
    "field.roleList": "Assigned roles",
  },
});
