// `fixcloud tickets list`: the customer's tickets with the list page's filters (ticket number,
// status, type, creation range) and paging (part2 §2 "My work orders", §7 selectApplyTicketList).
// The filter flags, their help and the columns come from the SDK's ticket list descriptor.
import { TicketSummary } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { type FilterFlagOptions, filterOptions, parseFilters } from "../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { briefColumns } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

const NAMES: FilterFlagOptions = { names: { ticketType: "type" } };

export const command: VerbCommand = {
  name: "list",
  description: h("List tickets, newest first.", "列出工单，最新的在前。"),
  options: () => [...filterOptions(lists.tickets, NAMES), ...pagingOptions(), limitOption()],
  examples: [
    "fixcloud tickets list --status 3",
    "fixcloud tickets list --type 1 --create-time-from 2026-05-01 --all --output json",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(TicketSummary.shape);

export interface TicketListOptions {
  filter: FilterValues<typeof lists.tickets>;
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): TicketListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  return { filter: parseFilters(lists.tickets, o, ctx, {}, NAMES), paging };
}

export async function run(ctx: Context, opts: TicketListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts.paging, briefColumns<TicketSummary>(ctx, lists.tickets), {
    all: (pageSize) => client.tickets.listAll(opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await client.tickets.list({ ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
