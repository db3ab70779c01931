// The console's first-route SDK labels in one language per pack (the first route
// ≤ 170 KB gz; the SDK's label modules hold both languages, ~2 KB gz of the other one). The SDK
// stays the one place label texts are written and src/i18n/packs/sdkLabels.ts the one list of
// the first route's sets: at build time that module runs on the SDK's source (Vite's module
// runner, as ./compiledCalls.ts reads the SDK's calls), and each `packs/sdk.<lang>.ts`, the
// module the packs of that language import, becomes its labels as a JSON literal. The dev server
// and tests run those modules as written (no budget there).
import { resolve } from "node:path";
import type { Language } from "@fixcloud/sdk";
import type { Plugin } from "vite";
import { runnerImport } from "vite";

/** What packs/sdkLabels.ts exports: the first route's labels of a language, and the same sets whole. */
interface LabelsModule {
  firstRouteSdkLabels(language: Language): Record<string, string>;
  pageSdkLabels(language: Language): Record<string, string>;
}

/** Which labels a replaced module holds: `sdk.<lang>.ts` the first route's, `sdk-all.<lang>.ts` whole. */
export type LabelsKind = "firstRoute" | "page";

/** The languages the packs are built for (src/i18n LANGUAGES). */
const LANGUAGES: readonly Language[] = ["zh-CN", "en"];

/** Where the console's packs and the SDK's source are. */
export interface Sources {
  /** The console's src/i18n/packs. */
  packs: string;
  /** packages/sdk/src. */
  sdk: string;
}

/**
 * The first route's SDK labels in `language` (flat key → text), computed by the console's
 * `packs/sdkLabels.ts` from the SDK's source. Throws when the module cannot run.
 */
export async function firstRouteLabels(
  sources: Sources,
  language: Language,
  kind: LabelsKind = "firstRoute",
): Promise<Record<string, string>> {
  const { module } = await runnerImport<LabelsModule>(resolve(sources.packs, "sdkLabels.ts"), {
    configFile: false,
    // The SDK's source, as the console's build reads it (the runner would import its dist).
    resolve: {
      alias: [
        { find: /^@fixcloud\/sdk\/lists$/, replacement: resolve(sources.sdk, "lists.ts") },
        { find: /^@fixcloud\/sdk$/, replacement: resolve(sources.sdk, "index.ts") },
      ],
    },
  });
  return kind === "page" ? module.pageSdkLabels(language) : module.firstRouteSdkLabels(language);
}

/** The source of the module replacing `packs/sdk.<lang>.ts`: the labels as a JSON literal. */
export function labelsModule(labels: Readonly<Record<string, string>>): string {
  return `export default ${JSON.stringify(labels)};\n`;
}

/**
 * The Vite plugin (build only): `packs/sdk.<lang>.ts` of the console loads as that language's
 * first-route SDK labels, and `packs/sdk-all.<lang>.ts` as the same sets with their rule
 * messages, computed at build time. Fails the build when they cannot be computed.
 */
export function sdkLabelPacks(sources: Sources): Plugin {
  const byFile = new Map<string, [Language, LabelsKind]>(
    LANGUAGES.flatMap((lng) => [
      [resolve(sources.packs, `sdk.${lng}.ts`), [lng, "firstRoute"]],
      [resolve(sources.packs, `sdk-all.${lng}.ts`), [lng, "page"]],
    ]),
  );
  return {
    name: "fixcloud:sdk-label-packs",
    apply: "build",
    enforce: "pre",
    async load(id) {
      const hit = byFile.get(id.split("?")[0] ?? id);
      if (!hit) return null;
      return labelsModule(await firstRouteLabels(sources, ...hit));
    },
  };
}
