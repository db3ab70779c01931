// The stream status calls (a project addition): every mount point's health and its outages of
// the last 24 h, signed in or public (docs/stream-health.md).
import { streamsEndpoints as E } from "../catalogue/streams/endpoints.js";
import type { StreamStatus } from "../catalogue/streams/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** The streams area: `client.streams.streamStatus()`. */
export class Streams extends APIResource {
  /**
   * `streams.streamStatus` (`POST /api/ops/streams/status`): each mount point with its state,
   * health report (times in epoch ms) and outages of the last 24 h (UTC wire times). Throws
   * ApiError 401 without a session.
   */
  streamStatus(options?: CallOptions): Promise<StreamStatus> {
    return this.transport.call(E.streamStatus, {}, options);
  }

  /**
   * `streams.publicStreamStatus` (`POST /api/ops/streams/publicStatus`): the same answer without
   * a session, for the public status page.
   */
  publicStreamStatus(options?: CallOptions): Promise<StreamStatus> {
    return this.transport.call(E.publicStreamStatus, {}, options);
  }
}
