// `fixcloud notices show <id>`: one announcement as the detail page shows it — title with
// its type, a greeting, the body, the sign-off and the release time — in plain text.
import type { Context } from "../../context.js";
import { toJson } from "../../output/json.js";
import { sdkMessage, showTime } from "../../output/print.js";
import { htmlToText, safeCell } from "../../output/text.js";
import { UsageError } from "../../errors.js";

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
    const { toCsv } = await import("../../output/csv.js");
    out.write(toCsv([{ ...notice, noticeContent: body }]));
    return;
  }
  const type = sdkMessage(ctx, `noticeType.${notice.noticeType}`);
  const bold = (s: string) => (ctx.color ? `\u001b[1m${s}\u001b[22m` : s);
  out.write(
    [
      bold(`【${safeCell(type)}】${safeCell(notice.noticeTitle)}`),
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
