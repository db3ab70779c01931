// The console's own strings of the first route (shell, overview, its announcements, message
// badge and purchases) and the SDK label sets it shows. Only the stored language's strings load
// before the first render (issue 12: the other language is half of them, ~2 KB gz, and is
// needed only after a switch, when ./lazy.ts brings every namespace of that language). The SDK's
// labels are the "sdk" namespace (initI18n). Every other namespace loads when a page first uses
// it (./lazy.ts: its JSON files are enough, no line here), or with its feature's chunk.
import { type Labels, type Language, noticesLabels, overviewLabels, sharedLabels } from "@fixcloud/sdk";
import type { Bundles } from "./index";

/** The namespaces the first route renders. */
export const FIRST_ROUTE_NAMESPACES = [
  "common",
  "shell",
  "overview",
  "notices",
  "orders",
  "messages",
] as const;

/** `./locales/<lang>/<ns>.json` of the first route's namespaces, one chunk each (shared with ./lazy.ts). */
const files = import.meta.glob<Record<string, string>>(
  "./locales/*/{common,shell,overview,notices,orders,messages}.json",
  { import: "default" },
);

/**
 * The first route's strings in `language`: namespace → flat key → text. Rejects when a file
 * cannot load (the console offline after an upgrade).
 */
export async function firstRouteBundles(language: Language): Promise<Bundles> {
  const loaded = await Promise.all(
    FIRST_ROUTE_NAMESPACES.map(async (ns) => {
      const load = files[`./locales/${language}/${ns}.json`];
      if (!load) throw new Error(`missing locale file ${language}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  return { [language]: Object.fromEntries(loaded) } as Bundles;
}

/** The SDK label sets of the first route (menu, overview, announcements). */
export const CONSOLE_SDK_LABELS: readonly Labels[] = [sharedLabels, overviewLabels, noticesLabels];
