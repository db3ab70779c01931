// Overview dashboard calls (part1 §2, §7) with their schemas: described once in ./calls.ts.
import { withSchemas } from "../shared/lazy.js";
import { overviewCalls } from "./calls.js";
import * as schemas from "./schemas.js";

/** The overview area's calls. Source: part1 §7. */
export const overviewEndpoints = withSchemas(overviewCalls, schemas);
