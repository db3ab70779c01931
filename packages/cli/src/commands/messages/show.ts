// `fixcloud messages show <msgId>`: one message as the detail page shows it (part2 §2 message
// detail: type, creation time, content by template, its link) in plain text; opening a message
// marks it read (part2 §4). Markup in a message prints as typed, never interpreted.
import { Message, enums, linkHref, renderMessage, translate } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { recordCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { csvTime, showLabel, showTime } from "../../output/print.js";
import { safeCell, safeText } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<msgId>", h("Message id (see `messages list`).", "消息编号（见 `messages list`）。")]],
  description: h("Show one message as plain text (marks it read).", "以纯文本显示一条消息（并标为已读）。"),
  examples: ["fixcloud messages show 12", "fixcloud messages show 12 --json msgTitle,msgContentJson"],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the message's fields. */
export const jsonFields = (): readonly string[] => Object.keys(Message.shape);

export interface MessageShowOptions {
  msgId: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): MessageShowOptions {
  const msgId = (args[0] ?? "").trim();
  if (!/^\d{1,18}$/.test(msgId)) throw new UsageError(ctx.t("messages.badId", { id: msgId.slice(0, 40) }));
  return { msgId };
}

export async function run(ctx: Context, opts: MessageShowOptions): Promise<void> {
  const client = await ctx.client();
  const m = await client.messages.retrieve(opts.msgId);
  const out = ctx.io.stdout;
  if (ctx.output === "json") {
    out.write(toJson(m));
    return;
  }
  const r = renderMessage(
    m.msgContentJson,
    (key) => translate(key, ctx.language),
    (wire) => showTime(ctx, wire),
  );
  if (ctx.output === "csv") {
    const text = [...r.lines, ...r.items].join("\n");
    out.write(
      recordCsv(
        { msgId: m.msgId, msgType: m.msgType, msgTitle: r.title, createTime: m.createTime, text },
        (t) => csvTime(ctx, t),
      ),
    );
    return;
  }
  const type = showLabel({ ...ctx, color: false }, enums.msgType, m.msgType);
  const bold = (s: string) => (ctx.color ? `\u001b[1m${s}\u001b[22m` : s);
  const link = r.link ? `${ctx.t("messages.link")}: ${linkHref(r.link)}` : "";
  out.write(
    [
      bold(`【${type}】${safeCell(r.title)}`),
      ctx.t("messages.received", { time: showTime(ctx, m.createTime) }),
      "",
      ...r.lines.map(safeText),
      ...r.items.map((i) => `  - ${safeCell(i)}`),
      ...(link ? ["", safeCell(link)] : []),
      "",
    ].join("\n"),
  );
}
