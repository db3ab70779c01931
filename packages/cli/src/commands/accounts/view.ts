// `fixcloud accounts view <id|name>`: one service account as the console's detail drawer shows
// it (part1 §2 detail drawer, §7 selectAccServDetail): every column of the account
// list with the SDK's labels, then its package rows. The argument is the row id or accountId;
// when no account has that id, it is looked up as an account name (exact match).
import {
  type AccountDetail,
  AccountDetail as AccountDetailSchema,
  type FixcloudClient,
  ForbiddenError,
  NotFoundError,
  type ServiceSetmeal,
  type ServiceType,
} from "@fixcloud/sdk";
import { abpState, type ColumnDef, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { optionalSelectType, typeOptions } from "../../flags/service-type.js";
import { h } from "../../lang.js";
import { type Column, columnOf, idColumn, printRecord, tableCell, tableOptions } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "view",
  args: [["<account>", h("Account id, accountId or account name.", "账号 ID、accountId 或账号名。")]],
  description: h("Show one service account and its packages.", "显示一个服务账号及其套餐。"),
  options: () => typeOptions(false),
  examples: [
    "fixcloud accounts view whsurvey00285",
    "fixcloud accounts view whsurvey00285 --json accountName,serviceState,serviceSetmeals",
    "fixcloud accounts view whsurvey00285 --output csv",
  ],
  json: true,
  load: () => import("./view.js"),
};

/** `--json` fields: the detail's fields (the list row plus `serviceSetmeals`). */
export const jsonFields = (): readonly string[] => Object.keys(AccountDetailSchema.shape);

export interface AccountViewOptions {
  /** Row id, accountId or account name, as typed. */
  account: string;
  /** Where to look the name up; every service type when absent. */
  selectType?: ServiceType;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): AccountViewOptions {
  const account = (args[0] ?? "").trim();
  if (!account || account.length > 64)
    throw new UsageError(ctx.t("usage.text", { flag: "<account>", max: 64 }));
  const selectType = optionalSelectType(o, ctx);
  return { account, ...(selectType ? { selectType } : {}) };
}

/**
 * The account `opts.account` names: by id first, then by exact account name in the given
 * service type (or each one the user may see).
 * @throws NotFoundError when neither finds it.
 */
export async function findAccount(
  ctx: Context,
  client: FixcloudClient,
  opts: AccountViewOptions,
): Promise<AccountDetail> {
  try {
    return await client.accounts.retrieve(opts.account);
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e;
  }
  const types: readonly ServiceType[] = opts.selectType ? [opts.selectType] : [1, 2, 3];
  for (const selectType of types) {
    try {
      // The name filter matches anywhere in the name; the exact one is among the first rows.
      const page = await client.accounts.list({
        selectType,
        accountName: opts.account,
        pageNo: 1,
        pageSize: 100,
      });
      const row = page.list.find((a) => a.accountName === opts.account);
      if (row) return await client.accounts.retrieve(row.id);
    } catch (e) {
      // A service type the user may not see is simply not searched.
      if (!(e instanceof ForbiddenError) || opts.selectType) throw e;
    }
  }
  throw new NotFoundError({
    code: 404,
    httpStatus: 200,
    endpoint: "accounts.selectAccServDetail",
    message: ctx.t("view.notFound", { value: opts.account }),
  });
}

/** The package rows' columns (the detail drawer's), headed by the SDK's field labels. */
const PACKAGE_COLUMNS: readonly ColumnDef[] = [
  { key: "calType", labelKey: "field.calType", kind: "text" },
  { key: "buyTotalName", labelKey: "field.buyTotal", kind: "text" },
  { key: "remainingQuantityName", labelKey: "field.remainingQuantity", kind: "text" },
  { key: "abpState", labelKey: "field.abpState", kind: "enum", enum: abpState },
  { key: "validName", labelKey: "field.validName", kind: "text" },
  { key: "silenceName", labelKey: "field.silenceName", kind: "text" },
  { key: "activationTime", labelKey: "field.activationTime", kind: "time" },
  { key: "endTime", labelKey: "field.endTime", kind: "time" },
  { key: "mountPointGroupArray", labelKey: "field.mountPointGroupArray", kind: "text" },
];

/** A package's cell: the calculation type's name and mount-point group names read as text. */
function packageColumn(ctx: Context, def: ColumnDef): Column<ServiceSetmeal> {
  const c = columnOf<ServiceSetmeal>(ctx, def);
  if (def.key === "calType") return { ...c, value: (p) => p.calTypeName || p.calType };
  if (def.key === "mountPointGroupArray")
    return { ...c, value: (p) => p.mountPointGroupArray.map((g) => g.apGroupName).join(", ") };
  return c;
}

export async function run(ctx: Context, opts: AccountViewOptions): Promise<void> {
  const client = await ctx.client();
  const account = await findAccount(ctx, client, opts);
  const fields = [
    idColumn<AccountDetail>(ctx),
    ...lists.accounts.columns.map((c) => columnOf<AccountDetail>(ctx, c)),
  ];
  await printRecord(ctx, account, () => fields.map((c) => [c.header, tableCell(ctx, c, account)]));
  if (ctx.output !== "table") return;
  const out = ctx.io.stdout;
  out.write(`\n${ctx.t("view.packages")}\n`);
  if (account.serviceSetmeals.length === 0) {
    out.write(`${ctx.t("view.noPackages")}\n`);
    return;
  }
  // One block per package: a drawer's worth of fields reads better as pairs than as a wide table.
  const columns = PACKAGE_COLUMNS.map((d) => packageColumn(ctx, d));
  const blocks = await Promise.all(
    account.serviceSetmeals.map((p) =>
      renderPairs(
        columns.map((c) => [c.header, tableCell(ctx, c, p)]),
        tableOptions(ctx),
      ),
    ),
  );
  out.write(blocks.join("\n"));
}
