// The tool pages' one call, `tools.ionosphereGrid` (part1 §2 Tools), on an SDK transport: the
// envelope, the error classes and the session events are the transport's, as for every console
// call. The catalogue's entry checks its answer with zod, which would cost a tool page ~29 KB of
// its 150 KB budget: the call goes by its place (`IONOSPHERE_GRID_PATH`, which an SDK test holds
// equal to the entry's path) without the schema check, and the answer is checked here for the
// fields the pages read.
import type { EndpointDef, IonosphereGrid, IonosphereGridRequest } from "@fixcloud/sdk";
import { IONOSPHERE_GRID_PATH } from "@fixcloud/sdk/lists";
import { ResponseShapeError, type Transport } from "@fixcloud/sdk/transport";

/** The call as the transport sends it unchecked: its name, method and path. */
const ionosphereGridCall = {
  name: "tools.ionosphereGrid",
  method: "POST",
  path: IONOSPHERE_GRID_PATH,
} as unknown as EndpointDef;

/**
 * The map of one hour, asked on `transport`. Throws the SDK's errors: ApiError (its class by
 * code, SessionError for 401/406 after the transport's session event), ConnectionError,
 * TimeoutError, and ResponseShapeError when the answer has no cells.
 */
export async function ionosphereGridOn(
  transport: Transport,
  body: IonosphereGridRequest,
  signal?: AbortSignal,
): Promise<IonosphereGrid> {
  const data = (await transport.call(ionosphereGridCall, body, {
    validate: false,
    ...(signal ? { signal } : {}),
  })) as Partial<IonosphereGrid> | null;
  if (!data || !Array.isArray(data.cells)) {
    throw new ResponseShapeError(`${ionosphereGridCall.name}: unexpected answer (at cells)`);
  }
  return data as IonosphereGrid;
}
