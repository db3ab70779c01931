// Fleet health (a project addition, docs/fleet-health.md): the figures of a scope of the
// customer's rovers over 24 h or 7 days, and the rovers that fare worst with their verdicts.
import { fleetEndpoints as E } from "../catalogue/fleet/endpoints.js";
import type { FleetHealth, FleetRequest, FleetWorst } from "../catalogue/fleet/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** The fleet area: `client.fleet.health({ poolId, window: "7d" })`. */
export class Fleet extends APIResource {
  /**
   * `fleet.fleetHealth`: rover counts, the summary (shares in percent, times in s, distances in
   * km) and the trend (5-minute buckets over 24 h, hourly over 7 d) of the whole fleet, a pool
   * (`poolId`) or a service product (`serviceProduct`). Throws ApiError for a pool not the caller's.
   */
  health(params: FleetRequest = {}, options?: CallOptions): Promise<FleetHealth> {
    return this.transport.call(E.fleetHealth, params, options);
  }

  /**
   * `fleet.fleetWorst`: at most 50 rovers of the scope that fare worst in the window, worst
   * first, each with its doctor verdict (the first finding `fixcloud doctor` gives it).
   */
  worst(params: FleetRequest = {}, options?: CallOptions): Promise<FleetWorst> {
    return this.transport.call(E.fleetWorst, params, options);
  }
}
