// The sub-account form (part2 §3 fields, §4 add/edit dialog, §5 rules): add and edit share it;
// the username is fixed once created and the password pair is required on add only, sent
// only when set. The console's dialog, the CLI's `subaccounts create/update` flags, the
// payload schema and the sandbox's check are all built from this descriptor.
import { defineForm, field, type FormValues } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { Text } from "../shared/rules.js";
import { subAccounts } from "./rules.js";

const onAdd = ({ mode }: { mode: "add" | "edit" }) => mode === "add";

/** The sub-account add/edit form (part2 §3-5). */
export const subAccountForm = defineForm({
  name: "subAccount",
  source: "part2 §3-5",
  fields: [
    field("userName", "text", {
      required: true,
      max: LIMITS.fieldMax,
      fixedIn: ["edit"],
      rule: (v) => subAccounts.userName(v as Text),
    }),
    field("fullName", "text", {
      required: true,
      max: LIMITS.fieldMax,
      rule: (v) => subAccounts.fullName(v as Text),
    }),
    field("phone", "phone", {
      required: true,
      rule: (v, _all, ctx) => subAccounts.phone(v as Text, ctx.language),
    }),
    field("email", "email", {
      required: true,
      max: LIMITS.fieldMax,
      rule: (v) => subAccounts.email(v as Text),
    }),
    field("password", "password", {
      required: onAdd,
      optional: true,
      rule: (v, _all, ctx) => subAccounts.password(v as Text, ctx.mode),
    }),
    field("confirmPassword", "password", {
      required: onAdd,
      optional: true,
      sentWith: "password",
      rule: (v, all, ctx) => subAccounts.confirmPassword(all.password as Text, v as Text, ctx.mode),
    }),
  ],
});

/** The sub-account form's values as a form holds them (every field text). */
export type SubAccountForm = FormValues<typeof subAccountForm>;
