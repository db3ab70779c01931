// `fixcloud notices list`: announcements with the list page's tabs (type), title search and
// paging (part1 §2 notice list, §7 getNoticeList). The filter flags and their help come from
// the SDK's notice list descriptor; the type and title keep their short names.
import { NoticeSummary } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { type FilterFlagOptions, filterOptions, parseFilters } from "../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { briefColumns } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

const NAMES: FilterFlagOptions = { names: { noticeType: "type", noticeTitle: "title" } };

export const command: VerbCommand = {
  name: "list",
  description: h("List announcements, newest first.", "列出公告，最新的在前。"),
  options: () => [...filterOptions(lists.notices, NAMES), ...pagingOptions(), limitOption()],
  examples: ["fixcloud notices list --type 2", "fixcloud notices list --title upgrade --all --output json"],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(NoticeSummary.shape);

export interface NoticeListOptions {
  filter: FilterValues<typeof lists.notices>;
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): NoticeListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  return { filter: parseFilters(lists.notices, o, ctx, {}, NAMES), paging };
}

export async function run(ctx: Context, opts: NoticeListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts.paging, briefColumns<NoticeSummary>(ctx, lists.notices), {
    all: (pageSize) => client.notices.listAll(opts.filter, pageSize),
    page: async (pageNum, pageSize) => {
      const page = await client.notices.list({ ...opts.filter, pageNum, pageSize });
      return { total: page.total, rows: page.records };
    },
  });
}
