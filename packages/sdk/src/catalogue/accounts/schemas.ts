// Schemas of service accounts (part1 §2-§3, §7): the list request built from the list
// descriptor, the account, its detail with package rows and the trial switches.
import { z } from "zod";
import { WireTime, listPage, numeric } from "../shared/common.js";
import { listFilterSchema, listRequestSchema } from "../shared/list-schema.js";
import type { ServiceType } from "../shared/services.js";
import { accountList } from "./lists.js";

/**
 * Service family `selectType`: 1 high precision, 2 auxiliary positioning (A-GNSS), 3 cloud
 * chip (part1 §1). A number or its digits as text; anything else is refused.
 */
export const SelectType = numeric(z.number().int().min(1).max(3)) as unknown as z.ZodType<
  ServiceType,
  ServiceType | `${ServiceType}`
>;
/** Service family: 1 high precision, 2 auxiliary positioning, 3 cloud chip. */
export type SelectType = ServiceType;

/**
 * Filters of the service-account list (part1 §2, §7), from {@link accountList}: text trimmed;
 * time ranges are wire times (UTC), inclusive; `""` or `null` mean "no filter".
 */
export const AccountFilter = listFilterSchema(accountList, { selectType: SelectType });
/** What a caller passes for {@link AccountFilter}. */
export type AccountFilter = z.input<typeof AccountFilter>;
/** The account filters without the service type: what batch and export calls carry as `search`. */
export const AccountSearch = listFilterSchema(accountList, {});
/** What a caller passes for {@link AccountSearch}. */
export type AccountSearch = z.input<typeof AccountSearch>;

/** selectAccServList body: the filter plus `pageNo`/`pageSize` (page from 1, size 1-1000, default 10). */
export const AccountListRequest = listRequestSchema(accountList, { selectType: SelectType });
/** What a caller passes for {@link AccountListRequest}. */
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
export const AccountDetail = Account.extend({
  serviceSetmeals: z.array(ServiceSetmeal),
  /**
   * During a password rotation's grace (docs/ntrip-caster.md "Password rotation"): the previous
   * password, still accepted by the caster, and until when (wire time, UTC); absent otherwise.
   */
  previousPassword: z.object({ password: z.string(), validUntil: WireTime }).optional(),
});
/** Parsed shape of {@link AccountDetail}. */
export type AccountDetail = z.infer<typeof AccountDetail>;
/** selectAccServDetail body: the account's row id or accountId. */
export const AccountDetailRequest = z.object({ id: z.string().min(1).max(64) });
