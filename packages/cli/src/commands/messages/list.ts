// `fixcloud messages list`: the message list (part2 §2: tabs by type, paging; §7 msg/queryList)
// newest first, with `--type`, `--title` and `--unread`. The filter flags and their help come
// from the SDK's message list descriptor.
import { Message } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { type FilterFlagOptions, filterOptions, parseFilters } from "../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { briefColumns, idColumn } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

const NAMES: FilterFlagOptions = { names: { msgRead: "read-state" } };

export const command: VerbCommand = {
  name: "list",
  description: h("List messages, newest first.", "列出消息，最新的在前。"),
  options: () => [
    ...filterOptions(lists.messages, NAMES),
    new Option(
      "--unread",
      h("Only unread messages (--read-state 0).", "只列未读消息（即 --read-state 0）。"),
    ),
    ...pagingOptions(),
    limitOption(),
  ],
  examples: [
    "fixcloud messages list --unread",
    "fixcloud messages list --type 3 --all --json msgId,msgTitle",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(Message.shape);

export interface MessageListOptions {
  filter: FilterValues<typeof lists.messages>;
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): MessageListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  const filter = parseFilters(lists.messages, o, ctx, {}, NAMES);
  if (o.unread === true) {
    if (filter.msgRead === 1)
      throw new UsageError(ctx.t("usage.conflict", { a: "--unread", b: "--read-state 1" }));
    filter.msgRead = 0;
  }
  return { filter, paging };
}

export async function run(ctx: Context, opts: MessageListOptions): Promise<void> {
  const client = await ctx.client();
  const columns = [idColumn<Message>(ctx, "msgId"), ...briefColumns<Message>(ctx, lists.messages)];
  await printList(ctx, opts.paging, columns, {
    all: (pageSize) => client.messages.listAll(opts.filter, pageSize),
    page: async (pageNum, pageSize) => {
      const page = await client.messages.list({ ...opts.filter, pageNum, pageSize });
      return { total: page.total, rows: page.records };
    },
  });
}
