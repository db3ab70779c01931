// Announcement calls (part1 §2, §7) with their schemas: described once in ./calls.ts.
import { withSchemas } from "../shared/lazy.js";
import { noticesCalls } from "./calls.js";
import * as schemas from "./schemas.js";

/** The notices area's calls. Source: part1 §7. */
export const noticesEndpoints = withSchemas(noticesCalls, schemas);
