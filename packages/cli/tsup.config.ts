import { readdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";
import { defineConfig } from "tsup";

// Two builds, for a fast `fixcloud --help`:
// 1. dist/main.js, CommonJS (dist/package.json says so): commander and the verbs' `command`
//    declarations, built from the light SDK entry (`@fixcloud/sdk/lists`, bundled from source).
//    Tree shaking keeps only what the declarations use: each verb file's `parseOptions` and
//    `run` (and the SDK client, zod, dayjs they reach) are dropped from this bundle. A
//    CommonJS entry skips Node's ESM loader start-up (~10 ms).
// 2. dist/**/*.mjs, ESM with code splitting: every verb file and the run glue (action.ts),
//    each loaded by `import()` from an action; their shared code (the SDK bundled from source
//    with its dependencies, output helpers) lands in chunks. conf is bundled too: every command
//    reads the profile, and conf's ~100 module files (ajv …) took ~110 ms to import, bundled
//    ~40 ms. The CLI's other dependencies stay external (loaded only by the verbs that use them).

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "src");
const pkg = (await import("./package.json", { with: { type: "json" } })).default as { version: string };

/** Files of a commands folder that are not verbs: the noun's declaration, its verb list, its shared helpers. */
const NOT_VERBS = new Set(["index.ts", "verbs.ts", "shared.ts"]);

/** Verb files (src/commands/<noun>/[<sub-noun>/]<verb>.ts) and the run glue: the lazily imported entries. */
const lazyEntries: Record<string, string> = { action: "src/action.ts" };
function addVerbs(dir: string): void {
  for (const e of readdirSync(join(src, dir), { withFileTypes: true })) {
    if (e.isDirectory()) addVerbs(join(dir, e.name));
    else if (e.name.endsWith(".ts") && !NOT_VERBS.has(e.name) && !e.name.endsWith(".test.ts"))
      lazyEntries[join(dir, e.name.slice(0, -3))] = join("src", dir, e.name);
  }
}
addVerbs("commands");

/** In the entry build, `import("./x.js")` of a lazy entry points at its built .mjs file. */
const lazyImports: Plugin = {
  name: "fixcloud-lazy-imports",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== "dynamic-import") return undefined;
      const target = relative(src, join(args.resolveDir, args.path)).replace(/\.(js|ts)$/, "");
      if (!(target in lazyEntries))
        throw new Error(`lazy import of a module that is not an entry: ${target}`);
      return { path: `./${target}.mjs`, external: true };
    });
  },
};

/**
 * conf validates against a JSON schema only when given one (`schema`, `ajvOptions`,
 * `rootSchema`) and compares versions only to run `migrations`; the CLI passes neither, yet conf
 * imports ajv, ajv-formats and semver at load (~450 KB of every command's start-up). In the
 * verbs' build they are a stub that fails loudly if conf ever needs them (a `schema` or
 * `migrations` option added to context.ts must remove this plugin).
 */
const confWithoutAjv: Plugin = {
  name: "fixcloud-conf-without-ajv",
  setup(build) {
    build.onResolve({ filter: /^(ajv\/dist\/2020\.js|ajv-formats|semver)$/ }, (args) =>
      /[\\/]conf[\\/]/.test(args.importer) ? { path: args.path, namespace: "fixcloud-no-ajv" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "fixcloud-no-ajv" }, () => ({
      contents:
        'const unavailable = () => { throw new Error("conf: schema validation and migrations are not bundled with fixcloud (tsup.config.ts)"); };\n' +
        "export class Ajv2020 { constructor() { unavailable(); } }\n" +
        "export default new Proxy(unavailable, { get: () => unavailable });\n",
      loader: "js",
    }));
  },
};

/**
 * The verbs' chunks are ES modules; importing CommonJS commander from them makes Node run its
 * export lexer over commander's source on every command. The entry (CommonJS) has loaded
 * commander already: here `commander` is that same module, taken from the require cache.
 */
const commanderFromRequire: Plugin = {
  name: "fixcloud-commander-from-require",
  setup(build) {
    build.onResolve({ filter: /^commander$/ }, () => ({
      path: "commander",
      namespace: "fixcloud-commander",
    }));
    build.onLoad({ filter: /.*/, namespace: "fixcloud-commander" }, () => ({
      contents:
        'const commander = require("commander");\n' +
        "export const { Argument, Command, CommanderError, Help, InvalidArgumentError, Option } = commander;\n",
      loader: "js",
    }));
  },
};

/**
 * The SDK writes `import { z } from "zod"`: `z` is then one object holding all of zod, and
 * esbuild keeps all of it (~580 KB). Read as `import * as z from "zod"` (the form zod's docs
 * advise), each `z.object`/`z.string` is a static reference and the parts no schema uses are
 * dropped (~130 KB left). Same modules, same classes: only what is bundled changes.
 */
const zodAsNamespace: Plugin = {
  name: "fixcloud-zod-as-namespace",
  setup(build) {
    build.onLoad({ filter: /[\\/]packages[\\/]sdk[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const IMPORT = /^import \{ z \} from "zod";$/m;
      return IMPORT.test(source)
        ? { contents: source.replace(IMPORT, 'import * as z from "zod";'), loader: "ts" }
        : undefined;
    });
  },
};

const common = {
  target: "node20",
  platform: "node",
  sourcemap: false,
  dts: false,
  define: { __CLI_VERSION__: JSON.stringify(pkg.version) },
} as const;

export default defineConfig([
  {
    ...common,
    entry: { main: "src/main.ts" },
    format: ["cjs"],
    outExtension: () => ({ js: ".js" }),
    clean: ["main.js", "package.json"],
    splitting: false,
    // The light SDK entry is bundled from source; tree shaking (the SDK has no side effects)
    // leaves out whatever the declarations do not use.
    noExternal: ["@fixcloud/sdk"],
    esbuildPlugins: [lazyImports],
    esbuildOptions(options) {
      options.conditions = ["@fixcloud/source"];
      // Every command pays for reading and compiling this file (`--help` budget): less text.
      // Identifiers too: the entry only declares commands, its stack traces are commander's.
      options.minify = true;
    },
    async onSuccess() {
      // The package is "type": "module"; this makes dist/*.js CommonJS (the chunks are .mjs).
      writeFileSync(join(here, "dist", "package.json"), `${JSON.stringify({ type: "commonjs" })}\n`);
    },
  },
  {
    ...common,
    entry: lazyEntries,
    format: ["esm"],
    outExtension: () => ({ js: ".mjs" }),
    clean: ["**/*.mjs"],
    splitting: true,
    noExternal: ["@fixcloud/sdk", "zod", "ofetch", "dayjs", "node-forge", "conf", "node-fetch-native"],
    // node-forge is CommonJS and calls require() for Node built-ins; give ESM chunks a require.
    banner: {
      js: 'import { createRequire as __fixcloudCreateRequire } from "node:module";\nconst require = __fixcloudCreateRequire(import.meta.url);',
    },
    esbuildPlugins: [zodAsNamespace, confWithoutAjv, commanderFromRequire],
    esbuildOptions(options) {
      options.conditions = ["@fixcloud/source"];
      options.chunkNames = "chunks/[name]-[hash]";
      // Less text for Node to read and compile at every start (identifiers kept, so a
      // FIXCLOUD_DEBUG=1 stack still names its functions).
      options.minifyWhitespace = true;
      options.minifySyntax = true;
    },
  },
]);
