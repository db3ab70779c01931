// What the roles area offers the other features: every role of the customer, for the sub-account
// role dialog (part2 §2). Apart from ./queries.ts, which brings the role page's URL state.
import type { Role } from "@fixcloud/sdk";
import { roles } from "./api";

/** Every role of the customer: `roles.list` with an empty body (part2 §7). */
export const everyRole = (options?: { signal?: AbortSignal }): Promise<Role[]> => roles.list({}, options);
