// The validity flags of `accounts validity` and `pools fill` (part1 §2 batch "edit validity",
// §7 "binding", §5 rules L000387-L000393), from the SDK's validity and pool fill forms: the
// flags and their help come from the descriptor (under their established names), the values are
// checked with the form's rules (cross-field: a silence period needs a valid period) and then
// typed for the request.
import type { TimeUnit } from "@fixcloud/sdk";
import { enumValues, type FormDescriptor, fieldError, LIMITS } from "@fixcloud/sdk/lists";
import type { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { sdkMessage } from "../output/print.js";
import { type FormFlagOptions, formFlag, formOptions, readFormFlags } from "./form-flags.js";
import { choiceFlag, intFlag } from "./values.js";

/** The flags' raw values, by the form's field keys; absent when not given. */
export interface ValidityInput {
  creatAccountSum?: string;
  validTime?: string;
  validTimeUnit?: string;
  silenceTime?: string;
  silenceTimeUnit?: string;
  limitUseSum?: string;
}

/** The flag names these verbs have always had, by field key. */
const FLAGS: FormFlagOptions = {
  mode: "add",
  names: {
    creatAccountSum: "count",
    validTimeUnit: "valid-unit",
    silenceTimeUnit: "silence-unit",
    limitUseSum: "limit",
  },
};

/** The flags of form `d` (`--count`, `--limit`, `--valid-time`, `--valid-unit`, …), with the verb's hints. */
export function validityOptions(d: FormDescriptor, hints?: Readonly<Record<string, string>>): Option[] {
  return formOptions(d, hints ? { ...FLAGS, hints } : FLAGS);
}

/** The flags of form `d` as given (trimmed, unchecked). No calls. */
export function readValidity(d: FormDescriptor, o: Record<string, unknown>): ValidityInput {
  const values = readFormFlags(d, o, FLAGS) as Record<string, string>;
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) as ValidityInput;
}

/**
 * Check `input` with the rules of form `d` (the first failing field, as the sandbox answers).
 * @throws UsageError naming the flag with the rule's message in the run's language.
 */
export function checkValidity(ctx: Pick<Context, "language">, d: FormDescriptor, input: ValidityInput): void {
  const values = input as Readonly<Record<string, unknown>>;
  for (const f of d.fields) {
    const code = fieldError(f, values, { mode: "add", language: ctx.language });
    if (code) throw new UsageError(`${formFlag(f, FLAGS)}: ${sdkMessage(ctx, code)}`);
  }
}

/** The validity fields of a request body: given ones only, numbers as numbers. */
export interface ValidityParams {
  validTime?: number;
  validTimeUnit?: TimeUnit;
  silenceTime?: number;
  silenceTimeUnit?: TimeUnit;
  limitUseSum?: number;
}

/**
 * The request fields of validity input that the form's rules have accepted (the rules give the
 * L-code messages; this only types the values). Valid and silence times 1 to LIMITS.periodMax.
 * @throws UsageError for a value out of range or an unknown unit.
 */
export function validityParams(t: Context["t"], input: ValidityInput): ValidityParams {
  const units = enumValues("timeUnit");
  const params: ValidityParams = {
    validTime: intFlag(t, "--valid-time", input.validTime, 1, LIMITS.periodMax),
    validTimeUnit: choiceFlag(t, "--valid-unit", input.validTimeUnit, units),
    silenceTime: intFlag(t, "--silence-time", input.silenceTime, 1, LIMITS.periodMax),
    silenceTimeUnit: choiceFlag(t, "--silence-unit", input.silenceTimeUnit, units),
    limitUseSum: intFlag(t, "--limit", input.limitUseSum, 1, Number.MAX_SAFE_INTEGER),
  };
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as ValidityParams;
}
