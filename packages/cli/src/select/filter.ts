// The account-list filter flags, shared by `accounts list`, the bulk verbs and `accounts
// export`: one parser, so a filter means the same rows everywhere. No calls here.
import { type AccountFilter, AccountListRequest, SERVICE_TYPES } from "@fixcloud/sdk";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { choiceFlag, intFlag, rangeFlags, textFlag } from "../commands/flags.js";

/** `--type` names of the service families (selectType 1, 2, 3). */
export const TYPE_NAMES = { "high-precision": 1, aux: 2, "cloud-chip": 3 } as const;
type TypeName = keyof typeof TYPE_NAMES;

export type SelectTypeValue = 1 | 2 | 3;
export type ListFilter = AccountFilter & { selectType: SelectTypeValue };

/** `--type` / `--select-type`: the service family, default 1. */
export function parseSelectType(o: Record<string, unknown>, ctx: Pick<Context, "t">): SelectTypeValue {
  const t = ctx.t;
  const byName = choiceFlag(t, "--type", o.type, Object.keys(TYPE_NAMES) as TypeName[]);
  const byNumber = intFlag(t, "--select-type", o.selectType, 1, 3) as SelectTypeValue | undefined;
  const fromName = byName ? TYPE_NAMES[byName] : undefined;
  if (fromName && byNumber && fromName !== byNumber)
    throw new UsageError(t("usage.conflict", { a: "--type", b: "--select-type" }));
  return fromName ?? byNumber ?? 1;
}

/** Names of the filter flags (commander's camelCase keys); used to tell "a filter was given". */
export const FILTER_KEYS = [
  "accountName",
  "orderNo",
  "serviceProduct",
  "serviceState",
  "disableState",
  "onlineState",
  "silentSwitch",
  "createdFrom",
  "createdTo",
  "activatedFrom",
  "activatedTo",
  "endsFrom",
  "endsTo",
  "logoutFrom",
  "logoutTo",
] as const;

/** True when at least one filter flag was given (the service type alone is not a filter). */
export function hasFilterFlags(o: Record<string, unknown>): boolean {
  return FILTER_KEYS.some((k) => o[k] !== undefined);
}

/**
 * The list filter from the flags: each value checked (usage error, exit 2), then the SDK's
 * request schema as the final word. Only given filters are in the result.
 */
export function parseFilter(o: Record<string, unknown>, ctx: Pick<Context, "t" | "timeZone">): ListFilter {
  const t = ctx.t;
  const selectType = parseSelectType(o, ctx);
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
  const [startCreateTime, endCreateTime] = rangeFlags(ctx, "created", o.createdFrom, o.createdTo);
  const { startActivationTime, endActivationTime, startEndTime, endEndTime } = activationAndEndRanges(o, ctx);
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
  ) as ListFilter;
  checkSchema(ctx, AccountListRequest.safeParse({ ...filter, pageNo: 1, pageSize: 10 }));
  return filter;
}

/** Turn a failed zod parse into a usage error naming the field. */
export function checkSchema(
  ctx: Pick<Context, "t">,
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
): void {
  if (result.success) return;
  const issue = result.error?.issues[0];
  throw new UsageError(
    ctx.t("usage.field", { field: issue?.path.map(String).join(".") ?? "?", issue: issue?.message ?? "" }),
  );
}

/** `--activated-from/to` and `--ends-from/to` (accounts and pools) as the wire's time ranges. */
export function activationAndEndRanges(o: Record<string, unknown>, ctx: Pick<Context, "t" | "timeZone">) {
  const [startActivationTime, endActivationTime] = rangeFlags(
    ctx,
    "activated",
    o.activatedFrom,
    o.activatedTo,
  );
  const [startEndTime, endEndTime] = rangeFlags(ctx, "ends", o.endsFrom, o.endsTo);
  return { startActivationTime, endActivationTime, startEndTime, endEndTime };
}
