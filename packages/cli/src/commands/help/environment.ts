// `fixcloud help environment`: the help topic listing every environment variable the
// CLI reads (messages/environment.ts), in the run's language. Loaded only for this topic.
import { helpLanguage } from "../../lang.js";
import { environmentMessages } from "../../messages/environment.js";

/** The variables described, in print order: the `env.<NAME>` keys of the label set. */
export const VARIABLES: readonly string[] = Object.keys(environmentMessages.en)
  .filter((k) => k !== "env.title")
  .map((k) => k.slice(4));

/** The topic's text: a title, then each variable and its description. */
export function environmentHelp(lang = helpLanguage): string {
  const m = environmentMessages[lang] as Record<string, string>;
  const width = Math.max(...VARIABLES.map((v) => v.length));
  const lines = VARIABLES.map((v) => `  ${v.padEnd(width)}  ${m[`env.${v}`]}`);
  return `${m["env.title"]}\n\n${lines.join("\n")}\n`;
}
