// Light entry `@fixcloud/sdk/ntrip/node`: the NTRIP client over node:net (./client.ts), for
// Node programs only; the protocol itself is `@fixcloud/sdk/ntrip`.
export * from "./client.js";
