// The tool pages' calls (part1 §2 Tools): the ionosphere map of one hour. Coverage
// needs no call: `coverageAt` (`@fixcloud/sdk/stations`) answers from the station table.
import { toolsEndpoints as E } from "../catalogue/tools/endpoints.js";
import type { IonosphereGrid, IonosphereGridRequest } from "../catalogue/tools/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** The tools area: `client.tools.ionosphereGrid({ time })`. */
export class Tools extends APIResource {
  /**
   * `tools.ionosphereGrid` (`POST /api/ops/ionosphere/grid`): ROTI (TECU/min) and level 1-5 per
   * 2.5° × 5° grid node for the hour of `time` (UTC wire time within the last 24 h; now when
   * absent) over `region` (CN, EU; both when absent). Throws ApiError 400 (L000782) for a time
   * outside the last 24 h.
   */
  ionosphereGrid(params: IonosphereGridRequest = {}, options?: CallOptions): Promise<IonosphereGrid> {
    return this.transport.call(E.ionosphereGrid, params, options);
  }
}
