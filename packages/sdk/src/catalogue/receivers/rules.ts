// Validation rules of notification receivers (part2 §5): name, position, email, phone, one
// pure rule per field of the receiver form (./forms.ts). Every
// value is trimmed before it is checked (and before it is sent: `receiverValues`), so the form,
// the CLI flags and the sandbox agree on what a value is.
import { common, L, LIMITS, lengthBetween, type RuleResult, type Text, trim } from "../shared/rules.js";

// ---------------------------------------------------------------- receivers (part2 §5)

/** The receiver edit form (part2 §3): name, email, tell (the phone), position. */
export interface ReceiverForm {
  name: Text;
  email: Text;
  tell?: Text;
  position: Text;
}

/** The receiver's values as sent: trimmed, the phone `""` when none (part2 §5 "values trimmed"). */
export function receiverValues(form: ReceiverForm): {
  name: string;
  email: string;
  phone: string;
  position: string;
} {
  return {
    name: trim(form.name),
    email: trim(form.email),
    phone: trim(form.tell),
    position: trim(form.position),
  };
}

export const receivers = {
  /** Name: required, 2 to 35 characters once trimmed. L000622 empty, L000623 length. */
  name: (value: Text): RuleResult =>
    lengthBetween(value, 2, LIMITS.receiverTextMax, L.receiverName, L.receiverNameLength),
  /** Position: required, 2 to 35 characters once trimmed. L000624 empty, L000625 length. */
  position: (value: Text): RuleResult =>
    lengthBetween(value, 2, LIMITS.receiverTextMax, L.positionRequired, L.positionLength),
  /** Email: required, the simple local@domain.tld pattern once trimmed. L000609 empty, L000610 pattern. */
  email: (value: Text): RuleResult => common.email(value),
  /** Phone: optional; when given, 11 digits: 1, then 3-9, then 9 digits. L000601. */
  phone: (value: Text): RuleResult => common.optionalMobile(value),
  /** The form's name for the phone field (part2 §3 "tell"): the same rule as {@link receivers.phone}. */
  tell: (value: Text): RuleResult => common.optionalMobile(value),
  /** Adding one more receiver: refused at {@link LIMITS.receiversMax} (10). L000692. */
  count: (current: number): RuleResult => (current >= LIMITS.receiversMax ? L.receiverLimit : null),
};
