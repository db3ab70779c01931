// The role options of the role-assignment dialog (part2 §2: a multi-select of roles plus a table
// of the chosen roles' names and remarks): every role of the customer, read through the roles
// area's public module.
import type { Role } from "@fixcloud/sdk";
import { everyRole } from "../roles/public";

/** A role the sub-account may be given. */
export type RoleOption = Role;

/** Every role of the customer. */
export function roleOptions(options?: { signal?: AbortSignal }): Promise<RoleOption[]> {
  return everyRole(options);
}
