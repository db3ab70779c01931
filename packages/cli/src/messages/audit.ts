// Messages of `audit list|show` (docs/audit.md): flag errors and headings. Action, entity and
// field labels are the SDK's.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the audit verbs. */
export const auditMessages = defineLabels({
  en: {
    "audit.col.user": "User",
    "audit.col.role": "Role",
    "audit.col.client": "Client",
    "audit.col.action": "Action",
    "audit.col.target": "Target",
    "audit.col.changes": "Changes",
    "audit.since.bad": "--since/--until take 30m, 24h, 7d or a time YYYY-MM-DD HH:mm (UTC) (got {value}).",
    "audit.flag.bad": "{flag} takes a value of 1 to {max, plural, one {# character} other {# characters}}.",
    "audit.target.bad": "--target names an unknown kind: {value} (known: {known}).",
    "audit.id.bad": "<id> is required: the number of an audit entry (see `audit list`).",
    "audit.page": "Page {page} of {pages}, {total, plural, one {# entry} other {# entries}}",
    "audit.rows": "Rows of the batch: {total}",
  },
  "zh-CN": {
    "audit.col.user": "操作人",
    "audit.col.role": "角色",
    "audit.col.client": "来源",
    "audit.col.action": "操作",
    "audit.col.target": "对象",
    "audit.col.changes": "变更内容",
    "audit.since.bad": "--since/--until 只能是 30m、24h、7d 或时间 YYYY-MM-DD HH:mm（UTC）（收到 {value}）。",
    "audit.flag.bad": "{flag} 的值须为 1 到 {max} 个字符。",
    "audit.target.bad": "--target 的对象类型未知：{value}（可用：{known}）。",
    "audit.id.bad": "需要 <id>：操作日志的编号（见 `audit list`）。",
    "audit.page": "第 {page}/{pages} 页，共 {total} 条",
    "audit.rows": "批量任务明细：{total} 行",
  },
});
