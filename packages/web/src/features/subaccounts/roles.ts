// The role options of the role-assignment dialog (part2 §2: a multi-select of roles plus a table
// of the chosen roles' names and remarks): every role of the customer, `roles.list` with an
// empty body (part2 §7), through the roles area's SDK resource.
import type { Role } from "@fixcloud/sdk";
import { roles } from "../roles/api";

/** A role the sub-account may be given. */
export type RoleOption = Role;

/** Every role of the customer. */
export function roleOptions(options?: { signal?: AbortSignal }): Promise<RoleOption[]> {
  return roles.list({}, options);
}
