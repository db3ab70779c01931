// `overview`: the dashboard tiles and recent purchases. Registration only.
import type { Command } from "commander";
import { examples, h } from "../../lang.js";
import { lazyAction } from "../../runner.js";

export function registerOverview(program: Command): void {
  program
    .command("overview")
    .description(
      h(
        "Online and total accounts, orders, tickets and recent purchases.",
        "在线账号数、账号总数、订单数、工单数与最近购买。",
      ),
    )
    .addHelpText(
      "after",
      examples("fixcloud overview", "fixcloud overview --output json") +
        h(
          "\nWith --output csv only the recent purchases are written (the tiles are not rows).\n",
          "\n使用 --output csv 时只输出最近购买（统计数字不是表格行）。\n",
        ),
    )
    .action(lazyAction(() => import("./show.js")));
}
