// Shared parts of the pool commands: the pool-list filters (part1 §2 pool tab), finding one
// pool by id, the device-list filters, and the table columns.
import type { FixcloudClient, Pool, PoolDevice } from "@fixcloud/sdk";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import type { Column } from "../output/print.js";
import { intFlag, textFlag } from "../commands/flags.js";
import { TYPE_NAMES, activationAndEndRanges, parseSelectType, type SelectTypeValue } from "./filter.js";

export interface PoolFilter {
  selectType: SelectTypeValue;
  poolId?: string;
  orderNo?: string;
  serviceProduct?: string;
  abpState?: number;
  startActivationTime?: string;
  endActivationTime?: string;
  startEndTime?: string;
  endEndTime?: string;
}

/** The pool tab's filters from the flags; only given ones are kept. */
export function parsePoolFilter(o: Record<string, unknown>, ctx: Context): PoolFilter {
  const t = ctx.t;
  const { startActivationTime, endActivationTime, startEndTime, endEndTime } = activationAndEndRanges(o, ctx);
  const candidate = {
    selectType: parseSelectType(o, ctx),
    poolId: textFlag(t, "--pool-id", o.poolId, 64),
    orderNo: textFlag(t, "--order-no", o.orderNo),
    serviceProduct: textFlag(t, "--service-product", o.serviceProduct),
    abpState: intFlag(t, "--abp-state", o.abpState, 0, 2),
    startActivationTime,
    endActivationTime,
    startEndTime,
    endEndTime,
  };
  return Object.fromEntries(
    Object.entries(candidate).filter(([, v]) => v !== undefined),
  ) as unknown as PoolFilter;
}

/** A pool id flag or argument: 1 to 64 characters. */
export function poolIdFlag(ctx: Context, flag: string, raw: unknown): string {
  const id = raw === undefined ? "" : String(raw).trim();
  if (!id) throw new UsageError(ctx.t("usage.required", { flag }));
  if (id.length > 64) throw new UsageError(ctx.t("usage.text", { flag, max: 64 }));
  return id;
}

/** The service type given with --type/--select-type, or undefined (search every type). */
export function optionalSelectType(o: Record<string, unknown>, ctx: Context): SelectTypeValue | undefined {
  return o.type === undefined && o.selectType === undefined ? undefined : parseSelectType(o, ctx);
}

/** Find a pool by its exact id, in the given service type or in each of them. */
export async function findPool(
  ctx: Context,
  client: FixcloudClient,
  poolId: string,
  selectType?: SelectTypeValue,
): Promise<Pool> {
  const types = selectType ? [selectType] : (Object.values(TYPE_NAMES) as SelectTypeValue[]);
  for (const st of types) {
    const page = await client.pools.list({ selectType: st, poolId, pageNo: 1, pageSize: 100 });
    const pool = page.list.find((p) => p.poolId === poolId);
    if (pool) return pool;
  }
  throw new Error(ctx.t("pool.notFound", { id: poolId }));
}

/** Pool table columns (part1 §2 pool list). */
export const poolColumns: Column<Pool>[] = [
  { header: "col.poolId", value: (r) => r.poolId },
  { header: "col.serviceProduct", value: (r) => r.serviceProductName },
  { header: "col.calType", value: (r) => r.calType, enum: "calType" },
  { header: "col.buyTotal", value: (r) => r.buyTotalName },
  { header: "col.remaining", value: (r) => r.remainingQuantityName },
  { header: "col.abpState", value: (r) => r.abpState, enum: "abpState" },
  { header: "col.forceActivationTime", value: (r) => r.forceActivationTime, time: true },
  { header: "col.activationTime", value: (r) => r.activationTime, time: true },
  { header: "col.endTime", value: (r) => r.endTime, time: true },
  { header: "col.devices", value: (r) => String(r.deviceCount) },
];

export interface DeviceFilter {
  poolId: string;
  accountName?: string;
  sn?: string;
  disableState?: number;
  serviceState?: number;
}

/** The device-account list filters (/serviceNoList). */
export function parseDeviceFilter(o: Record<string, unknown>, ctx: Context): DeviceFilter {
  const t = ctx.t;
  const candidate = {
    poolId: poolIdFlag(ctx, "--pool", o.pool),
    accountName: textFlag(t, "--account-name", o.accountName),
    sn: textFlag(t, "--sn", o.sn, 64),
    disableState: intFlag(t, "--disable-state", o.disableState, 1, 3),
    serviceState: intFlag(t, "--service-state", o.serviceState, 1, 3),
  };
  return Object.fromEntries(
    Object.entries(candidate).filter(([, v]) => v !== undefined),
  ) as unknown as DeviceFilter;
}

/** Device-account table columns. */
export const deviceColumns: Column<PoolDevice>[] = [
  { header: "col.accountName", value: (r) => r.accountName },
  { header: "col.sn", value: (r) => r.sn },
  { header: "col.serviceState", value: (r) => r.serviceState, enum: "serviceState" },
  { header: "col.disableState", value: (r) => r.disableState, enum: "disableState" },
  { header: "col.onlineState", value: (r) => r.onlineState, enum: "onlineState" },
  { header: "col.validName", value: (r) => r.validName },
  { header: "col.activationTime", value: (r) => r.activationTime, time: true },
  { header: "col.endTime", value: (r) => r.endTime, time: true },
  { header: "col.remark", value: (r) => r.accountRemark },
];
