// The receiver form (part2 §2 add/edit dialog, §3 Receiver, §5 rules): name and position (2 to
// 35 characters), email (required), phone (optional, a mainland mobile when given). The wire
// names are the spec's (`phone`; the SDK's ReceiverForm calls it `tell`, as part2 §3's form
// does). The console's dialog, the CLI's `receivers add/update` flags, the create/update request
// schemas and the sandbox's check are built from this descriptor.
import { defineForm, field } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { Text } from "../shared/rules.js";
import { receivers } from "./rules.js";

/** The receiver form (part2 §3, §5). */
export const receiverForm = defineForm({
  name: "receiver",
  source: "part2 §2-5",
  fields: [
    field("name", "text", {
      required: true,
      max: LIMITS.receiverTextMax,
      rule: (v) => receivers.name(v as Text),
    }),
    field("email", "email", { required: true, rule: (v) => receivers.email(v as Text) }),
    field("phone", "phone", { optional: true, rule: (v) => receivers.phone(v as Text) }),
    field("position", "text", {
      required: true,
      max: LIMITS.receiverTextMax,
      rule: (v) => receivers.position(v as Text),
    }),
  ],
});
