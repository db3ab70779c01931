// `accounts list`: service accounts of one service type with every filter of the console
// (part1 §2, §7). Registration only; values are validated in list.ts before any call.
import type { Command } from "commander";
import { examples, h } from "../../lang.js";
import { lazyAction } from "../../runner.js";

export function registerAccounts(program: Command): void {
  const accounts = program
    .command("accounts")
    .description(h("Service accounts (NTRIP credentials).", "服务账号（NTRIP 账号）。"))
    .addHelpText("after", examples("fixcloud accounts list --service-state 2"));

  const range = (flag: string, en: string, zh: string) =>
    [
      `--${flag}-from <date>`,
      `--${flag}-to <date>`,
      h(`${en} from (inclusive)`, `${zh}起（含）`),
      h(`${en} to (inclusive)`, `${zh}止（含）`),
    ] as const;

  const list = accounts
    .command("list")
    .description(h("List service accounts with the console's filters.", "按控制台的筛选条件列出服务账号。"))
    .option(
      "--type <type>",
      h(
        "Service type: high-precision (default), aux, cloud-chip.",
        "服务类型：high-precision（默认）、aux、cloud-chip。",
      ),
    )
    .option("--select-type <n>", h("Service type as a number: 1, 2 or 3.", "服务类型编号：1、2 或 3。"))
    .option("--account-name <text>", h("Account name contains.", "账号名包含。"))
    .option("--order-no <text>", h("Order number.", "订单号。"))
    .option("--service-product <code>", h("Serving product code, e.g. rtd.", "服务产品编码，例如 rtd。"))
    .option("--service-state <n>", h("1 pending, 2 in service, 3 ended.", "1 待服务，2 服务中，3 服务结束。"))
    .option("--disable-state <n>", h("1 enabled, 2 disabled, 3 locked.", "1 启用，2 禁用，3 锁定。"))
    .option("--online-state <n>", h("1 online, 2 offline.", "1 在线，2 离线。"))
    .option("--silent-switch <n>", h("Trial: 1 on, 0 off.", "试用：1 开启，0 关闭。"));
  for (const [flag, en, zh] of [
    ["created", "Created", "创建时间"],
    ["activated", "Activated", "激活时间"],
    ["ends", "Ends", "结束时间"],
    ["logout", "Logged out", "注销时间"],
  ] as const) {
    const [from, to, fromHelp, toHelp] = range(flag, en, zh);
    list.option(from, fromHelp).option(to, toHelp);
  }
  list
    .option("--page <n>", h("Page number (default 1).", "页码（默认 1）。"))
    .option(
      "--page-size <n>",
      h("Rows per page, 1-1000 (default 10; 100 with --all).", "每页条数，1-1000（默认 10；--all 时 100）。"),
    )
    .option("--all", h("Walk every page.", "遍历所有页。"))
    .addHelpText(
      "after",
      examples(
        "fixcloud accounts list --service-state 2 --online-state 1",
        "fixcloud accounts list --type aux --created-from 2026-01-01 --created-to 2026-01-31",
        "fixcloud accounts list --all --output csv > accounts.csv",
      ) +
        h(
          "\nDates are read in the profile's time zone (UTC or local) and sent as UTC. A date without\na time means the whole day. json keeps the API's rows as they are; csv has every field.\n",
          "\n日期按配置中的时区（UTC 或本地）解析，以 UTC 发送。只写日期表示整天。\njson 按接口原样输出各行；csv 包含全部字段。\n",
        ),
    )
    .action(lazyAction(() => import("./list.js")));
}
