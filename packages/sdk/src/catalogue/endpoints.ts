// Every call of the API (docs/spec-calls.tsv: part1 §7, part2 §7), gathered from the areas'
// catalogues and keyed by `area.call`. The sandbox routes from it, the generic client call and
// the docs read it; resources import their own area's catalogue instead, so an app bundles
// only the areas it uses.
import { accountsEndpoints } from "./accounts/endpoints.js";
import { certificationEndpoints } from "./certification/endpoints.js";
import { credentialsEndpoints } from "./credentials/endpoints.js";
import { dictionaryEndpoints } from "./dictionary/endpoints.js";
import { faultEndpoints } from "./fault/endpoints.js";
import { messagesEndpoints } from "./messages/endpoints.js";
import { noticesEndpoints } from "./notices/endpoints.js";
import { ordersEndpoints } from "./orders/endpoints.js";
import { overviewEndpoints } from "./overview/endpoints.js";
import { poolsEndpoints } from "./pools/endpoints.js";
import { receiversEndpoints } from "./receivers/endpoints.js";
import { rolesEndpoints } from "./roles/endpoints.js";
import { securityEndpoints } from "./security/endpoints.js";
import { sessionEndpoints } from "./session/endpoints.js";
import type { ByName, EndpointDef, RequestOf, ResponseOf } from "./shared/endpoint.js";
import { subaccountsEndpoints } from "./subaccounts/endpoints.js";
import { ticketsEndpoints } from "./tickets/endpoints.js";
import { webhooksEndpoints } from "./webhooks/endpoints.js";
import { toolsEndpoints } from "./tools/endpoints.js";

const areas = [
  sessionEndpoints,
  overviewEndpoints,
  noticesEndpoints,
  dictionaryEndpoints,
  accountsEndpoints,
  poolsEndpoints,
  receiversEndpoints,
  messagesEndpoints,
  ticketsEndpoints,
  certificationEndpoints,
  ordersEndpoints,
  credentialsEndpoints,
  securityEndpoints,
  subaccountsEndpoints,
  rolesEndpoints,
  faultEndpoints,
  webhooksEndpoints,
  toolsEndpoints,
] as const;

/** The whole catalogue's type: every area's definitions keyed by full name. */
export type Catalogue = ByName<typeof sessionEndpoints> &
  ByName<typeof overviewEndpoints> &
  ByName<typeof noticesEndpoints> &
  ByName<typeof dictionaryEndpoints> &
  ByName<typeof accountsEndpoints> &
  ByName<typeof poolsEndpoints> &
  ByName<typeof receiversEndpoints> &
  ByName<typeof messagesEndpoints> &
  ByName<typeof ticketsEndpoints> &
  ByName<typeof certificationEndpoints> &
  ByName<typeof ordersEndpoints> &
  ByName<typeof credentialsEndpoints> &
  ByName<typeof securityEndpoints> &
  ByName<typeof subaccountsEndpoints> &
  ByName<typeof rolesEndpoints> &
  ByName<typeof faultEndpoints> &
  ByName<typeof webhooksEndpoints> &
  ByName<typeof toolsEndpoints>;

/** Every call of the API, keyed by `area.call` (e.g. `accounts.batchDisable`). Source: docs/spec-calls.tsv. */
export const endpoints = Object.fromEntries(
  areas.flatMap((area) => Object.values(area) as EndpointDef[]).map((d) => [d.name, d]),
) as unknown as Catalogue;

/** Name of a catalogued call, e.g. `"accounts.selectAccServList"`. */
export type EndpointName = keyof Catalogue;
/** The catalogue as a list, in spec order. */
export const endpointList: readonly EndpointDef[] = Object.values(endpoints);

/** Request body type of a catalogued call, e.g. `Req<"accounts.batchEnable">`. */
export type Req<N extends EndpointName> = RequestOf<Catalogue[N]>;
/** Parsed `data` type of a catalogued call's answer. */
export type Res<N extends EndpointName> = ResponseOf<Catalogue[N]>;
