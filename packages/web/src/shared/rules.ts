// The SDK's validation rules (part1 §5) as @mantine/form validators: a rule returns an L-code or
// null; the form shows the code's text from the SDK labels in the current language.
import type { RuleResult } from "@fixcloud/sdk";
import type { TFunction } from "i18next";

/** The text of a rule's result, or null when the value passed. */
export function ruleMessage(t: TFunction, code: RuleResult): string | null {
  return code ? t(code, { ns: "sdk" }) : null;
}

/** A field validator from a rule on the field's value. */
export function validator<V>(t: TFunction, rule: (value: V) => RuleResult): (value: V) => string | null {
  return (value) => ruleMessage(t, rule(value));
}
