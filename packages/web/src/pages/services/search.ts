// URL state of the three service screens (part1 §2): the tab (1 accounts, 2 pools) and both
// tabs' filters and paging. The tabs share names where the spec does (orderNo, serviceProduct,
// the activation and end time ranges); switching tabs clears them (part1 §2).
import { SERVICE_TYPES, type ServiceType } from "@fixcloud/sdk";
import { type PageSearch, pageParams, param, readInt, searchSchema } from "../../shared/list/search";
import { type AccountFilterSearch, accountFilterParams } from "../../features/accounts/search";
import { type PoolFilterSearch, poolFilterParams } from "../../features/pools/search";

/** The tab of a service screen: 1 service accounts, 2 resource pools (part1 §2). */
export type ServiceTab = 1 | 2;

/** A service screen's validated URL state. */
export type ServiceSearch = AccountFilterSearch & PoolFilterSearch & PageSearch & { tab: ServiceTab };
/** What a link may put in a service screen's URL. */
export type ServiceSearchInput = AccountFilterSearch &
  PoolFilterSearch &
  Partial<PageSearch & { tab: ServiceTab }>;

/** The URL schema of the service screens; a missing or unknown tab is the accounts tab. */
export const serviceSearch = searchSchema<ServiceSearch, ServiceSearchInput>({
  ...accountFilterParams(),
  ...poolFilterParams(),
  ...pageParams(),
  tab: param((v) => ([1, 2] as const).find((t) => t === readInt(v)), 1),
});

/** The screen of a service type (part1 §2): `/highPrecision`, `/auxPosition`, `/cloudChip`. */
export type ServicePath = (typeof SERVICE_TYPES)[ServiceType]["route"];

/** The route of a service type's screen. */
export const servicePath = (selectType: ServiceType): ServicePath => SERVICE_TYPES[selectType].route;
