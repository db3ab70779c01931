// `fixcloud subaccounts list`: the sub-accounts with the page's username and full-name search
// and paging (part2 §2, §7 subAccountList). Filter flags, their help and the table's columns
// come from the SDK's sub-account list descriptor.
import { SubAccount } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { filterOptions, parseFilters } from "../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { briefColumns } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List sub-accounts, newest first.", "列出子账号，最新的在前。"),
  options: () => [...filterOptions(lists.subAccounts), ...pagingOptions(), limitOption()],
  examples: ["fixcloud subaccounts list --full-name wang", "fixcloud subaccounts list --all --output json"],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(SubAccount.shape);

export interface SubAccountListOptions {
  filter: FilterValues<typeof lists.subAccounts>;
  paging: ListRange;
}

export function parseOptions(
  _args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): SubAccountListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  return { filter: parseFilters(lists.subAccounts, o, ctx, {}), paging };
}

export async function run(ctx: Context, opts: SubAccountListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts.paging, briefColumns<SubAccount>(ctx, lists.subAccounts), {
    all: (pageSize) => client.subaccounts.listAll(opts.filter, pageSize),
    page: async (pageNum, pageSize) => {
      const page = await client.subaccounts.list({ ...opts.filter, pageNum, pageSize });
      return { total: page.total, rows: page.records };
    },
  });
}
