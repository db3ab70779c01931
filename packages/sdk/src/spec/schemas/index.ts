export * from "./common.js";
export * from "./session.js";
export * from "./overview.js";
export * from "./notices.js";
export * from "./dictionary.js";
export * from "./accounts.js";
export * from "./batch.js";
export * from "./pools.js";
