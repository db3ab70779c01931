// SDK labels in the help language, for help texts built at registration: a flag's name, and
// the values of an enum with their labels ("1 Pending, 2 In service, 3 Service ended"). The
// labels are the SDK's (`@fixcloud/sdk/lists`, no zod, no client): the same words as the
// console, never a CLI copy (part1 §8 labels).
import { type EnumDef, messages } from "@fixcloud/sdk/lists";
import type { Option } from "commander";
import { helpLanguage } from "../lang.js";

/** A value Tab offers after a flag, with its label for zsh and fish. */
export interface FlagValue {
  name: string;
  description?: string;
}

/**
 * A flag whose values Tab offers (commands/completion/server.ts). Not commander's `choices`:
 * those would also take over the check of the value and its message, which stay the CLI's own
 * (an L-code, the SDK's labels).
 */
export type CompletingOption = Option & { completeWith?: readonly FlagValue[] };

/** `option`, with `values` offered by Tab after it. */
export function completeWith<O extends Option>(option: O, values: readonly FlagValue[]): O {
  (option as CompletingOption).completeWith = values;
  return option;
}

/** An enum's values for Tab, each with its SDK label in the help language. */
export function tabValues(
  def: EnumDef,
  values: readonly (string | number)[] = def.values.map((v) => v.value),
): FlagValue[] {
  return values.map((value) => {
    const entry = def.values.find((v) => v.value === value);
    return entry ? { name: String(value), description: helpLabel(entry.labelKey) } : { name: String(value) };
  });
}

/** The SDK label of `key` in the help language, or the key itself when there is none. */
export function helpLabel(key: string): string {
  return messages[helpLanguage][key] ?? key;
}

/**
 * An enum's values with their labels for a help text, e.g. `1 Pending, 2 In service, 3 Service
 * ended` (`1 待服务，2 服务中，3 服务结束` in Chinese). `values` narrows the list (a scope's options).
 */
export function enumHelp(
  def: EnumDef,
  values: readonly (string | number)[] = def.values.map((v) => v.value),
): string {
  const sep = helpLanguage === "zh-CN" ? "，" : ", ";
  return values
    .map((value) => {
      const entry = def.values.find((v) => v.value === value);
      return entry ? `${value} ${helpLabel(entry.labelKey)}` : String(value);
    })
    .join(sep);
}
