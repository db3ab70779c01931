// The console's namespaces that the first route does not render (budget: first route
// ≤ 170 KB gzipped) load on demand: an i18next backend over the language packs (./packs). The
// first time a page asks for one of them (react-i18next suspends the route meanwhile), every
// namespace of that language not yet present arrives at once, in one chunk, so a dialog opened
// later on a page never suspends it again; the first route's SDK labels of that language come
// with them (a switch shows the menu and tiles translated). A new namespace needs only its two
// JSON files.
import type { Language } from "@fixcloud/sdk";
import type { AnyRouter } from "@tanstack/react-router";
import type { BackendModule, ReadCallback } from "i18next";
import i18next from "i18next";
import { SDK_NS } from "./sdkLabels";
import { languagePacks, namespacesOf } from "./packs";

const loading = new Map<string, Promise<void>>();

/** Add every missing namespace of `lng` (once per language; a failed load may be retried). */
function loadLanguage(lng: string): Promise<void> {
  let pending = loading.get(lng);
  if (!pending) {
    const load = languagePacks[lng as Language];
    pending = (load ? load() : Promise.reject(new Error(`no strings for ${lng}`))).then(
      (pack) => {
        for (const [ns, bundle] of Object.entries(namespacesOf(pack))) {
          // The SDK's namespace may hold a feature's labels already (registerSdkLabels, both
          // languages): the pack's first-route labels merge in.
          if (ns === SDK_NS) i18next.addResourceBundle(lng, ns, bundle, true, false);
          else if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, bundle);
        }
      },
      (error: unknown) => {
        loading.delete(lng);
        throw error;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

/**
 * Load the current language's pack once a page other than the overview opens (boot.tsx): it also
 * carries the rule messages (L-codes) forms and refusals show, which the first route's pack
 * leaves out. Most pages ask for a namespace of the pack anyway; this makes it certain, without
 * holding the page (no one waits for it).
 */
export function loadStringsForPages(router: Pick<AnyRouter, "subscribe">, firstRoute: string): () => void {
  return router.subscribe("onResolved", (e) => {
    if (e.toLocation.pathname !== firstRoute) void loadLanguage(i18next.language).catch(() => {});
  });
}

/** The i18next backend reading the console's own locale files on demand. */
export const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadLanguage(language).then(
      () => {
        const bundle = i18next.getResourceBundle(language, namespace) as Record<string, string> | undefined;
        // A namespace without a file for this language is simply empty here.
        callback(null, bundle ?? {});
      },
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};
