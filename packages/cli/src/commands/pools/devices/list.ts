// `fixcloud pools devices list --pool ID`: a pool's device accounts (part1 §2 device-account
// page, /serviceNoList). The pool's calculation type picks the call family (the SDK's
// `pools.devices.list`); filter flags, help and columns come from the SDK's descriptor.
import { PoolDevice } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../../context.js";
import { filterOptions, parseFilters } from "../../../flags/list-filters.js";
import { pagingOptions, parsePaging } from "../../../flags/paging.js";
import { h } from "../../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../../output/list.js";
import { briefColumns } from "../../../output/print.js";
import type { VerbCommand } from "../../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "../shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List a pool's device accounts.", "列出资源池的设备账号。"),
  options: () => [...poolOptions(), ...filterOptions(lists.poolDevices), ...pagingOptions(), limitOption()],
  examples: ["fixcloud pools devices list --pool PL00000007 --service-state 2"],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(PoolDevice.shape);

export interface DeviceListOptions {
  pool: PoolChoice;
  filter: FilterValues<typeof lists.poolDevices>;
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  return { pool: parsePoolChoice(o, ctx), filter: parseFilters(lists.poolDevices, o, ctx), paging };
}

export async function run(ctx: Context, opts: DeviceListOptions): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.pool);
  await printList(ctx, opts.paging, briefColumns<PoolDevice>(ctx, lists.poolDevices), {
    all: (pageSize) => client.pools.devices.listAll(pool, opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await client.pools.devices.list(pool, { ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
