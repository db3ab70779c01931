// `notices list|show`: announcements. Registration only.
import type { Command } from "commander";
import { examples, h } from "../../lang.js";
import { lazyAction } from "../../runner.js";
import { addPagingOptions } from "../account-options.js";

export function registerNotices(program: Command): void {
  const notices = program
    .command("notices")
    .description(h("Read announcements.", "查看公告。"))
    .addHelpText("after", examples("fixcloud notices list", "fixcloud notices show <noticeId>"));

  addPagingOptions(
    notices
      .command("list")
      .description(h("List announcements, newest first.", "列出公告，最新的在前。"))
      .option(
        "--type <n>",
        h(
          "0 all, 1 product, 2 maintenance, 3 security, 4 other.",
          "0 全部，1 产品公告，2 维护通知，3 安全公告，4 其他。",
        ),
      )
      .option("--title <text>", h("Titles containing this text.", "标题包含该文字。")),
  )
    .addHelpText(
      "after",
      examples("fixcloud notices list --type 2", "fixcloud notices list --title upgrade --all --output json"),
    )
    .action(lazyAction(() => import("./list.js")));

  notices
    .command("show")
    .argument("<noticeId>", h("Announcement id (see `notices list`).", "公告编号（见 `notices list`）。"))
    .description(h("Show one announcement as plain text.", "以纯文本显示一条公告。"))
    .addHelpText(
      "after",
      examples("fixcloud notices show N0001", "fixcloud notices show N0001 --output json"),
    )
    .action(lazyAction(() => import("./show.js")));
}
