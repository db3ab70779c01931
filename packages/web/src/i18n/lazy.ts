// The console's namespaces that the first route does not render (issue 12 budget: first route
// ≤ 170 KB gzipped) load on demand: an i18next backend over every `locales/<lang>/<ns>.json`
// file. The first time a page asks for one of them (react-i18next suspends the route meanwhile),
// every namespace of that language not yet present arrives at once, so a dialog opened later on
// a page never suspends it again. A new namespace needs only its two JSON files.
import type { BackendModule, ReadCallback } from "i18next";
import i18next from "i18next";

/** `./locales/<lang>/<ns>.json` → its loader, one small chunk each (Vite's lazy glob). */
const files = import.meta.glob<Record<string, string>>("./locales/*/*.json", { import: "default" });

/** The namespaces and languages the files hold. */
const entries = Object.entries(files).flatMap(([path, load]) => {
  const m = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return m ? [{ lng: m[1] as string, ns: m[2] as string, load }] : [];
});

const loading = new Map<string, Promise<void>>();

/** Add every missing namespace of `lng` (once per language; a failed load may be retried). */
function loadLanguage(lng: string): Promise<void> {
  let pending = loading.get(lng);
  if (!pending) {
    pending = Promise.all(
      entries
        .filter((e) => e.lng === lng && !i18next.hasResourceBundle(lng, e.ns))
        .map(async (e) => {
          const bundle = await e.load();
          if (!i18next.hasResourceBundle(lng, e.ns)) i18next.addResourceBundle(lng, e.ns, bundle);
        }),
    ).then(
      () => undefined,
      (error: unknown) => {
        loading.delete(lng);
        throw error;
      },
    );
    loading.set(lng, pending);
  }
  return pending;
}

/** The i18next backend reading the console's own locale files on demand. */
export const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadLanguage(language).then(
      () => {
        const bundle = i18next.getResourceBundle(language, namespace) as Record<string, string> | undefined;
        // A namespace without a file for this language (the SDK's) is simply empty here.
        callback(null, bundle ?? {});
      },
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};
