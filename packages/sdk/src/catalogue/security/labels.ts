// Labels of the security centre's rules (part2 §5).
import { defineLabels } from "../shared/label.js";

/** The security area's labels in both languages (same keys; checked by the compiler and a test). */
export const securityLabels = defineLabels({
  "zh-CN": {
    L000678: "请输入原手机号或邮箱",
    L000679: "请输入新用户名",
  },
  en: {
    L000678: "Please enter the current phone number or email",
    L000679: "Please enter the new username",
  },
});
