// Messages of the machine-readable output shared by every data verb (`--json [fields]`,
// `--jq`, `--limit`, single records as key,value CSV). Field names are the API's, never
// translated; only the CLI's own sentences are here.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of `--json`, `--jq` and `--limit`. */
export const outputMessages = defineLabels({
  en: {
    "json.fields": "Fields for --json (comma-separated, e.g. --json {example}):",
    "json.unknown": "Unknown field for --json: {fields}. Available: {available}.",
    "json.empty": "--json lists no field; give e.g. --json {example}, or --json alone to see the fields.",
    "json.notJson": "--json and --jq need JSON output, but the command printed something else.",
    "jq.failed": "--jq: {message}",
    "jq.notFound": "--jq: FIXCLOUD_JQ names {path}, which is not a program that can be run.",
    "jq.tooBig":
      "--jq: the built-in jq cannot hold {size} MB of JSON. Install jq (its package is named jq) and run the command again, or pipe --output json to jq.",
    "limit.withAll": "--limit already walks the pages it needs; do not combine it with --all or --page.",
    "column.id": "ID",
    "table.hidden":
      "({count, plural, one {# more column does} other {# more columns do}} not fit the terminal; --output csv or --json has every field.)",
    "view.notFound": "No service account has the id or name '{value}'.",
    "view.packages": "Packages",
    "view.noPackages": "No packages.",
  },
  "zh-CN": {
    "json.fields": "--json 可用的字段（逗号分隔，例如 --json {example}）：",
    "json.unknown": "--json 中有未知字段：{fields}。可用字段：{available}。",
    "json.empty": "--json 未列出任何字段；例如 --json {example}，或只写 --json 查看可用字段。",
    "json.notJson": "--json 和 --jq 需要 JSON 输出，但该命令输出的不是 JSON。",
    "jq.failed": "--jq：{message}",
    "jq.notFound": "--jq：FIXCLOUD_JQ 指定的 {path} 不是可运行的程序。",
    "jq.tooBig":
      "--jq：内置的 jq 无法处理 {size} MB 的 JSON。请安装 jq（软件包名为 jq）后重新运行，或将 --output json 通过管道交给 jq。",
    "limit.withAll": "--limit 会自动翻页到足够的行数，不要与 --all 或 --page 同用。",
    "column.id": "ID",
    "table.hidden": "（另有 {count} 列超出终端宽度；--output csv 或 --json 包含全部字段。）",
    "view.notFound": "没有 ID 或账号名为 '{value}' 的服务账号。",
    "view.packages": "套餐",
    "view.noPackages": "暂无套餐。",
  },
});
