// Flag definitions shared by the account commands (`accounts list`, the bulk verbs and
// `accounts export`) and the other list commands (notices, pools), so each flag has one
// spelling and one help text. Loaded at startup:
// registration only, no imports beyond commander's types and the help-language helper.
import type { Command } from "commander";
import { h } from "../lang.js";

/** `--type` / `--select-type`. */
export function addTypeOptions(cmd: Command): Command {
  return cmd
    .option(
      "--type <type>",
      h(
        "Service type: high-precision (default), aux, cloud-chip.",
        "服务类型：high-precision（默认）、aux、cloud-chip。",
      ),
    )
    .option("--select-type <n>", h("Service type as a number: 1, 2 or 3.", "服务类型编号：1、2 或 3。"));
}

/** The list filters of the console's account tab (part1 §2). */
export function addFilterOptions(cmd: Command): Command {
  cmd
    .option("--account-name <text>", h("Account name contains.", "账号名包含。"))
    .option("--order-no <text>", h("Order number.", "订单号。"))
    .option("--service-product <code>", h("Serving product code, e.g. rtd.", "服务产品编码，例如 rtd。"))
    .option("--service-state <n>", h("1 pending, 2 in service, 3 ended.", "1 待服务，2 服务中，3 服务结束。"))
    .option("--disable-state <n>", h("1 enabled, 2 disabled, 3 locked.", "1 启用，2 禁用，3 锁定。"))
    .option("--online-state <n>", h("1 online, 2 offline.", "1 在线，2 离线。"))
    .option("--silent-switch <n>", h("Trial: 1 on, 0 off.", "试用：1 开启，0 关闭。"));
  return addDateRangeOptions(cmd, ["created", "activated", "ends", "logout"]);
}

const DATE_RANGES = {
  created: ["Created", "创建时间"],
  activated: ["Activated", "激活时间"],
  ends: ["Ends", "结束时间"],
  logout: ["Logged out", "注销时间"],
} as const;

/** `--<name>-from <date>` / `--<name>-to <date>` for each named time column. */
export function addDateRangeOptions(cmd: Command, names: readonly (keyof typeof DATE_RANGES)[]): Command {
  for (const flag of names) {
    const [en, zh] = DATE_RANGES[flag];
    cmd
      .option(`--${flag}-from <date>`, h(`${en} from (inclusive)`, `${zh}起（含）`))
      .option(`--${flag}-to <date>`, h(`${en} to (inclusive)`, `${zh}止（含）`));
  }
  return cmd;
}

/** `--page`, `--page-size`, `--all` of the list commands (parsed by list-verb.ts). */
export function addPagingOptions(cmd: Command): Command {
  return cmd
    .option("--page <n>", h("Page number (default 1).", "页码（默认 1）。"))
    .option(
      "--page-size <n>",
      h("Rows per page, 1-1000 (default 10; 100 with --all).", "每页条数，1-1000（默认 10；--all 时 100）。"),
    )
    .option("--all", h("Walk every page.", "遍历所有页。"));
}

/** How a bulk verb or export selects accounts: ids, an ids file, the filters, or --all. */
export function addSelectionOptions(cmd: Command): Command {
  addTypeOptions(cmd)
    .option("--ids <list>", h("Account ids, comma-separated.", "账号 ID，逗号分隔。"))
    .option(
      "--ids-file <file>",
      h(
        "Ids from a file: one per line, or a column of a .csv/.xlsx.",
        "从文件读取 ID：每行一个，或 .csv/.xlsx 的一列。",
      ),
    )
    .option(
      "--ids-column <name|n>",
      h(
        'Column of the .csv/.xlsx: header name or number (default the "id" header, else the first).',
        "csv/xlsx 中的列：表头名或列号（默认为 “id” 列，否则第一列）。",
      ),
    )
    .option(
      "--by <id|name>",
      h("The ids are account ids (default) or account names.", "ID 为账号 ID（默认）或账号名。"),
    )
    .option("--all", h("Every account of the service type.", "该服务类型的全部账号。"));
  return addFilterOptions(cmd);
}

/** Flags of every bulk verb. */
export function addBulkOptions(cmd: Command): Command {
  return addSelectionOptions(cmd)
    .option("--dry-run", h("Show what would change; change nothing.", "只显示将要修改的内容，不做任何修改。"))
    .option(
      "--journal <file>",
      h(
        "Journal file (default: <config dir>/journals/<job>.json).",
        "任务日志文件（默认：<配置目录>/journals/<任务>.json）。",
      ),
    )
    .option(
      "--restart",
      h("Start a finished or stopped job again from scratch.", "重新开始已完成或已中断的任务。"),
    )
    .option(
      "--chunk-size <n>",
      h("Ids per batch call, 1-1000 (default 1000).", "每次批量调用的 ID 数，1-1000（默认 1000）。"),
    );
}
