// Every call of the API (docs/spec-calls.tsv: part1 §7, part2 §7), gathered from the areas'
// catalogues and keyed by `area.call`, and the views derived from their entries (titles here,
// access in ./access.ts). The sandbox routes from it, the generic client call and the docs read
// it; resources import their own area's catalogue instead, so an app bundles only the areas it
// uses.
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
import type { Area, EndpointDef, EndpointTitle, RequestOf, ResponseOf } from "./shared/endpoint.js";
import { subaccountsEndpoints } from "./subaccounts/endpoints.js";
import { ticketsEndpoints } from "./tickets/endpoints.js";
import { webhooksEndpoints } from "./webhooks/endpoints.js";
import { auditEndpoints } from "./audit/endpoints.js";
import { toolsEndpoints } from "./tools/endpoints.js";
import { fleetEndpoints } from "./fleet/endpoints.js";

/**
 * Every area's calls, in spec order. The compiler holds the keys to {@link Area} (a missing or
 * unknown area does not build) and each value to its area; a test holds {@link Area} to the
 * catalogue's folders and docs/spec-calls.tsv.
 */
const areas = {
  session: sessionEndpoints,
  overview: overviewEndpoints,
  notices: noticesEndpoints,
  dictionary: dictionaryEndpoints,
  accounts: accountsEndpoints,
  pools: poolsEndpoints,
  receivers: receiversEndpoints,
  messages: messagesEndpoints,
  tickets: ticketsEndpoints,
  certification: certificationEndpoints,
  orders: ordersEndpoints,
  credentials: credentialsEndpoints,
  security: securityEndpoints,
  subaccounts: subaccountsEndpoints,
  roles: rolesEndpoints,
  fault: faultEndpoints,
  webhooks: webhooksEndpoints,
  audit: auditEndpoints,
  tools: toolsEndpoints,
  fleet: fleetEndpoints,
} as const satisfies {
  readonly [A in Area]: { readonly [call: string]: { readonly name: `${A}.${string}` } };
};

type Areas = typeof areas;
/** Every call definition of the catalogue, as a union. */
type AnyCall = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

/** The whole catalogue's type: every area's definitions keyed by full name. */
export type Catalogue = { readonly [D in AnyCall as D["name"]]: D };

/** Every call of the API, keyed by `area.call` (e.g. `accounts.batchDisable`). Source: docs/spec-calls.tsv. */
export const endpoints = Object.fromEntries(
  Object.values(areas)
    .flatMap((area) => Object.values(area) as EndpointDef[])
    .map((d) => [d.name, d]),
) as unknown as Catalogue;

/** Name of a catalogued call, e.g. `"accounts.selectAccServList"`. */
export type EndpointName = keyof Catalogue;
/** The catalogue as a list, in spec order. */
export const endpointList: readonly EndpointDef[] = Object.values(endpoints);

/** Request body type of a catalogued call, e.g. `Req<"accounts.batchEnable">`. */
export type Req<N extends EndpointName> = RequestOf<Catalogue[N]>;
/** Parsed `data` type of a catalogued call's answer. */
export type Res<N extends EndpointName> = ResponseOf<Catalogue[N]>;

/**
 * The title of every call in both languages, keyed by endpoint name: the operation summaries
 * of the OpenAPI reference (`@fixcloud/sdk/openapi`), each from its call's entry.
 */
export const endpointTitles: { readonly [N in EndpointName]: EndpointTitle } = Object.fromEntries(
  endpointList.map((d) => [d.name, d.title]),
) as { readonly [N in EndpointName]: EndpointTitle };
