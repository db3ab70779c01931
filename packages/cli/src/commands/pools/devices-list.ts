// `fixcloud pools devices list --pool ID`: a pool's device accounts (/serviceNoList) with
// the screen's filters.
import { type PoolDevice, iteratePages } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { printRows } from "../../output/print.js";
import { type DeviceFilter, deviceColumns, parseDeviceFilter } from "../../select/pools.js";
import { intFlag } from "../flags.js";

export interface DeviceListOptions {
  filter: DeviceFilter;
  page: number;
  pageSize: number;
  all: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceListOptions {
  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(ctx.t("usage.allAndPage"));
  return {
    filter: parseDeviceFilter(o, ctx),
    page: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10),
    all,
  };
}

export async function run(ctx: Context, opts: DeviceListOptions): Promise<void> {
  const client = await ctx.client();
  if (opts.all) {
    const rows: PoolDevice[] = [];
    const pages = iteratePages(
      (pageNo, pageSize) => client.pools.listDevices({ ...opts.filter, pageNo, pageSize }),
      opts.pageSize,
    );
    for await (const row of pages) rows.push(row);
    await printRows(ctx, rows, deviceColumns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await client.pools.listDevices({ ...opts.filter, pageNo: opts.page, pageSize: opts.pageSize });
  const pages = Math.max(1, Math.ceil(page.total / opts.pageSize));
  await printRows(
    ctx,
    page.list,
    deviceColumns,
    ctx.t("list.footer", { page: opts.page, pages, total: page.total }),
  );
}
