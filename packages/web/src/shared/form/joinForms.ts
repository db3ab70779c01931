// Two @mantine/form forms submitted as one (part1 §5 rules): a dialog whose fields come from a
// hand-made form and from an SDK form descriptor (useDescribedForm) validates both on submit,
// shows every error of both at once, and sends only when both pass, with their values merged.
import type { UseFormReturnType } from "@mantine/form";
import type { FormEvent } from "react";

/** What a form offers {@link joinForms}: its validation and its current values. */
type Joinable<V> = Pick<UseFormReturnType<V>, "validate" | "getValues">;

/** Forms `a` and `b` as one `onSubmit` (what FormDialog takes): both validated, values merged. */
export function joinForms<A, B>(a: Joinable<A>, b: Joinable<B>) {
  return {
    onSubmit:
      (handle: (values: A & B, event?: FormEvent<HTMLFormElement>) => void) =>
      (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        // Both run, so a user sees every field's error at once, not one form's after the other's.
        const first = a.validate();
        const second = b.validate();
        if (!first.hasErrors && !second.hasErrors) handle({ ...a.getValues(), ...b.getValues() }, event);
      },
  };
}
