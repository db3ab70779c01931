// `fixcloud pools`: resource pools (part1 §2 pool tab) and their device accounts
// (/serviceNoList). Registration only; values are validated in the verb modules.
import type { Command } from "commander";
import { examples, h, mentions } from "../../lang.js";
import { lazyAction } from "../../runner.js";
import { addDateRangeOptions, addPagingOptions, addTypeOptions } from "../account-options.js";

const units = h("day or month", "day 或 month");

function validityOptions(cmd: Command): Command {
  return cmd
    .option("--valid-time <n>", h("Validity, a positive whole number.", "有效期，正整数。"))
    .option("--valid-unit <unit>", `${h("Unit of the validity:", "有效期单位：")} ${units}`)
    .option("--silence-time <n>", h("Silence period, a positive whole number.", "静默期，正整数。"))
    .option("--silence-unit <unit>", `${h("Unit of the silence period:", "静默期单位：")} ${units}`);
}

function deviceFilters(cmd: Command): Command {
  return cmd
    .option("--pool <poolId>", h("The pool (required).", "资源池（必填）。"))
    .option("--account-name <text>", h("Account name contains.", "账号名包含。"))
    .option("--sn <text>", h("Device SN.", "设备 SN。"))
    .option("--disable-state <n>", h("1 enabled, 2 disabled, 3 locked.", "1 启用，2 禁用，3 锁定。"))
    .option(
      "--service-state <n>",
      h("1 pending, 2 in service, 3 ended.", "1 待服务，2 服务中，3 服务结束。"),
    );
}

export function registerPools(program: Command): void {
  const pools = program
    .command("pools")
    .description(h("Resource pools and their device accounts.", "资源池及其设备账号。"))
    .addHelpText(
      "after",
      examples("fixcloud pools list --abp-state 1", "fixcloud pools devices list --pool P0001"),
    );
  if (!mentions("pools")) return;

  const list = pools
    .command("list")
    .description(h("List pools with the console's filters.", "按控制台的筛选条件列出资源池。"));
  addTypeOptions(list)
    .option("--pool-id <id>", h("Pool id.", "资源池 ID。"))
    .option("--order-no <text>", h("Order number.", "订单号。"))
    .option("--service-product <code>", h("Serving product code.", "服务产品编码。"))
    .option("--abp-state <n>", h("0 pending, 1 in use, 2 used up.", "0 待使用，1 使用中，2 已用完。"));
  addPagingOptions(addDateRangeOptions(list, ["activated", "ends"]))
    .addHelpText(
      "after",
      examples("fixcloud pools list --abp-state 1", "fixcloud pools list --type aux --all --output csv"),
    )
    .action(lazyAction(() => import("./list.js")));

  addTypeOptions(
    pools
      .command("show")
      .argument("<poolId>")
      .description(h("Show a pool, with its device count.", "显示资源池详情及设备数。")),
  )
    .addHelpText("after", examples("fixcloud pools show P0001"))
    .action(lazyAction(() => import("./show.js")));

  addTypeOptions(
    pools
      .command("stats")
      .argument("<poolId>")
      .description(h("Usage of a pool by day or month.", "按天或按月显示资源池用量。")),
  )
    .option("--by <day|month>", h("Points by day (default) or month.", "按天（默认）或按月。"))
    .option(
      "--from <date>",
      h(
        "Start (default: 168 hours ago by day, six months ago by month).",
        "开始（默认：按天为 168 小时前，按月为六个月前）。",
      ),
    )
    .option("--to <date>", h("End (default: now).", "结束（默认：现在）。"))
    .addHelpText(
      "after",
      examples("fixcloud pools stats P0001", "fixcloud pools stats P0001 --by month --from 2026-01-01"),
    )
    .action(lazyAction(() => import("./stats.js")));

  pools
    .command("activate")
    .description(
      h(
        "Activate pools (only pools with manual activation waiting to be activated; others are skipped).",
        "激活资源池（仅限手动激活且待激活的资源池，其余跳过）。",
      ),
    )
    .option("--ids <list>", h("Pool ids, comma-separated.", "资源池 ID，逗号分隔。"))
    .option(
      "--dry-run",
      h("Show which pools would be activated; change nothing.", "只显示将被激活的资源池，不做修改。"),
    )
    .addHelpText("after", examples("fixcloud pools activate --ids P0001,P0002 --yes"))
    .action(lazyAction(() => import("./activate.js")));

  validityOptions(
    addTypeOptions(pools.command("fill").description(h("Create accounts in a pool.", "在资源池中创建账号。")))
      .option("--pool <poolId>", h("The pool (required).", "资源池（必填）。"))
      .option("--count <n>", h("How many accounts, 1-10000.", "账号数量，1-10000。"))
      .option("--limit <n>", h("Usage limit (not for concurrency pools).", "使用上限（并发池不适用）。")),
  )
    .addHelpText(
      "after",
      examples("fixcloud pools fill --pool P0001 --count 50 --valid-time 12 --valid-unit month --yes"),
    )
    .action(lazyAction(() => import("./fill.js")));

  const devices = pools
    .command("devices")
    .description(h("Device accounts of a pool.", "资源池的设备账号。"))
    .addHelpText("after", examples("fixcloud pools devices list --pool P0001"));

  addPagingOptions(
    deviceFilters(
      devices.command("list").description(h("List a pool's device accounts.", "列出资源池的设备账号。")),
    ),
  )
    .addHelpText("after", examples("fixcloud pools devices list --pool P0001 --service-state 2"))
    .action(lazyAction(() => import("./devices-list.js")));

  devices
    .command("add")
    .description(
      h("Add device accounts by count, or generate service IDs.", "按数量添加设备账号，或生成服务 ID。"),
    )
    .option("--pool <poolId>", h("The pool (required).", "资源池（必填）。"))
    .option("--count <n>", h("How many, 1-10000.", "数量，1-10000。"))
    .option("--generate", h("Generate service IDs instead.", "改为生成服务 ID。"))
    .addHelpText("after", examples("fixcloud pools devices add --pool P0001 --count 100 --yes"))
    .action(lazyAction(() => import("./devices-add.js")));

  addTypeOptions(
    devices
      .command("upload")
      .argument("<file>")
      .description(h("Add device accounts from a .xlsx/.xls file.", "从 .xlsx/.xls 文件添加设备账号。")),
  )
    .option("--pool <poolId>", h("The pool (required).", "资源池（必填）。"))
    .option(
      "--kind <kind>",
      h(
        "Upload variant: concurrent, days, fill, elTime (default: by the pool).",
        "上传类型：concurrent、days、fill、elTime（默认按资源池）。",
      ),
    )
    .option(
      "--error-report <file>",
      h("Also save the server's error report (.xlsx) here.", "同时把服务器的错误报告（.xlsx）保存到此处。"),
    )
    .option("--force", h("Overwrite the error report file.", "覆盖错误报告文件。"))
    .addHelpText(
      "after",
      examples("fixcloud pools devices upload devices.xlsx --pool P0001 --yes") +
        h(
          "\nRows with errors: nothing is added; the failed rows are written to <name>.errors.csv next to\nthe file (exit code 3).\n",
          "\n有错误行时不添加任何设备；失败行写入文件旁的 <文件名>.errors.csv（退出码 3）。\n",
        ),
    )
    .action(lazyAction(() => import("./devices-upload.js")));

  deviceFilters(
    devices.command("export").description(h("Export a pool's device accounts.", "导出资源池的设备账号。")),
  )
    .option("--out <file>", h("Output file, .xlsx or .csv.", "输出文件，.xlsx 或 .csv。"))
    .option("--force", h("Overwrite an existing file.", "覆盖已存在的文件。"))
    .addHelpText("after", examples("fixcloud pools devices export --pool P0001 --out devices.xlsx"))
    .action(lazyAction(() => import("./devices-export.js")));

  devices
    .command("template")
    .description(h("Download the upload template.", "下载上传模板。"))
    .option("--out <file>", h("Output file (.xlsx).", "输出文件（.xlsx）。"))
    .option(
      "--kind <kind>",
      h("concurrent (default), days, fill or elTime.", "concurrent（默认）、days、fill 或 elTime。"),
    )
    .option("--force", h("Overwrite an existing file.", "覆盖已存在的文件。"))
    .addHelpText("after", examples("fixcloud pools devices template --out template.xlsx --kind elTime"))
    .action(lazyAction(() => import("./devices-template.js")));
}
