// Light entry `@fixcloud/sdk/accounts` (start-up budget): the accounts resource and the
// accounts area's schemas, for a program that calls only this area on a Transport from
// `@fixcloud/sdk/transport` (the CLI's account verbs). Everything is re-exported from the
// modules the main entry uses, so behaviour is the same. `securityEndpoints` gives the user-info
// call whose permissions an export checks first.
export * from "../resources/accounts.js";
export * from "../catalogue/accounts/schemas.js";
export * from "../catalogue/accounts/batch.js";
export { accountsEndpoints } from "../catalogue/accounts/endpoints.js";
export { securityEndpoints } from "../catalogue/security/endpoints.js";
