import { z } from "zod";
import { PageNoParams, TextFilter, WireTime, listPage } from "./common.js";

/** Service family: 1 high precision, 2 auxiliary positioning (A-GNSS), 3 cloud chip (part1 §1). */
export const SelectType = z.coerce.number().int().min(1).max(3);
/** Service family: 1 high precision, 2 auxiliary positioning, 3 cloud chip. */
export type SelectType = 1 | 2 | 3;

const optionalState = (max: number) => z.coerce.number().int().min(1).max(max).optional();
const optionalTime = WireTime.optional().or(z.literal("").transform(() => undefined));

/**
 * Filters of the service-account list (part1 §2, §7). Text filters are trimmed; time
 * ranges are wire times (UTC), inclusive. `createTime` range uses start/endCreateTime
 * (the spec lists the filter but not its fields; see docs/api-paths.md).
 */
export const AccountFilter = z.object({
  selectType: SelectType,
  accountName: TextFilter,
  orderNo: TextFilter,
  serviceProduct: TextFilter,
  serviceState: optionalState(3),
  disableState: optionalState(3),
  onlineState: optionalState(2),
  startCreateTime: optionalTime,
  endCreateTime: optionalTime,
  startActivationTime: optionalTime,
  endActivationTime: optionalTime,
  startEndTime: optionalTime,
  endEndTime: optionalTime,
  startLogoutTime: optionalTime,
  endLogoutTime: optionalTime,
  silentSwitch: z.coerce.number().int().min(0).max(1).optional(),
});
/** What a caller passes for {@link AccountFilter} (before defaults, coercion and trimming). */
export type AccountFilter = z.input<typeof AccountFilter>;

/** selectAccServList body: the filter plus `pageNo`/`pageSize`. */
export const AccountListRequest = AccountFilter.extend(PageNoParams.shape);
/** What a caller passes for {@link AccountListRequest} (before defaults, coercion and trimming). */
export type AccountListRequest = z.input<typeof AccountListRequest>;

/** A package row of the account detail drawer (part1 §2-3). */
export const ServiceSetmeal = z.object({
  calType: z.string(),
  calTypeName: z.string(),
  buyTotalName: z.string(),
  remainingQuantityName: z.string(),
  mountPointGroupArray: z.array(z.object({ apGroupId: z.string(), apGroupName: z.string() })),
  abpState: z.number().int(),
  abpStateName: z.string(),
  validName: z.string(),
  silenceName: z.string(),
  forceActivationTime: z.string().nullable(),
  activationTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
/** Parsed shape of {@link ServiceSetmeal}. */
export type ServiceSetmeal = z.infer<typeof ServiceSetmeal>;

/**
 * A service account (NTRIP credential), part1 §3. Times are wire times (UTC) or null.
 * `password` is returned in the list so it can be revealed and copied (part1 §2).
 */
export const Account = z.object({
  id: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  password: z.string(),
  accountRemark: z.string(),
  equipmentId: z.string().nullable(),
  serviceProductName: z.string(),
  serviceProduct: z.string(),
  serviceSubType: z.string(),
  serviceState: z.number().int(),
  silentSwitch: z.number().int().nullable(),
  trialDays: z.number().int().nullable(),
  trialPeriodStart: z.string().nullable(),
  trialPeriodEnd: z.string().nullable(),
  disableState: z.number().int(),
  onlineState: z.number().int(),
  activationType: z.number().int(),
  activationMode: z.number().int(),
  activationStatus: z.number().int(),
  calType: z.string(),
  calTypeName: z.string(),
  buyTotalName: z.string(),
  remainingQuantityName: z.string(),
  limitUseNum: z.number().nullable(),
  limitUseSum: z.number().nullable(),
  limitUseNumUnitName: z.string(),
  useNumName: z.string(),
  validTime: z.number().int().nullable(),
  validTimeUnit: z.string().nullable(),
  validName: z.string(),
  silenceTime: z.number().int().nullable(),
  silenceTimeUnit: z.string().nullable(),
  forceActivationTime: z.string().nullable(),
  activationTime: z.string().nullable(),
  endTime: z.string().nullable(),
  logoutTime: z.string().nullable(),
  additRestrictTime: z.string().nullable(),
  createTime: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
});
/** Parsed shape of {@link Account}. */
export type Account = z.infer<typeof Account>;
/** selectAccServList answer: `{ total, list }` of {@link Account} (part1 §7). */
export const AccountListPage = listPage(Account);
/** Parsed shape of {@link AccountListPage}. */
export type AccountListPage = z.infer<typeof AccountListPage>;

/** querySilentSwitch answer: trial entries appear only when `customerSilent` is true (part1 §4). */
export const SilentSwitch = z.object({ customerSilent: z.boolean(), accServSilent: z.boolean() });
/** Parsed shape of {@link SilentSwitch}. */
export type SilentSwitch = z.infer<typeof SilentSwitch>;

/** selectAccServDetail answer: the account with its package rows (part1 §2 detail drawer). */
export const AccountDetail = Account.extend({ serviceSetmeals: z.array(ServiceSetmeal) });
/** Parsed shape of {@link AccountDetail}. */
export type AccountDetail = z.infer<typeof AccountDetail>;
