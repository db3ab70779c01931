// Labels of the security centre (part2 §5 rules) and of the "User info" entity of part2 §3
// that the personal centre shows (`userInfo.<field>`, `userType.<value>`).
import { formLabels } from "../shared/form.js";
import { defineLabels } from "../shared/label.js";
import { securityForms } from "./forms.js";

const fieldLabels = (language: "zh-CN" | "en") =>
  Object.assign({}, ...securityForms.map((f) => formLabels(f, language))) as Record<string, string>;

/** The security area's labels in both languages (same keys; checked by the compiler and a test). */
export const securityLabels = defineLabels({
  "zh-CN": {
    ...fieldLabels("zh-CN"),
    L000678: "请输入原手机号或邮箱",
    L000679: "请输入新用户名",
    "security.usernameTaken": "该用户名已被使用",
    "userInfo.userName": "用户名",
    "userInfo.userType": "账号类型",
    "userInfo.realName": "姓名",
    "userInfo.phone": "手机号",
    "userInfo.email": "邮箱",
    "userInfo.country": "国家/地区",
    "userInfo.applicationAreaName": "应用领域",
    "userInfo.applicationSceneName": "应用场景",
    "userType.1": "主账号",
    "userType.0": "子账号",
  },
  en: {
    ...fieldLabels("en"),
    L000678: "Please enter the current phone number or email",
    L000679: "Please enter the new username",
    "security.usernameTaken": "This username is already taken",
    "userInfo.userName": "Username",
    "userInfo.userType": "Account type",
    "userInfo.realName": "Name",
    "userInfo.phone": "Phone",
    "userInfo.email": "Email",
    "userInfo.country": "Country/region",
    "userInfo.applicationAreaName": "Application area",
    "userInfo.applicationSceneName": "Application scene",
    "userType.1": "Main account",
    "userType.0": "Sub-account",
  },
});
