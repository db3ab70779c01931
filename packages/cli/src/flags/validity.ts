// The validity flags of `accounts validity` and `pools fill` (part1 §2 batch "edit validity",
// §5 rules L000388-L000393): valid time and unit, silence period and unit, usage limit. Read
// here as the raw text the SDK's rules take; each verb applies its own rule to the result.
import type { TimeUnit } from "@fixcloud/sdk";
import { enumValues, LIMITS, timeUnit } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../context.js";
import { h } from "../lang.js";
import { completeWith, enumHelp, tabValues } from "./help.js";
import { choiceFlag, intFlag } from "./values.js";

/** The flags' raw values, as the SDK's `ValidityInput` / `PoolFillInput` fields. */
export interface ValidityInput {
  validTime?: string;
  validTimeUnit?: string;
  silenceTime?: string;
  silenceTimeUnit?: string;
  limitUseSum?: string;
}

/** `--valid-time`, `--valid-unit`, `--silence-time`, `--silence-unit` and `--limit`. */
export function validityOptions(limitHelp: string): Option[] {
  const units = enumHelp(timeUnit);
  return [
    new Option("--valid-time <n>", h("Validity, a positive whole number.", "有效期，正整数。")),
    completeWith(
      new Option(
        "--valid-unit <unit>",
        `${h("Unit of the validity: ", "有效期单位：")}${units}${h(".", "。")}`,
      ),
      tabValues(timeUnit),
    ),
    new Option("--silence-time <n>", h("Silence period, a positive whole number.", "静默期，正整数。")),
    completeWith(
      new Option(
        "--silence-unit <unit>",
        `${h("Unit of the silence period: ", "静默期单位：")}${units}${h(".", "。")}`,
      ),
      tabValues(timeUnit),
    ),
    new Option("--limit <n>", limitHelp),
  ];
}

const text = (v: unknown) => (v === undefined ? undefined : String(v).trim());

/** The flags' values as text (checked afterwards by an SDK rule). No calls. */
export function readValidity(o: Record<string, unknown>): ValidityInput {
  return {
    validTime: text(o.validTime),
    validTimeUnit: text(o.validUnit),
    silenceTime: text(o.silenceTime),
    silenceTimeUnit: text(o.silenceUnit),
    limitUseSum: text(o.limit),
  };
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
 * The request fields of validity input that an SDK rule has accepted (the rule gives the
 * L-code messages; this only types the values). Valid and silence times 1 to LIMITS.periodMax (100,000).
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
