// URL search params of the built routes, as zod schemas (no router or storage imports, so
// they are unit-testable). Bad values fall back instead of failing, so a hand-edited URL
// still opens the page.
import { type AccountListRequest, PAGE_SIZES, type ServiceType, WireTime } from "@fixcloud/sdk";
import { z } from "zod";

export const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);
export const pageSizeParam = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
  .catch(10);
/** Optional trimmed text; numbers parsed by the router's JSON search parser come back as text. */
export const textParam = z.coerce
  .string()
  .transform((s) => s.trim() || undefined)
  .optional()
  .catch(undefined);
export const intParam = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);
export const wireTimeParam = WireTime.optional().catch(undefined);

// ---------------------------------------------------------------- announcements

/** Tab = noticeType: 0 all, 1 product, 2 maintenance, 3 security, 4 other (part1 §2). */
export const noticeListSearch = z.object({
  tab: z.coerce.number().int().min(0).max(4).catch(0),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type NoticeListSearch = z.infer<typeof noticeListSearch>;

export function noticeListParams(s: NoticeListSearch) {
  return { pageNum: s.page, pageSize: s.pageSize, ...(s.tab ? { noticeType: s.tab } : {}) };
}

export const noticeDetailSearch = z.object({
  id: z.coerce.string().min(1).max(64).optional().catch(undefined),
});

// ---------------------------------------------------------------- service accounts

/** Routes of the service screens, by selectType - 1 (part1 §2). */
export const SERVICE_PATHS = ["/highPrecision", "/auxPosition", "/cloudChip"] as const;

export const accountFilterSearch = z.object({
  accountName: textParam,
  orderNo: textParam,
  serviceProduct: textParam,
  serviceState: intParam(1, 3),
  disableState: intParam(1, 3),
  onlineState: intParam(1, 2),
  startCreateTime: wireTimeParam,
  endCreateTime: wireTimeParam,
  startEndTime: wireTimeParam,
  endEndTime: wireTimeParam,
  startLogoutTime: wireTimeParam,
  endLogoutTime: wireTimeParam,
  silentSwitch: intParam(0, 1),
});
export type AccountFilterSearch = z.infer<typeof accountFilterSearch>;

// ---------------------------------------------------------------- resource pools

/**
 * Pool list filters (part1 §2) the accounts tab does not have; orderNo, serviceProduct and the
 * end-time range are shared names. The pools tab's key list lives with it (features/pools/search.ts).
 */
export const poolOnlyFilterSearch = {
  poolId: textParam,
  abpState: intParam(0, 2),
  startActivationTime: wireTimeParam,
  endActivationTime: wireTimeParam,
};

/** tab 1 accounts, 2 pools (part1 §2). Both tabs' filters share the URL; a tab switch clears them. */
export const serviceSearch = accountFilterSearch.extend(poolOnlyFilterSearch).extend({
  tab: z.coerce.number().int().min(1).max(2).catch(1),
  page: pageParam,
  pageSize: pageSizeParam,
});
export type ServiceSearch = z.infer<typeof serviceSearch>;

export const FILTER_KEYS = Object.keys(accountFilterSearch.shape) as (keyof AccountFilterSearch)[];

/** The selectAccServList body of a URL state. */
export function accountListParams(selectType: ServiceType, s: ServiceSearch): AccountListRequest {
  const body: AccountListRequest = { selectType, pageNo: s.page, pageSize: s.pageSize };
  for (const k of FILTER_KEYS) if (s[k] !== undefined) (body as Record<string, unknown>)[k] = s[k];
  return body;
}
