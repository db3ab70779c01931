// The role options of the role-assignment dialog (part2 §2: a multi-select of roles plus a table
// of the chosen roles' names and remarks), read with `roles.list` and an empty body (part2 §7).
// REQUEST: brief D2 models the roles area; once `Roles.list()` and its schema exist in the SDK,
// replace this call and the local parse with them (the roles area's resource on `transport`).
import { endpoints } from "@fixcloud/sdk";
import { z } from "zod";
import { transport } from "../../shared/consoleTransport";

/** What the dialog reads of a role. */
const RoleOption = z.looseObject({
  roleCode: z.string(),
  roleName: z.string(),
  remarks: z.string().nullish(),
  roleStatus: z.coerce.number().optional(),
});
/** A role the sub-account may be given. */
export type RoleOption = z.infer<typeof RoleOption>;

/** Every role of the customer (`roles.list`, empty body: `data` is an array). */
export async function roleOptions(options?: { signal?: AbortSignal }): Promise<RoleOption[]> {
  const data = await transport.call(endpoints["roles.list"], {}, options);
  return z.array(RoleOption).parse(data);
}
