// Light entry `@fixcloud/sdk/format` (start-up budget): the wire-time helpers and the
// spreadsheet-cell guard, without zod or the catalogue, for output code that shows times and
// writes cells (the CLI's tables and CSV). Everything is re-exported, nothing is defined here.
export * from "../catalogue/shared/time.js";
export { neutralizeCell } from "../core/cells.js";
