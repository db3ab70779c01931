// `fixcloud pools list`: resource pools of one service type with the pool tab's filters
// (part1 §2, §7). Flags are checked before any call.
import type { Pool } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { printRows } from "../../output/print.js";
import { type PoolFilter, parsePoolFilter, poolColumns } from "../../select/pools.js";
import { intFlag } from "../flags.js";

export interface PoolListOptions {
  filter: PoolFilter;
  page: number;
  pageSize: number;
  all: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): PoolListOptions {
  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(ctx.t("usage.allAndPage"));
  return {
    filter: parsePoolFilter(o, ctx),
    page: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10),
    all,
  };
}

export async function run(ctx: Context, opts: PoolListOptions): Promise<void> {
  const client = await ctx.client();
  if (opts.all) {
    const rows: Pool[] = [];
    for await (const row of client.pools.listAll(opts.filter, opts.pageSize)) rows.push(row);
    await printRows(ctx, rows, poolColumns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await client.pools.list({ ...opts.filter, pageNo: opts.page, pageSize: opts.pageSize });
  const pages = Math.max(1, Math.ceil(page.total / opts.pageSize));
  await printRows(
    ctx,
    page.list,
    poolColumns,
    ctx.t("list.footer", { page: opts.page, pages, total: page.total }),
  );
}
