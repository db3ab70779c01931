// `fixcloud accounts list`: the service-account list of one service type with every filter
// of the console (part1 §2, §7). Flags are checked here, then once more by the SDK's own
// request schema, all before any call; a bad value is a usage error (exit code 2).
import type { Account } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import type { Column } from "../../output/print.js";
import { type ListFilter, parseFilter } from "../../select/filter.js";
import { type ListOptions, parseListOptions, printList } from "../list-verb.js";

export { TYPE_NAMES } from "../../select/filter.js";

export type AccountListOptions = ListOptions<ListFilter>;

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AccountListOptions {
  return parseListOptions(o, ctx, () => parseFilter(o, ctx));
}

/** Table columns: the console's main columns; json and csv carry every field. */
const columns: Column<Account>[] = [
  { header: "col.accountName", value: (r) => r.accountName },
  { header: "col.serviceProduct", value: (r) => r.serviceProductName },
  { header: "col.serviceState", value: (r) => r.serviceState, enum: "serviceState" },
  { header: "col.disableState", value: (r) => r.disableState, enum: "disableState" },
  { header: "col.onlineState", value: (r) => r.onlineState, enum: "onlineState" },
  { header: "col.activationType", value: (r) => r.activationType, enum: "activationType" },
  { header: "col.validName", value: (r) => r.validName },
  { header: "col.activationTime", value: (r) => r.activationTime, time: true },
  { header: "col.endTime", value: (r) => r.endTime, time: true },
  { header: "col.createTime", value: (r) => r.createTime, time: true },
];

export async function run(ctx: Context, opts: AccountListOptions): Promise<void> {
  const client = await ctx.client();
  await printList(ctx, opts, columns, {
    all: (pageSize) => client.accounts.listAll(opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await client.accounts.list({ ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
