// Messages of `fixcloud config` (settings per profile, the list of profiles), in both
// languages.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the config verbs. */
export const configMessages = defineLabels({
  en: {
    "config.badKey": "Unknown setting '{key}'. Settings: {keys}.",
    "config.badValue": "{key} must be one of {choices}, got '{value}'. Nothing was changed.",
    "config.badURL":
      "base-url must be an http:// or https:// URL without user, query or fragment, got '{value}'. Nothing was changed.",
    "config.set": "Set {key} = {value} in profile '{profile}'.",
    "config.unset": "Removed {key} from profile '{profile}'; its default applies.",
    "config.signedOut":
      "Profile '{profile}' was signed out: its session belonged to the previous server. Run `fixcloud login`.",
    "config.settingsOf": "Settings of profile '{profile}' ({file}):",
    "config.profiles": "Profiles (* active):",
    "config.key": "Setting",
    "config.value": "Value",
    "config.default": "default",
    "config.default.lang": "from LANG",
    "config.default.output": "table on a terminal, json when piped",
    "config.notSignedIn": "(not signed in)",
  },
  "zh-CN": {
    "config.badKey": "未知的设置项 '{key}'。可用设置项：{keys}。",
    "config.badValue": "{key} 必须是 {choices} 之一，实际为 '{value}'。未做任何修改。",
    "config.badURL":
      "base-url 必须是 http:// 或 https:// 地址，且不含用户名、查询参数或片段，实际为 '{value}'。未做任何修改。",
    "config.set": "已在配置 '{profile}' 中设置 {key} = {value}。",
    "config.unset": "已从配置 '{profile}' 中移除 {key}，恢复默认值。",
    "config.signedOut": "配置 '{profile}' 已退出登录：其会话属于之前的服务器。请运行 `fixcloud login`。",
    "config.settingsOf": "配置 '{profile}' 的设置（{file}）：",
    "config.profiles": "配置列表（* 为当前配置）：",
    "config.key": "设置项",
    "config.value": "值",
    "config.default": "默认",
    "config.default.lang": "取自 LANG",
    "config.default.output": "终端中为 table，管道中为 json",
    "config.notSignedIn": "（未登录）",
  },
});
