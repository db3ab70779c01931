// The console's own strings of the first route (shell with the unread count,
// overview, its announcements and purchases) and the SDK labels it shows. Only the stored language's strings load
// before the first render (the other language is half of them and is needed only
// after a switch, when ./lazy.ts brings every namespace of that language). The SDK's labels are
// the "sdk" namespace, in the same pack (./packs/sdkLabels.ts lists the sets). Every other
// namespace loads when a page first uses it (./lazy.ts: its JSON files are enough, no line
// here), or with its feature's chunk.
import type { Language } from "@fixcloud/sdk";
import type { Bundles } from "./index";
import { firstRoutePacks, namespacesOf } from "./packs";

/** The namespaces the first route renders (its packs, ./packs/first.*.ts, hold these files). */
export const FIRST_ROUTE_NAMESPACES = ["common", "shell", "overview", "notices", "orders"] as const;

/**
 * The first route's strings in `language`: namespace → flat key → text, its SDK labels as the
 * "sdk" namespace. Rejects when the pack cannot load (the console offline after an upgrade).
 */
export async function firstRouteBundles(language: Language): Promise<Bundles> {
  return { [language]: namespacesOf(await firstRoutePacks[language]()) } as Bundles;
}
