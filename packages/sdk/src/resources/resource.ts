import type { Transport } from "../core/client.js";
import type { RequestOf, ResponseOf } from "../spec/endpoint.js";
import type { EndpointName, endpoints } from "../spec/endpoints.js";

/** Request body type of a catalogued call, e.g. `Req<"accounts.batchEnable">`. */
export type Req<N extends EndpointName> = RequestOf<(typeof endpoints)[N]>;
/** Parsed `data` type of a catalogued call's answer. */
export type Res<N extends EndpointName> = ResponseOf<(typeof endpoints)[N]>;

/**
 * Base of every resource class (stripe-node style): holds the client's transport. Each
 * method takes `(params, options?: CallOptions)` and returns the call's parsed `data`.
 * Parameter and answer types come from the catalogue's schemas, so they follow it.
 */
export abstract class APIResource {
  constructor(protected readonly transport: Transport) {}
}
