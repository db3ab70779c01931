// `fixcloud accounts list`: the service-account list of one service type with every filter
// of the console (part1 §2, §7). Flags are checked here, then once more by the SDK's own
// request schema, all before any call; a bad value is a usage error (exit code 2).
import type { Account } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { type Column, printRows } from "../../output/print.js";
import { type ListFilter, parseFilter } from "../../select/filter.js";
import { intFlag } from "../flags.js";

export { TYPE_NAMES } from "../../select/filter.js";

export interface AccountListOptions {
  filter: ListFilter;
  page: number;
  pageSize: number;
  all: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AccountListOptions {
  const t = ctx.t;
  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(t("usage.allAndPage"));
  const filter = parseFilter(o, ctx);
  const page = intFlag(t, "--page", o.page, 1, 1_000_000) ?? 1;
  const pageSize = intFlag(t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10);
  return { filter, page, pageSize, all };
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
  if (opts.all) {
    const rows: Account[] = [];
    for await (const row of client.accounts.listAll(opts.filter, opts.pageSize)) rows.push(row);
    await printRows(ctx, rows, columns, ctx.t("list.footerAll", { count: rows.length }));
    return;
  }
  const page = await client.accounts.list({ ...opts.filter, pageNo: opts.page, pageSize: opts.pageSize });
  const pages = Math.max(1, Math.ceil(page.total / opts.pageSize));
  await printRows(
    ctx,
    page.list,
    columns,
    ctx.t("list.footer", { page: opts.page, pages, total: page.total }),
  );
}
