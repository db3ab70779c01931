// `fixcloud accounts`: list, the bulk verbs (part1 §2 batch actions, resumable through a
// journal) and export. Registration only; values are validated in the verb modules before
// any call.
import { type Command, Option } from "commander";
import { examples, h, mentions } from "../../lang.js";
import { lazyAction } from "../../runner.js";
import {
  addBulkOptions,
  addFilterOptions,
  addPagingOptions,
  addSelectionOptions,
  addTypeOptions,
} from "../account-options.js";
import type { VerbName } from "./bulk.js";

const BULK_NOTE = () =>
  h(
    "\nSelect accounts with --ids, --ids-file, the list filters or --all. Work runs in chunks of up to\n1000 ids; a journal makes it resumable: run the same command again after a stop or a crash.\nOn a terminal you are asked to confirm; --yes or CI=true skips that (required without a terminal).\nExit codes: 0 done, 2 usage, 3 some rows failed, 130 stopped (resumable).\n",
    "\n用 --ids、--ids-file、列表筛选条件或 --all 选择账号。按每批最多 1000 个 ID 执行；任务日志保证可续跑：\n中断或崩溃后再次运行同一命令即可继续。终端中会要求确认；--yes 或 CI=true 跳过确认（无终端时必须提供）。\n退出码：0 完成，2 用法错误，3 部分行失败，130 已中断（可续跑）。\n",
  );

export function registerAccounts(program: Command): void {
  const accounts = program
    .command("accounts")
    .description(h("Service accounts (NTRIP credentials).", "服务账号（NTRIP 账号）。"))
    .addHelpText(
      "after",
      examples(
        "fixcloud accounts list --service-state 2",
        "fixcloud accounts activate --service-state 1 --yes",
        "fixcloud accounts export --all --out accounts.xlsx",
      ),
    );
  if (!mentions("accounts")) return;

  const list = accounts
    .command("list")
    .description(h("List service accounts with the console's filters.", "按控制台的筛选条件列出服务账号。"));
  addPagingOptions(addFilterOptions(addTypeOptions(list)))
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

  const bulk = (
    name: VerbName,
    en: string,
    zh: string,
    ex: string[],
    extra?: (cmd: Command) => Command,
  ): void => {
    const cmd = accounts.command(name).description(h(en, zh));
    (extra ? extra(cmd) : cmd).addHelpText("after", examples(...ex) + BULK_NOTE());
    addBulkOptions(cmd).action(lazyAction(() => import("./bulk.js").then((m) => m.verb(name))));
  };

  bulk("activate", "Activate pending accounts (service state 1 → 2).", "激活待服务账号（服务状态 1 → 2）。", [
    "fixcloud accounts activate --service-state 1 --yes",
    "fixcloud accounts activate --ids-file pending.csv --ids-column id --dry-run",
  ]);
  bulk("enable", "Enable accounts.", "启用账号。", ["fixcloud accounts enable --ids a1,a2,a3"]);
  bulk("disable", "Disable accounts.", "禁用账号。", [
    "fixcloud accounts disable --ids-file names.txt --by name --yes",
  ]);
  bulk("reset-password", "Reset the service passwords of accounts.", "重置账号的服务密码。", [
    "fixcloud accounts reset-password --ids a1,a2 --yes",
  ]);
  bulk(
    "remark",
    "Set the remark of accounts (1 to 20 characters).",
    "设置账号备注（1 到 20 个字符）。",
    ['fixcloud accounts remark --remark "fleet B" --ids-file fleet-b.xlsx --yes'],
    (c) => c.option("--remark <text>", h("The remark, 1 to 20 characters.", "备注，1 到 20 个字符。")),
  );
  bulk(
    "activation-type",
    "Set how accounts are activated: manual or automatic.",
    "设置账号的激活方式：手动或自动。",
    ["fixcloud accounts activation-type --mode automatic --service-state 1 --yes"],
    (c) =>
      c.option(
        "--mode <manual|automatic>",
        h(
          "manual (from the console) or automatic (on the first connection). (--type names the service type.)",
          "manual（控制台激活）或 automatic（首次连接时激活）。（--type 为服务类型。）",
        ),
      ),
  );
  bulk(
    "trial",
    "Open (--on --days N) or close (--off) a trial on accounts.",
    "为账号开启（--on --days N）或关闭（--off）试用。",
    [
      "fixcloud accounts trial --on --days 7 --ids a1,a2 --yes",
      "fixcloud accounts trial --off --silent-switch 1 --yes",
    ],
    (c) =>
      c
        .option("--on", h("Open a trial.", "开启试用。"))
        .option("--off", h("Close the trial.", "关闭试用。"))
        .option(
          "--days <n>",
          h("Trial days (with --on), a positive whole number.", "试用天数（与 --on 一起），正整数。"),
        ),
  );
  bulk(
    "validity",
    "Edit the validity (and silence period, usage limit) of accounts.",
    "修改账号的有效期（以及静默期、使用上限）。",
    ["fixcloud accounts validity --valid-time 12 --valid-unit month --ids-file fleet.csv --yes"],
    (c) =>
      c
        .option("--valid-time <n>", h("Validity, a positive whole number.", "有效期，正整数。"))
        .option("--valid-unit <day|month>", h("Unit of the validity.", "有效期单位。"))
        .option("--silence-time <n>", h("Silence period, a positive whole number.", "静默期，正整数。"))
        .option("--silence-unit <day|month>", h("Unit of the silence period.", "静默期单位。"))
        .option("--limit <n>", h("Usage limit, a positive whole number.", "使用上限，正整数。")),
  );

  const exp = accounts
    .command("export")
    .description(
      h(
        "Export accounts to .xlsx (the server's export) or .csv (by the file's extension).",
        "导出账号到 .xlsx（服务器导出）或 .csv（按文件扩展名）。",
      ),
    );
  addSelectionOptions(exp)
    .option("--out <file>", h("Output file, .xlsx or .csv.", "输出文件，.xlsx 或 .csv。"))
    .option("--force", h("Overwrite an existing file.", "覆盖已存在的文件。"))
    .addOption(new Option("--part-size <n>").hideHelp())
    .addHelpText(
      "after",
      examples(
        "fixcloud accounts export --service-state 2 --out in-service.xlsx",
        "fixcloud accounts export --all --type aux --out aux.csv",
      ) +
        h(
          "\nMore than 10,000 accounts are exported in parts of 10,000 and merged into one file.\n",
          "\n超过 10,000 个账号时分批（每批 10,000）导出并合并为一个文件。\n",
        ),
    )
    .action(lazyAction(() => import("./export.js")));
}
