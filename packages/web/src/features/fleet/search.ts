// The URL state of the fleet health page, /fleet (docs/fleet-health.md, "Console"): the scope (a
// pool, a service product) and the window, so a scoped view is a link to share. A bad value falls
// back (whole fleet, 24 h) and is reported like every list page's (shared/urlState.ts). No router
// or React imports: the route's search schema is in the first route's bundle.
import type { FleetRequest, FleetWindow } from "@fixcloud/sdk";
import { SERVICE_TYPES } from "@fixcloud/sdk/lists";
import { isBlank, param, REFUSED, readText, searchSchema } from "../../shared/list/search";

/**
 * The products a scope may name: the high-precision family's (part1 §9), the services whose
 * rovers connect to the caster and send GGA. A-GNSS and cloud-chip products have no rover data.
 */
export const FLEET_PRODUCTS: readonly string[] = SERVICE_TYPES[1].products;

/**
 * The windows, as the SDK's FLEET_WINDOWS: that constant sits beside the fleet's zod schemas,
 * which this first-route module must not load. The type below fails to compile when the SDK
 * gains a window this list lacks.
 */
export const WINDOWS = ["24h", "7d"] as const satisfies readonly FleetWindow[];
type MissingWindow = Exclude<FleetWindow, (typeof WINDOWS)[number]>;
const everyWindow: [MissingWindow] extends [never] ? true : MissingWindow = true;
void everyWindow;

/** Longest pool id the scope accepts (the fleet request's limit). */
const POOL_ID_MAX = 64;

/** `/fleet?poolId=&serviceProduct=&window=`. */
export interface FleetSearch {
  poolId?: string | undefined;
  serviceProduct?: string | undefined;
  window: FleetWindow;
}

/** The page's search schema: pool id text, a product of {@link FLEET_PRODUCTS}, the window (24h default). */
export const fleetSearch = searchSchema<FleetSearch, Partial<FleetSearch>>({
  poolId: Object.assign(
    param((v) => readText(v, POOL_ID_MAX)),
    { labelKey: "fleet.field.poolId" },
  ),
  serviceProduct: Object.assign(
    param((v) => (typeof v === "string" && FLEET_PRODUCTS.includes(v) ? v : undefined)),
    { labelKey: "fleet.field.serviceProduct" },
  ),
  window: Object.assign(
    (v: unknown) =>
      isBlank(v) ? "24h" : (WINDOWS as readonly unknown[]).includes(v) ? (v as FleetWindow) : REFUSED,
    { labelKey: "fleet.field.window" },
  ),
});

/** The fleet calls' request of a URL state: only the scope's set parts. */
export function fleetRequest(s: FleetSearch): FleetRequest & { window: FleetWindow } {
  return {
    window: s.window,
    ...(s.poolId ? { poolId: s.poolId } : {}),
    ...(s.serviceProduct ? { serviceProduct: s.serviceProduct } : {}),
  };
}
