// `fixcloud accounts list`: the service-account list of one service type with every filter
// of the console (part1 §2, §7). Flags are checked here, then once more by the SDK's own
// request schema, all before any call; a bad value is a usage error (exit code 2).
import { type Account, AccountListRequest, type AccountFilter, SERVICE_TYPES } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { type Column, printRows } from "../../output/print.js";
import { choiceFlag, intFlag, rangeFlags, textFlag } from "../flags.js";

/** `--type` names of the service families (selectType 1, 2, 3). */
export const TYPE_NAMES = { "high-precision": 1, aux: 2, "cloud-chip": 3 } as const;
type TypeName = keyof typeof TYPE_NAMES;

export interface AccountListOptions {
  filter: AccountFilter & { selectType: 1 | 2 | 3 };
  page: number;
  pageSize: number;
  all: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AccountListOptions {
  const t = ctx.t;
  const byName = choiceFlag(t, "--type", o.type, Object.keys(TYPE_NAMES) as TypeName[]);
  const byNumber = intFlag(t, "--select-type", o.selectType, 1, 3) as 1 | 2 | 3 | undefined;
  const fromName = byName ? TYPE_NAMES[byName] : undefined;
  if (fromName && byNumber && fromName !== byNumber)
    throw new UsageError(t("usage.conflict", { a: "--type", b: "--select-type" }));
  const selectType = fromName ?? byNumber ?? 1;

  const serviceProduct = textFlag(t, "--service-product", o.serviceProduct);
  const products = SERVICE_TYPES[selectType].products as readonly string[];
  if (serviceProduct && !products.includes(serviceProduct))
    throw new UsageError(
      t("usage.product", {
        flag: "--service-product",
        value: serviceProduct,
        type: selectType,
        choices: products.join(", "),
      }),
    );

  const all = o.all === true;
  if (all && o.page !== undefined) throw new UsageError(t("usage.allAndPage"));
  const [startCreateTime, endCreateTime] = rangeFlags(ctx, "created", o.createdFrom, o.createdTo);
  const [startActivationTime, endActivationTime] = rangeFlags(
    ctx,
    "activated",
    o.activatedFrom,
    o.activatedTo,
  );
  const [startEndTime, endEndTime] = rangeFlags(ctx, "ends", o.endsFrom, o.endsTo);
  const [startLogoutTime, endLogoutTime] = rangeFlags(ctx, "logout", o.logoutFrom, o.logoutTo);

  const candidate = {
    selectType,
    accountName: textFlag(t, "--account-name", o.accountName),
    orderNo: textFlag(t, "--order-no", o.orderNo),
    serviceProduct,
    serviceState: intFlag(t, "--service-state", o.serviceState, 1, 3),
    disableState: intFlag(t, "--disable-state", o.disableState, 1, 3),
    onlineState: intFlag(t, "--online-state", o.onlineState, 1, 2),
    silentSwitch: intFlag(t, "--silent-switch", o.silentSwitch, 0, 1),
    startCreateTime,
    endCreateTime,
    startActivationTime,
    endActivationTime,
    startEndTime,
    endEndTime,
    startLogoutTime,
    endLogoutTime,
  };
  // Only the filters that were given travel: the same body the console sends.
  const filter = Object.fromEntries(
    Object.entries(candidate).filter(([, v]) => v !== undefined),
  ) as AccountListOptions["filter"];
  const page = intFlag(t, "--page", o.page, 1, 1_000_000) ?? 1;
  const pageSize = intFlag(t, "--page-size", o.pageSize, 1, 1000) ?? (all ? 100 : 10);

  // The SDK's request schema is the final word on what the API accepts.
  const checked = AccountListRequest.safeParse({ ...filter, pageNo: page, pageSize });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new UsageError(
      t("usage.field", { field: issue?.path.join(".") ?? "?", issue: issue?.message ?? "" }),
    );
  }
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
