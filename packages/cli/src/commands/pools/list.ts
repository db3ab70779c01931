// `fixcloud pools list`: resource pools of one service type with the pool tab's filters
// (part1 §2, §7). Flags are checked before any call.
import type { Context } from "../../context.js";
import { type PoolFilter, parsePoolFilter, poolColumns } from "../../select/pools.js";
import { type ListOptions, parseListOptions, printList } from "../list-verb.js";

export type PoolListOptions = ListOptions<PoolFilter>;

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): PoolListOptions {
  return parseListOptions(o, ctx, () => parsePoolFilter(o, ctx));
}

export async function run(ctx: Context, opts: PoolListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts, poolColumns, {
    all: (pageSize) => client.pools.listAll(opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await client.pools.list({ ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
