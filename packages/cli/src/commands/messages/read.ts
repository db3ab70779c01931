// `fixcloud messages read <msgId...> | --all`: mark messages read (part2 §2 mark read, mark all
// read; §7 signRead, msgIds "-1" for all). Marking read changes nothing else: no confirmation.
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import type { VerbCommand } from "../../runner.js";
import { parseMessageIds } from "./shared.js";

export const command: VerbCommand = {
  name: "read",
  args: [["[msgId...]", h("Message ids, spaces or commas between them.", "消息编号，以空格或逗号分隔。")]],
  description: h("Mark messages read, or every message with --all.", "将消息标为已读，--all 标记全部。"),
  options: () => [new Option("--all", h("Mark every message read.", "将全部消息标为已读。"))],
  examples: ["fixcloud messages read 12 13", "fixcloud messages read --all"],
  json: true,
  load: () => import("./read.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["msgIds", "all", "unread"];

export interface MessageReadOptions {
  /** null: every message. */
  ids: string[] | null;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): MessageReadOptions {
  const ids = parseMessageIds(args, ctx);
  if (o.all === true) {
    if (ids.length > 0) throw new UsageError(ctx.t("messages.allAndIds"));
    return { ids: null };
  }
  if (ids.length === 0) throw new UsageError(ctx.t("messages.needIds"));
  return { ids };
}

export async function run(ctx: Context, opts: MessageReadOptions): Promise<void> {
  const client = await ctx.client();
  if (opts.ids === null) await client.messages.markAllRead();
  else await client.messages.markRead(opts.ids);
  const unread = await client.messages.unreadCount();
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson({ msgIds: opts.ids ?? [], all: opts.ids === null, unread }));
    return;
  }
  const done =
    opts.ids === null
      ? ctx.t("messages.markedAllRead")
      : ctx.t("messages.markedRead", { count: opts.ids.length });
  ctx.io.stdout.write(`${done} ${ctx.t("messages.unread", { count: unread })}\n`);
}
