import { readdirSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";
import { defineConfig } from "tsup";

// The builds, for a fast start (budgets: `--help` ≤ 1.3 ×, `accounts list` ≤ 2.5 ×
// `node -e 0`). Every file is CommonJS: Node 20 can cache V8's compiled code for CommonJS only
// (src/boot.ts does, for our bundles), and one file per command skips the ES module loader's
// per-file resolve and link (`accounts list` loaded 31 ES chunks, ~1/3 of its start-up).
// 1. dist/boot.js: the code-cache loader (src/boot.ts), the one file loaded without the cache.
// 2. dist/main.js: commander and the verbs' `command` declarations, built from the light SDK
//    entry (`@fixcloud/sdk/lists`, bundled from source). Tree shaking keeps only what the
//    declarations use: each verb file's `parseOptions` and `run` are dropped from this bundle.
//    A verb's `load: () => import("./x.js")` becomes a cached load of its folder's bundle.
// 3. dist/commands/<noun>[/<sub-noun>].cjs: one self-contained bundle per commands folder (no
//    code splitting: with it, any import of the SDK's main entry put every area's catalogue
//    into a chunk each verb loaded), with the run glue (action.ts) inside, so the verbs, the
//    context and the error mapping share one copy of every CLI module. conf is bundled in
//    (every command reads the profile). Shared files, loaded through the cache when needed:
//    - dist/sdk/errors.cjs, the SDK's error classes: every bundle that throws or matches them
//      (verbs, the SDK client) takes this one copy, so `instanceof ApiError` holds across them;
//    - dist/sdk/client.cjs, the SDK's main entry, for `ctx.client()` (`import("@fixcloud/sdk")`
//      in context.ts); a verb that builds one resource on `ctx.transport()` never loads it;
//    - dist/vendor/node-fetch.cjs (`ctx.transport()`), dist/vendor/exceljs.cjs (.xlsx ids
//      files) and dist/vendor/exceljs-writer.cjs (exports: the streaming writer without the
//      readers): exceljs as ~300 module files cost an export more than its writing.
//    The CLI's other dependencies stay external and are required when a verb needs them.
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "src");
const pkg = (await import("./package.json", { with: { type: "json" } })).default as { version: string };

/** Files of a commands folder that are not verbs: the noun's declaration, its verb list, its shared helpers. */
const NOT_VERBS = new Set(["index.ts", "verbs.ts", "shared.ts"]);

/**
 * Verb files (src/commands/<noun>/[<sub-noun>/]<verb>.ts), the lazily loaded modules, by their
 * folder: `commands/accounts` → [`list`, `export`, …]. One bundle per folder (see above).
 */
const lazyFolders: Record<string, string[]> = {};
function addVerbs(dir: string): void {
  for (const e of readdirSync(join(src, dir), { withFileTypes: true })) {
    if (e.isDirectory()) addVerbs(join(dir, e.name));
    else if (e.name.endsWith(".ts") && !NOT_VERBS.has(e.name) && !e.name.endsWith(".test.ts")) {
      const folder = dir.split("\\").join("/");
      lazyFolders[folder] = [...(lazyFolders[folder] ?? []), e.name.slice(0, -3)];
    }
  }
}
addVerbs("commands");
/** The verbs' bundles' entries: `commands/accounts` → its folder (built to dist/commands/accounts.cjs). */
const folderEntries = Object.fromEntries(Object.keys(lazyFolders).map((f) => [f, join("src", f)]));

/**
 * A module whose whole text is `module.exports = <expression>`: what a lazy `import()` of
 * another bundle becomes. The bundles are CommonJS and run through the code-cache loader,
 * where an `import()` would fail on Node 20 (vm scripts have no dynamic import); a required
 * module's exports read the same as its `import()` namespace (esbuild's interop).
 */
const exportsOf = (expression: string) => ({
  contents: `module.exports = ${expression};\n`,
  loader: "js" as const,
});

/** What those modules require (the loader, a shared file) is resolved at run time, not bundled. */
const keepRequiresOf = (namespace: string): Plugin => ({
  name: `fixcloud-keep-requires-${namespace}`,
  setup(build) {
    build.onResolve({ filter: /.*/, namespace }, (args) => ({ path: args.path, external: true }));
  },
});

/**
 * In the entry build, `import("./x.js")` of a verb file loads its folder's bundle through the
 * code cache (src/boot.ts) and takes that verb's part and the run glue from it. The run glue
 * (`import("./action.js")` in runner.ts) is in every bundle, so the entry never loads it alone.
 * A noun's `import("./verbs.js")` (its verbs' declarations) stays in the entry: esbuild keeps
 * such a module uninitialised until the import runs, when the command line names the noun.
 */
const lazyImports: Plugin = {
  name: "fixcloud-lazy-imports",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      // Only the CLI's own lazy imports are verb loads; the SDK's (a first-route call's answer
      // schema, catalogue/shared/lazy.ts) stay in the bundle as esbuild does them.
      if (args.kind !== "dynamic-import" || !args.importer.startsWith(src)) return undefined;
      const target = relative(src, join(args.resolveDir, args.path)).replace(/\.(js|ts)$/, "");
      if (target === "action") return { path: target, namespace: "fixcloud-no-glue" };
      if (basename(target) === "verbs") return undefined;
      const folder = dirname(target).split("\\").join("/");
      if (!lazyFolders[folder]?.includes(basename(target)))
        throw new Error(`lazy import of a module that is not an entry: ${target}`);
      return { path: `${folder}\n${basename(target)}`, namespace: "fixcloud-verb-of" };
    });
    build.onLoad({ filter: /.*/, namespace: "fixcloud-verb-of" }, (args) => {
      const [folder, verb] = args.path.split("\n");
      const bundle = `require("./boot.js").load(${JSON.stringify(`${folder}.cjs`)})`;
      return exportsOf(`((b) => ({ runVerb: b.runVerb, ...b.modules[${JSON.stringify(verb)}] }))(${bundle})`);
    });
    build.onLoad({ filter: /.*/, namespace: "fixcloud-no-glue" }, () =>
      exportsOf(
        '{ get runVerb() { throw new Error("fixcloud: a verb bundle without its run glue (tsup.config.ts)"); } }',
      ),
    );
  },
};

/**
 * A folder's bundle: `modules`, each verb module by name, and the run glue `runVerb` (src/action.ts),
 * so the verbs and the glue share one copy of the context, messages and network-failure state
 * (runner.ts `lazyAction` takes `runVerb` from the bundle). A lazy module that is not a verb
 * (completion's server, a help topic) is there the same way.
 */
const verbBundles: Plugin = {
  name: "fixcloud-verb-bundles",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "entry-point" && join(here, args.path).startsWith(join(src, "commands"))
        ? { path: join(here, args.path), namespace: "fixcloud-folder" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "fixcloud-folder" }, async (args) => {
      const folder = relative(src, args.path).split("\\").join("/");
      const lines = [`export { runVerb } from ${JSON.stringify(join(src, "action.ts"))};`];
      // Each verb module behind a getter that `require`s it: esbuild then wraps it (and what only
      // it imports) in a lazy initializer, so `accounts list` evaluates the list verb's modules
      // and not the SDK schemas, bulk engine and exceljs glue of the folder's other verbs.
      const entries = (lazyFolders[folder] ?? []).map(
        (verb) =>
          `get ${JSON.stringify(verb)}() { return require(${JSON.stringify(join(args.path, `${verb}.ts`))}); }`,
      );
      lines.push(`export const modules = { ${entries.join(", ")} };`);
      return { contents: lines.join("\n"), loader: "ts", resolveDir: args.path };
    });
  },
};

/** The SDK's error classes, one copy per process (dist/sdk/errors.cjs): `instanceof` holds across bundles. */
const SDK_ERRORS = join(here, "..", "sdk", "src", "core", "errors.ts");
const sharedSdkErrors: Plugin = {
  name: "fixcloud-shared-sdk-errors",
  setup(build) {
    build.onResolve({ filter: /[\\/]errors\.js$/ }, (args) =>
      args.kind !== "entry-point" && join(args.resolveDir, args.path).replace(/\.js$/, ".ts") === SDK_ERRORS
        ? { path: "#sdk-errors", external: true }
        : undefined,
    );
  },
};

/**
 * In the verbs' bundles, a lazy `import()` of the SDK's main entry (context.ts, for
 * `ctx.client()`) loads the shared dist/sdk/client.cjs through the code cache, and one of
 * node-fetch-native (context.ts, for `ctx.transport()`) dist/vendor/node-fetch.cjs. (A lazy
 * `import()` of an external package, exceljs, prompts, tables …, becomes its `require`:
 * `noDynamicImport` below.)
 */
const sharedSdkClient: Plugin = {
  name: "fixcloud-shared-sdk-client",
  setup(build) {
    build.onResolve({ filter: /^@fixcloud\/sdk$/ }, (args) =>
      args.kind === "dynamic-import" ? { path: "sdk/client.cjs", namespace: "fixcloud-bundle" } : undefined,
    );
    build.onResolve({ filter: /^node-fetch-native\/node$/ }, (args) =>
      args.kind === "dynamic-import"
        ? { path: "vendor/node-fetch.cjs", namespace: "fixcloud-bundle" }
        : undefined,
    );
    build.onResolve({ filter: /^exceljs$/ }, (args) =>
      args.kind === "dynamic-import"
        ? { path: "vendor/exceljs.cjs", namespace: "fixcloud-bundle" }
        : undefined,
    );
    build.onResolve({ filter: /^exceljs\/lib\/stream\/xlsx\/workbook-writer\.js$/ }, (args) =>
      args.kind === "dynamic-import"
        ? { path: "vendor/exceljs-writer.cjs", namespace: "fixcloud-bundle" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "fixcloud-bundle" }, (args) =>
      exportsOf(`require("#boot").load(${JSON.stringify(args.path)})`),
    );
  },
};

/**
 * commander, in the entry and the verbs' bundles: one copy per process (dist/vendor/commander.cjs,
 * so `instanceof CommanderError` holds across them), compiled through the code cache. As seven
 * module files of node_modules it cost `--help` ~5 ms of resolving and compiling.
 */
const sharedCommander: Plugin = {
  name: "fixcloud-shared-commander",
  setup(build) {
    build.onResolve({ filter: /^commander$/ }, () => ({
      path: "vendor/commander.cjs",
      namespace: "fixcloud-bundle",
    }));
    build.onLoad({ filter: /.*/, namespace: "fixcloud-bundle" }, (args) =>
      exportsOf(`require("#boot").load(${JSON.stringify(args.path)})`),
    );
  },
};

/**
 * commander requires node:child_process at load, for executable subcommands, which fixcloud
 * has none of: in dist/vendor/commander.cjs it is required on first use instead (loading it
 * and what it pulls in cost `--help` a few ms).
 */
const commanderLazyChildProcess: Plugin = {
  name: "fixcloud-commander-lazy-child-process",
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const eager = "const childProcess = require('node:child_process');";
      if (!source.includes(eager))
        throw new Error("commander: its child_process import changed (tsup.config.ts)");
      const lazy =
        "const childProcess = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });";
      return { contents: source.replace(eager, lazy), loader: "js" };
    });
  },
};

/**
 * The bundles run through the code-cache loader, where `import()` fails on Node 20 (a vm
 * script has no dynamic-import callback): esbuild writes every lazy `import()` as a `require`
 * inside a promise instead, which reads the same (its ES-module interop).
 */
const noDynamicImport = (options: { supported?: Record<string, boolean> }) => {
  options.supported = { ...options.supported, "dynamic-import": false };
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

/**
 * exceljs's dependencies (archiver, buffers, binary …) still call `new Buffer(…)`. From
 * node_modules Node keeps quiet about it; bundled into dist/vendor/exceljs.cjs every export
 * would print DEP0005 to stderr. Each call becomes the equivalent Buffer.from/Buffer.alloc
 * (alloc zero-fills where `new Buffer(size)` did not: no behaviour depends on the old bytes).
 */
const noBufferConstructor: Plugin = {
  name: "fixcloud-no-buffer-constructor",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/].*\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("new Buffer(")) return undefined;
      // Appended (a declaration is hoisted), so a leading "use strict" stays a directive.
      const helper =
        '\nfunction __newBuffer(a, b, c) { return typeof a === "number" ? Buffer.alloc(a) : Buffer.from(a, b, c); }\n';
      return { contents: source.replaceAll("new Buffer(", "__newBuffer(") + helper, loader: "js" };
    });
  },
};

/** Packages bundled into the verbs (the SDK from source); the CLI's other dependencies stay external. */
const BUNDLED = ["@fixcloud/sdk", "zod", "ofetch", "dayjs", "node-forge", "conf", "node-fetch-native"];
/**
 * Packages the plugins above load from a shared file of dist/ (dist/vendor/*.cjs). Listed as
 * not external, else tsup's own external rule (which runs before the plugins) keeps their
 * `require` of node_modules and the shared, code-cached copy is never used.
 */
const SHARED = ["commander", "exceljs", /^exceljs\//];

const common = {
  target: "node20",
  platform: "node",
  format: ["cjs"],
  sourcemap: false,
  dts: false,
  splitting: false,
  define: { __CLI_VERSION__: JSON.stringify(pkg.version) },
} as const;

/** Less text for Node to read and compile (identifiers kept, so a FIXCLOUD_DEBUG=1 stack names its functions). */
const lessText = (options: { minifyWhitespace?: boolean; minifySyntax?: boolean }) => {
  options.minifyWhitespace = true;
  options.minifySyntax = true;
};

export default defineConfig([
  {
    ...common,
    entry: { boot: "src/boot.ts" },
    outExtension: () => ({ js: ".js" }),
    clean: ["boot.js", "package.json", "chunks/**", "**/*.mjs"],
    esbuildOptions: lessText,
    async onSuccess() {
      // The package is "type": "module": this makes dist/*.js CommonJS, and names the two
      // shared files every bundle requires, wherever it sits under dist/.
      const scope = {
        type: "commonjs",
        imports: { "#boot": "./boot.js", "#sdk-errors": "./sdk/errors.cjs" },
      };
      writeFileSync(join(here, "dist", "package.json"), `${JSON.stringify(scope, null, 2)}\n`);
    },
  },
  {
    ...common,
    entry: { main: "src/main.ts" },
    outExtension: () => ({ js: ".js" }),
    clean: ["main.js"],
    // The light SDK entry is bundled from source; tree shaking (the SDK has no side effects)
    // leaves out whatever the declarations do not use.
    noExternal: ["@fixcloud/sdk", "commander"],
    esbuildPlugins: [
      keepRequiresOf("fixcloud-verb-of"),
      keepRequiresOf("fixcloud-bundle"),
      lazyImports,
      sharedCommander,
    ],
    esbuildOptions(options) {
      options.conditions = ["@fixcloud/source"];
      // Every command pays for reading and compiling this file (`--help` budget): less text.
      // Identifiers too: the entry only declares commands, its stack traces are commander's.
      options.minify = true;
      noDynamicImport(options);
    },
  },
  {
    ...common,
    entry: folderEntries,
    outExtension: () => ({ js: ".cjs" }),
    clean: ["commands"],
    noExternal: [...BUNDLED, ...SHARED],
    esbuildPlugins: [
      keepRequiresOf("fixcloud-bundle"),
      sharedCommander,
      verbBundles,
      sharedSdkErrors,
      sharedSdkClient,
      zodAsNamespace,
      confWithoutAjv,
    ],
    esbuildOptions(options) {
      options.conditions = ["@fixcloud/source"];
      lessText(options);
      noDynamicImport(options);
    },
  },
  {
    ...common,
    // The SDK's main entry for `ctx.client()`, its error classes that every bundle shares, and
    // node-fetch-native for `ctx.transport()`.
    entry: {
      "sdk/client": "../sdk/src/index.ts",
      "sdk/errors": "../sdk/src/core/errors.ts",
      "vendor/node-fetch": createRequire(import.meta.url).resolve("node-fetch-native/node"),
      "vendor/exceljs": createRequire(import.meta.url).resolve("exceljs"),
      // Exports write with the streaming writer alone: a third of exceljs's modules (no readers).
      "vendor/exceljs-writer": createRequire(import.meta.url).resolve(
        "exceljs/lib/stream/xlsx/workbook-writer.js",
      ),
      "vendor/commander": createRequire(import.meta.url).resolve("commander"),
    },
    outExtension: () => ({ js: ".cjs" }),
    clean: ["sdk", "vendor"],
    noExternal: [...BUNDLED, /./],
    esbuildPlugins: [sharedSdkErrors, zodAsNamespace, noBufferConstructor, commanderLazyChildProcess],
    esbuildOptions(options) {
      options.conditions = ["@fixcloud/source"];
      lessText(options);
      noDynamicImport(options);
    },
  },
]);
