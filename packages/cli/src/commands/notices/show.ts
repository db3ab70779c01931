// `fixcloud notices show <id>`: one announcement as the detail page shows it (part1 §2 notice
// detail) — title with its type, a greeting, the body, the sign-off and the release time — in
// plain text; the HTML body never reaches the terminal as markup.
import { enums, Notice } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { recordCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { csvTime, showLabel, showTime } from "../../output/print.js";
import { htmlToText, safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<noticeId>", h("Announcement id (see `notices list`).", "公告编号（见 `notices list`）。")]],
  description: h("Show one announcement as plain text.", "以纯文本显示一条公告。"),
  examples: ["fixcloud notices show 10003", "fixcloud notices show 10003 --json noticeTitle,releaseTime"],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the announcement's fields. */
export const jsonFields = (): readonly string[] => Object.keys(Notice.shape);

export interface NoticeShowOptions {
  noticeId: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): NoticeShowOptions {
  const noticeId = (args[0] ?? "").trim();
  if (!noticeId || noticeId.length > 64)
    throw new UsageError(ctx.t("usage.text", { flag: "<noticeId>", max: 64 }));
  return { noticeId };
}

export async function run(ctx: Context, opts: NoticeShowOptions): Promise<void> {
  const client = await ctx.client();
  const notice = await client.notices.retrieve(opts.noticeId);
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson(notice));
    return;
  }
  const body = htmlToText(notice.noticeContent);
  if (ctx.output === "csv") {
    out.write(recordCsv({ ...notice, noticeContent: body }, (text) => csvTime(ctx, text)));
    return;
  }
  const type = showLabel({ ...ctx, color: false }, enums.noticeType, notice.noticeType);
  const bold = (s: string) => (ctx.color ? `\u001b[1m${s}\u001b[22m` : s);
  out.write(
    [
      bold(`【${type}】${safeCell(notice.noticeTitle)}`),
      "",
      ctx.t("notice.greeting"),
      "",
      body,
      "",
      ctx.t("notice.signoff"),
      ctx.t("notice.released", { time: showTime(ctx, notice.releaseTime) }),
      "",
    ].join("\n"),
  );
}
