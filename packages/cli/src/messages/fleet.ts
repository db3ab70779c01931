// Messages of `fixcloud fleet health` (fleet health, docs/fleet-health.md): the verb's own
// sentences; the figures' names, windows and refusal reasons come from the SDK's fleet labels.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the fleet verbs. */
export const fleetMessages = defineLabels({
  en: {
    "fleet.title": "Fleet health, {window} ({from} → {to})",
    "fleet.rovers":
      "{total, plural, one {# rover} other {# rovers}}: {active} active, {fixing} fixing, {notFixing} not fixing",
    "fleet.trend": "Fix rate over time:",
    "fleet.legend": "█ 100% fixed … ▁ under 12.5%  · no GGA",
    "fleet.worst": "Rovers faring worst ({count}):",
    "fleet.trendSheet": "Trend",
    "fleet.badValue": "{flag} takes a value of 1 to 64 characters; got '{value}'.",
    "fleet.sameFile": "--export and --export-trend name the same file: {file}.",
  },
  "zh-CN": {
    "fleet.title": "终端群健康，{window}（{from} → {to}）",
    "fleet.rovers": "{total} 个终端：活跃 {active} 个，固定解正常 {fixing} 个，固定解不足 {notFixing} 个",
    "fleet.trend": "固定率趋势：",
    "fleet.legend": "█ 固定率 100% … ▁ 低于 12.5%  · 无 GGA",
    "fleet.worst": "表现最差的终端（{count} 个）：",
    "fleet.trendSheet": "趋势",
    "fleet.badValue": "{flag} 的取值须为 1 到 64 个字符，收到“{value}”。",
    "fleet.sameFile": "--export 与 --export-trend 指向同一个文件：{file}。",
  },
});
