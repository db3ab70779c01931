// Messages of `login`, `logout`, `whoami` and `auth status|token` (part1 §2 sign-in, §6 roles;
// issue 8), in both languages.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the session verbs. */
export const authMessages = defineLabels({
  en: {
    "login.username": "Username",
    "login.password": "Password",
    "login.captcha": "Verification code (4 characters)",
    "login.captchaFile": "Verification code image saved to {path}",
    "login.captchaArt": "Type the characters shown below:",
    "login.missing":
      "Missing {what}: no terminal to prompt on. Use --username, --password-stdin and --captcha.",
    "login.emptyPassword": "The password read from stdin is empty.",
    "login.signedIn": "Signed in as {user} (customer {customer}) at {url}.",
    "login.smsCode": "SMS verification code (4 characters)",
    "login.codeSent": "A verification code was sent to {phone}. It is valid for 30 minutes.",
    "login.codeSentRunAgain":
      "A verification code was sent to {phone} (valid 30 minutes). Run again with --code: fixcloud login --sms --phone {phone} --code CODE",
    "login.codeWait": "{message} Enter the code sent earlier if it has not been used.",
    "login.smsMissing": "Missing --phone: no terminal to prompt on. Use --sms --phone NUMBER [--code CODE].",
    "login.smsConflict": "--sms signs in with a phone and an SMS code: drop {flags}.",
    "login.smsOnly": "{flags} only go with --sms.",
    "auth.sessionEnded":
      "Profile '{profile}' is not signed in at {url} any more: {message}. Run `fixcloud login`.",
    "auth.envRejected":
      "The server {url} does not accept FIXCLOUD_TOKEN: {message}. Get a new one with `fixcloud auth token`.",
    "status.roleFromServer": "asked of the server",
    "status.noRole": "none (main account: every right)",
    "token.role":
      "Role code: {role}. A run with FIXCLOUD_TOKEN asks the server for it; FIXCLOUD_ROLE_CODE overrides it.",
    "logout.done": "Signed out of profile '{profile}': the session has ended on the server.",
    "logout.envEnded": "The session of FIXCLOUD_TOKEN has ended on the server.",
    "logout.forgottenOnly":
      "Profile '{profile}' no longer holds the token, but the server could not be told: the session stays open there until it expires.",
    "logout.none": "Profile '{profile}' was not signed in.",
    "whoami.user": "User",
    "whoami.customer": "Customer",
    "whoami.accountType": "Account type",
    "whoami.role": "Role",
    "whoami.baseURL": "Base URL",
    "whoami.profile": "Profile",
    "whoami.expires": "Token expires",
    "whoami.token": "Token",
    "whoami.tokenStored": "config file (hidden)",
    "whoami.tokenEnv": "from FIXCLOUD_TOKEN (hidden)",
    "whoami.mainAccount": "main account",
    "whoami.subAccount": "sub-user",
    "whoami.unknown": "unknown",
  },
  "zh-CN": {
    "login.username": "用户名",
    "login.password": "密码",
    "login.captcha": "验证码（4 个字符）",
    "login.captchaFile": "验证码图片已保存到 {path}",
    "login.captchaArt": "请输入下图中的字符：",
    "login.missing": "缺少{what}：没有可交互的终端。请使用 --username、--password-stdin 和 --captcha。",
    "login.emptyPassword": "从标准输入读取的密码为空。",
    "login.signedIn": "已登录：{user}（客户 {customer}），服务器 {url}。",
    "login.smsCode": "短信验证码（4 个字符）",
    "login.codeSent": "验证码已发送到 {phone}，30 分钟内有效。",
    "login.codeSentRunAgain":
      "验证码已发送到 {phone}（30 分钟内有效）。请带上 --code 再次运行：fixcloud login --sms --phone {phone} --code 验证码",
    "login.codeWait": "{message}。如之前发送的验证码尚未使用，可直接输入。",
    "login.smsMissing": "缺少 --phone：没有可交互的终端。请使用 --sms --phone 手机号 [--code 验证码]。",
    "login.smsConflict": "--sms 以手机号和短信验证码登录：请去掉 {flags}。",
    "login.smsOnly": "{flags} 只能与 --sms 一起使用。",
    "auth.sessionEnded": "配置 '{profile}' 在 {url} 的会话已失效：{message}。请运行 `fixcloud login`。",
    "auth.envRejected":
      "服务器 {url} 不接受 FIXCLOUD_TOKEN：{message}。请用 `fixcloud auth token` 获取新令牌。",
    "status.roleFromServer": "由服务器查得",
    "status.noRole": "无（主账号：拥有全部权限）",
    "token.role": "角色代码：{role}。使用 FIXCLOUD_TOKEN 运行时会向服务器查询；FIXCLOUD_ROLE_CODE 可覆盖。",
    "logout.done": "已退出配置 '{profile}'：服务器上的会话已结束。",
    "logout.envEnded": "FIXCLOUD_TOKEN 的会话已在服务器上结束。",
    "logout.forgottenOnly":
      "配置 '{profile}' 已不再保存该令牌，但未能通知服务器：服务器上的会话在过期前仍然有效。",
    "logout.none": "配置 '{profile}' 未登录。",
    "whoami.user": "用户",
    "whoami.customer": "客户",
    "whoami.accountType": "账号类型",
    "whoami.role": "角色",
    "whoami.baseURL": "服务器地址",
    "whoami.profile": "配置",
    "whoami.expires": "令牌过期时间",
    "whoami.token": "令牌",
    "whoami.tokenStored": "配置文件（隐藏）",
    "whoami.tokenEnv": "来自 FIXCLOUD_TOKEN（隐藏）",
    "whoami.mainAccount": "主账号",
    "whoami.subAccount": "子用户",
    "whoami.unknown": "未知",
  },
});
