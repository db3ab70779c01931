// `fixcloud pools list`: resource pools of one service type with the pool tab's filters
// (part1 §2 pools tab, §7 poolList). Filter flags, their help and the table's columns come
// from the SDK's pool list descriptor; values are checked before any call.
import { Pool, type ServiceType } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { filterOptions, parseFilters } from "../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { parseSelectType, typeOptions } from "../../flags/service-type.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { briefColumns } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List pools with the console's filters.", "按控制台的筛选条件列出资源池。"),
  options: () => [...typeOptions(), ...filterOptions(lists.pools), ...pagingOptions(), limitOption()],
  examples: [
    "fixcloud pools list --abp-state 1",
    "fixcloud pools list --expiring-within 30d",
    "fixcloud pools list --type aux --all --output csv",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(Pool.shape);

export interface PoolListOptions {
  filter: FilterValues<typeof lists.pools> & { selectType: ServiceType };
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): PoolListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  const selectType = parseSelectType(o, ctx);
  return { filter: { selectType, ...parseFilters(lists.pools, o, ctx, { selectType }) }, paging };
}

export async function run(ctx: Context, opts: PoolListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts.paging, briefColumns<Pool>(ctx, lists.pools), {
    all: (pageSize) => client.pools.listAll(opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await client.pools.list({ ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
