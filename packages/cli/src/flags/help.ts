// SDK labels in the help language, for help texts built at registration: a flag's name, and
// the values of an enum with their labels ("1 Pending, 2 In service, 3 Service ended"). The
// labels are the SDK's (`@fixcloud/sdk/lists`, no zod, no client): the same words as the
// console, never a CLI copy (part1 §8 labels).
import { type EnumDef, messages } from "@fixcloud/sdk/lists";
import { helpLanguage } from "../lang.js";

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
