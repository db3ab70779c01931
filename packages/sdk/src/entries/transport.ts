// Light entry `@fixcloud/sdk/transport` (start-up budget): the transport and the error
// classes alone, without the resources and the catalogue of every area that the main entry's
// client gathers. A CLI verb builds the one resource it calls on it (with `@fixcloud/sdk/accounts`
// …), so it loads only that area's schemas. Everything is re-exported, nothing is defined here.
export * from "../core/transport.js";
export * from "../core/errors.js";
