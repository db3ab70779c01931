// In-app message and message-setting calls (part2 §2, §7) with their schemas: described once
// in ./calls.ts.
import { withSchemas } from "../shared/lazy.js";
import { messagesCalls } from "./calls.js";
import * as schemas from "./schemas.js";

/** The messages area's calls. Source: part2 §7. */
export const messagesEndpoints = withSchemas(messagesCalls, schemas);
