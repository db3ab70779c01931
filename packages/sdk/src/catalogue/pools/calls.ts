// Which call a pool takes, decided once from its calculation type (part1 §2, §7;
// docs/api-paths.md): the call that creates accounts in it, the device call family of its
// /serviceNoList page, its upload variant and template. The SDK's resources, the console, the
// CLI and the sandbox (which refuses a call of the wrong family) all read this table.
import type { CalType } from "./schemas.js";

/** The call that creates accounts in a pool ("binding", part1 §7), by calculation type. */
export type FillCall = "concurrentPoolFillAccount" | "daysPoolFillAccount" | "autoCreateAccountOfPool";

/**
 * The fill call of a pool: concurrency pools and day pools have their own; minutes, traffic
 * and count pools use the automatic creation (part1 §7).
 */
export function fillCallOf(calType: CalType): FillCall {
  if (calType === "concurrent_pool") return "concurrentPoolFillAccount";
  if (calType === "days_pool") return "daysPoolFillAccount";
  return "autoCreateAccountOfPool";
}

/** The /serviceNoList page type of a pool (part1 §2 query `type`): 1 concurrency pool, 2 others. */
export type DevicePageType = 1 | 2;

/** The page type of a pool's device page: 1 for a concurrency pool, 2 for every other pool. */
export function devicePageTypeOf(calType: CalType): DevicePageType {
  return calType === "concurrent_pool" ? 1 : 2;
}

/**
 * Device uploads (part1 §7): `concurrent` and `days` pools' device lists (msg `bpId`, `poolId`),
 * the el-time pool's SN request (`elTime`, msg `bindAccountNo`), and filling device ids into
 * a pool's accounts (`fill`: the console call; `fillBilling`: the billing service's twin).
 */
export type DeviceUploadVariant = "concurrent" | "days" | "elTime" | "fill" | "fillBilling";

/** The upload call and template of each variant (pools catalogue keys). */
export const UPLOAD_VARIANTS = {
  concurrent: { upload: "uploadConcPoolDevice", template: "getConcPoolUploadDeviTemplate" },
  days: { upload: "uploadDaysPoolDevice", template: "getDaysPoolUploadDeviTemplate" },
  elTime: { upload: "uploadElTimePoolSonSnReq", template: "getElTimePoolSonTemplate" },
  fill: { upload: "poolFillDeviceId", template: "getPoolFillDeviceIdTemplate" },
  fillBilling: { upload: "uploadPoolFillDevice", template: "getPoolFillDeviceIdTemplate" },
} as const satisfies Record<DeviceUploadVariant, { upload: string; template: string }>;

/**
 * The upload variant of a pool's device list: a concurrency pool's (`concurrent`), a day pool's
 * (`days`), and the el-time pool SN request for minutes, traffic and count pools (`elTime`).
 */
export function uploadVariantOf(calType: CalType): "concurrent" | "days" | "elTime" {
  if (calType === "concurrent_pool") return "concurrent";
  if (calType === "days_pool") return "days";
  return "elTime";
}

/** Which pools a variant takes: the calculation types its call accepts (the sandbox refuses others). */
export function variantAccepts(variant: DeviceUploadVariant, calType: CalType): boolean {
  return variant === "fill" || variant === "fillBilling" || uploadVariantOf(calType) === variant;
}

/**
 * The `msg` of an upload: `bindAccountNo` for the el-time call, `bpId` and `poolId` for the
 * others (part1 §7).
 */
export function uploadMsgOf(
  variant: DeviceUploadVariant,
  pool: { poolId: string; bpId?: string | undefined },
): { bpId?: string; poolId?: string; bindAccountNo?: string } {
  if (variant === "elTime") return { bindAccountNo: pool.poolId };
  return pool.bpId ? { bpId: pool.bpId, poolId: pool.poolId } : { poolId: pool.poolId };
}

/**
 * The device calls of a page type. Type 1 uses the poolDevice* calls, type 2 the
 * ElTimePoolSon* calls; remark, password reset and export have one call for both families
 * (part1 §7 lists no ElTimePoolSon twin of them).
 */
export const DEVICE_CALLS = {
  1: {
    list: "poolDeviceList",
    enable: "batchEnablePoolDevice",
    disable: "batchDisablePoolDevice",
    validity: "modifyPoolDeviceValid",
  },
  2: {
    list: "elTimePoolSonList",
    enable: "enableElTimePoolSon",
    disable: "disableElTimePoolSon",
    validity: "modifyElTimePoolSonValid",
  },
} as const satisfies Record<DevicePageType, Record<"list" | "enable" | "disable" | "validity", string>>;

/** A device action with a call per family. */
export type FamilyAction = keyof (typeof DEVICE_CALLS)[1];

/** The pools catalogue key of a device action for a pool, e.g. `elTimePoolSonList` for a day pool. */
export function deviceCallOf<A extends FamilyAction>(
  calType: CalType,
  action: A,
): (typeof DEVICE_CALLS)[DevicePageType][A] {
  return DEVICE_CALLS[devicePageTypeOf(calType)][action];
}

/**
 * For the sandbox: whether a device call (pools catalogue key) belongs to the family of a pool
 * of `calType`. Calls outside both families (remark, reset, export) fit every pool.
 */
export function familyAccepts(call: string, calType: CalType): boolean {
  const own = Object.values(DEVICE_CALLS[devicePageTypeOf(calType)]) as string[];
  const other = Object.values(DEVICE_CALLS[devicePageTypeOf(calType) === 1 ? 2 : 1]) as string[];
  return own.includes(call) || !other.includes(call);
}
