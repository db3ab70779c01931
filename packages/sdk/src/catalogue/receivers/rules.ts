// Validation rules of notification receivers (part2 §5): name, position, email, phone.
import {
  collect,
  common,
  type FormErrors,
  L,
  lengthBetween,
  type RuleResult,
  type Text,
} from "../shared/rules.js";

// ---------------------------------------------------------------- receivers (part2 §5)

/** The receiver edit form (part2 §3). */
export interface ReceiverForm {
  name: Text;
  email: Text;
  tell?: Text;
  position: Text;
}

export const receivers = {
  /** Name: required, 2 to 35 characters. L000622/L000623. */
  name: (value: Text): RuleResult => lengthBetween(value, 2, 35, L.receiverName, L.receiverNameLength),
  /** Position: required, 2 to 35 characters. L000624/L000625. */
  position: (value: Text): RuleResult => lengthBetween(value, 2, 35, L.positionRequired, L.positionLength),
  /** Email: required, valid. L000609/L000610. */
  email: (value: Text): RuleResult => common.email(value),
  /** Phone: optional 11-digit mainland mobile. L000601. */
  phone: (value: Text): RuleResult => common.optionalMobile(value),
  /** Every failing field of the receiver form. */
  receiverErrors(form: ReceiverForm): FormErrors<keyof ReceiverForm> {
    return collect({
      name: () => receivers.name(form.name),
      email: () => receivers.email(form.email),
      tell: () => receivers.phone(form.tell),
      position: () => receivers.position(form.position),
    });
  },
};
