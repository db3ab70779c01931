import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";
import { defineConfig } from "tsup";

// Two builds, for a fast `fixcloud --help`:
// 1. dist/main.js, CommonJS (dist/package.json says so): the entry with commander and the
//    command registrations only. A CommonJS entry skips Node's ESM loader start-up (~10 ms).
// 2. dist/**/*.mjs, ESM with code splitting: every verb module and the context, each loaded
//    by `import()` from an action; their shared code (the SDK bundled from source with its
//    dependencies, output helpers) lands in chunks. The CLI's own dependencies stay external.

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "src");
const pkg = (await import("./package.json", { with: { type: "json" } })).default as { version: string };

/** Verb modules (src/commands/<noun>/<verb>.ts) and the context: the lazily imported entries. */
const lazyEntries: Record<string, string> = { context: "src/context.ts" };
for (const noun of readdirSync(join(src, "commands"), { withFileTypes: true })) {
  if (!noun.isDirectory()) continue;
  for (const f of readdirSync(join(src, "commands", noun.name)))
    if (f.endsWith(".ts") && f !== "index.ts" && !f.endsWith(".test.ts"))
      lazyEntries[`commands/${noun.name}/${f.slice(0, -3)}`] = `src/commands/${noun.name}/${f}`;
}

/** In the entry build, `import("./x.js")` of a source module points at its built .mjs entry. */
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
    esbuildPlugins: [lazyImports],
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
    noExternal: ["@fixcloud/sdk", "zod", "ofetch", "dayjs", "node-forge"],
    // node-forge is CommonJS and calls require() for Node built-ins; give ESM chunks a require.
    banner: {
      js: 'import { createRequire as __fixcloudCreateRequire } from "node:module";\nconst require = __fixcloudCreateRequire(import.meta.url);',
    },
    esbuildOptions(options) {
      options.conditions = ["@fixcloud/source"];
      options.chunkNames = "chunks/[name]-[hash]";
    },
  },
]);
