// Messages of `audit list|show|export` (docs/audit.md): flag errors and headings. Action, entity and
// field labels are the SDK's.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the audit verbs. */
export const auditMessages = defineLabels({
  en: {
    "audit.since.bad": "--since/--until take 30m, 24h, 7d or a time YYYY-MM-DD HH:mm (UTC) (got {value}).",
    "audit.flag.bad": "{flag} takes a value of 1 to {max, plural, one {# character} other {# characters}}.",
    "audit.target.bad": "--target names an unknown kind: {value} (known: {known}).",
    "audit.id.bad": "<id> is required: the number of an audit entry (see `audit list`).",
    "audit.page": "Page {page} of {pages}, {total, plural, one {# entry} other {# entries}}",
    "audit.rows": "Rows of the batch: {total}",
    "audit.exportExt": "--out must end in .xlsx, got '{file}'.",
    "audit.exported": "Saved the audit entries to {file}.",
  },
  "zh-CN": {
    "audit.since.bad": "--since/--until 只能是 30m、24h、7d 或时间 YYYY-MM-DD HH:mm（UTC）（收到 {value}）。",
    "audit.flag.bad": "{flag} 的值须为 1 到 {max} 个字符。",
    "audit.target.bad": "--target 的对象类型未知：{value}（可用：{known}）。",
    "audit.id.bad": "需要 <id>：操作日志的编号（见 `audit list`）。",
    "audit.page": "第 {page}/{pages} 页，共 {total} 条",
    "audit.rows": "批量任务明细：{total} 行",
    "audit.exportExt": "--out 必须以 .xlsx 结尾，实际为 '{file}'。",
    "audit.exported": "操作日志已保存到 {file}。",
  },
});
