// Messages of `fixcloud connections` (the connection log, docs/ntrip-caster.md): the verb's own
// sentences; the column labels, outcomes and reasons come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the connections verb. */
export const connectionsMessages = defineLabels({
  en: {
    "connections.limit": "--limit takes a whole number from 1 to 1000; got '{value}'.",
    "connections.total": "{total, plural, one {# attempt} other {# attempts}} in the range.",
    "connections.more":
      "The newest {shown} of {total, plural, one {# attempt} other {# attempts}} in the range (--limit shows more).",
  },
  "zh-CN": {
    "connections.limit": "--limit 取 1 到 1000 的整数；收到 '{value}'。",
    "connections.total": "时间范围内共 {total} 次连接。",
    "connections.more": "时间范围内共 {total} 次连接，显示最新的 {shown} 次（--limit 可显示更多）。",
  },
});
