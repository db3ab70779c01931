// The base of every resource class (stripe-node `src/resources/`): one class per area, holding
// the client's transport. Each method takes `(params, options?: CallOptions)` and returns the
// call's parsed `data`; parameter and answer types come from the area's catalogue.
import type { Transport } from "../core/transport.js";

/** Base of every resource class: the transport its calls go through. */
export abstract class APIResource {
  constructor(protected readonly transport: Transport) {}
}
