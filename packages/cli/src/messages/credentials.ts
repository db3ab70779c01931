// Messages of `credentials show` (part2 §2 personal centre, §5 secret code, §9 limits).
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the credentials verbs. */
export const credentialsMessages = defineLabels({
  en: {
    "credentials.needCode":
      "The AccessSecret needs the SMS code and there is no terminal to ask for it: run `fixcloud credentials show --send-code`, then `fixcloud credentials show --code <code>` (or use --keys-only).",
    "credentials.codeSent": "An SMS code was sent to {to}; it is valid for 30 minutes.",
    "credentials.prompt": "SMS code sent to {to}",
    "credentials.once": "The AccessSecret is shown only this once: keep it safe.",
  },
  "zh-CN": {
    "credentials.needCode":
      "显示 AccessSecret 需要短信验证码，但没有可用于输入的终端：请先运行 `fixcloud credentials show --send-code`，再运行 `fixcloud credentials show --code <验证码>`（或使用 --keys-only）。",
    "credentials.codeSent": "短信验证码已发送至 {to}，30 分钟内有效。",
    "credentials.prompt": "短信验证码已发送至 {to}",
    "credentials.once": "AccessSecret 只显示这一次，请妥善保存。",
  },
});
