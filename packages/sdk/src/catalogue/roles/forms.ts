// The role form (part2 §2 add dialog and detail/edit dialog, §3 Role, §5 rules): the role name
// (trimmed, required, at most 50) and remarks (at most 50). The menu tree of the edit dialog is
// its own widget, checked by `roles.menuCodes`. The console's add dialog, the edit dialog's name,
// the CLI's `roles create/update` flags, and the addRole/updateRole request schemas (so the
// sandbox's pipeline) are built from this descriptor.
import { defineForm, type FormValues, field } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { Text } from "../shared/rules.js";
import { roles } from "./rules.js";

/** The role form (part2 §3, §5). */
export const roleForm = defineForm({
  name: "role",
  source: "part2 §2-5",
  fields: [
    field("roleName", "text", {
      required: true,
      max: LIMITS.fieldMax,
      rule: (v) => roles.roleName(v as Text),
    }),
    field("remarks", "textarea", {
      optional: true,
      max: LIMITS.fieldMax,
      rule: (v) => roles.remarks(v as Text),
    }),
  ],
});

/** The role form's values with the edit dialog's menu selection (part2 §3 menuCodeList). */
export type RoleForm = FormValues<typeof roleForm> & { menuCodeList?: readonly string[] | null };
