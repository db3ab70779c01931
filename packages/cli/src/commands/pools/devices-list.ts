// `fixcloud pools devices list --pool ID`: a pool's device accounts (/serviceNoList) with
// the screen's filters.
import { iteratePages } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { type DeviceFilter, deviceColumns, parseDeviceFilter } from "../../select/pools.js";
import { type ListOptions, parseListOptions, printList } from "../list-verb.js";

export type DeviceListOptions = ListOptions<DeviceFilter>;

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceListOptions {
  return parseListOptions(o, ctx, () => parseDeviceFilter(o, ctx));
}

export async function run(ctx: Context, opts: DeviceListOptions): Promise<void> {
  const client = await ctx.client();
  const list = (pageNo: number, pageSize: number) =>
    client.pools.listDevices({ ...opts.filter, pageNo, pageSize });
  await printList(ctx, opts, deviceColumns, {
    all: (pageSize) => iteratePages(list, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await list(pageNo, pageSize);
      return { total: page.total, rows: page.list };
    },
  });
}
