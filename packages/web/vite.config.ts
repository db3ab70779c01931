import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { IONOSPHERE_AREAS } from "@fixcloud/sdk/lists";
import { compiledCalls } from "./build/compiledCalls";
import { mantineThemeCss } from "./build/mantineThemeCss";
import { sdkLabelPacks } from "./build/sdkLabelPacks";
import { markdownHtml } from "./src/devdocs/markdown";
import { serviceAreaWorld } from "./src/tools/map/trimWorld";

// Two pages: the console (index.html, hash routes) and the lean sign-in page (login.html).
// `base: '/my/'` puts every asset under /my/, so the router needs no basepath.
export default defineConfig({
  base: "/my/",
  plugins: [
    react(),
    markdownHtml(),
    serviceAreaWorld(Object.values(IONOSPHERE_AREAS)),
    // Every call the console sends, with its answer check compiled from the SDK's zod schemas.
    compiledCalls(resolve(import.meta.dirname, "../sdk/src")),
    // The first route's SDK labels come in its language packs, one language each.
    sdkLabelPacks({
      packs: resolve(import.meta.dirname, "src/i18n/packs"),
      sdk: resolve(import.meta.dirname, "../sdk/src"),
    }),
    // The console's Mantine variables and classes, made from its fixed theme (light scheme).
    mantineThemeCss(resolve(import.meta.dirname, "src/shared/theme.ts")),
  ],
  resolve: {
    // Workspace packages are consumed from source (see tsconfig customConditions).
    conditions: ["@fixcloud/source", ...defaultClientConditions],
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8787" },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // A lazy chunk's JS imports are fetched when the browser parses it, not listed ahead in the
    // entry's import map: that map named every chunk of every route, 3.5 KB gz of the first route
    // (docs/architecture.md, "First route weight"). Its stylesheets still load with it; the
    // pages' own preloads stay in the HTML, without the polyfill (every supported browser has
    // module preload).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "html" ? deps : deps.filter((dep) => dep.endsWith(".css")),
    },
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        login: resolve(import.meta.dirname, "login.html"),
        ionosphere: resolve(import.meta.dirname, "ionosphere.html"),
        coverage: resolve(import.meta.dirname, "coverage.html"),
        streams: resolve(import.meta.dirname, "streams.html"), // correction service status (signed in)
        status: resolve(import.meta.dirname, "status.html"), // the same, public
        "api-reference": resolve(import.meta.dirname, "api-reference.html"), // developer docs
        "sdk-guide": resolve(import.meta.dirname, "sdk-guide.html"), // developer docs
      },
      output: {
        codeSplitting: {
          // @mantine/core's barrel reaches floating-ui statically, so automatic splitting would
          // put it next to the first route's modules. Only lazy routes (popovers, selects,
          // tooltips) use floating-ui: give it its own chunk.
          groups: [
            {
              name: "floating",
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]@floating-ui[\\/]/,
            },
            // zod is for lazy chunks only (answers are checked by code compiled from the schemas,
            // build/compiledCalls.ts); left to automatic splitting, classic
            // lands in a common chunk the first route loads (next to Vite's preload helper).
            {
              name: "zod-classic",
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]zod[\\/]v4[\\/]((classic|locales)[\\/]|core[\\/](to-)?json-schema)/,
            },
            // The catalogue's light modules (enums, list descriptors, roles), which the first route
            // reads all of (route search params, state badges, menus): one chunk, not one each.
            {
              name: "catalogue",
              includeDependenciesRecursively: true,
              test: /sdk[\\/]src[\\/]catalogue[\\/](\w+[\\/]lists|shared[\\/](enum|label|list|services|limits|codes)|session[\\/]roles)\.ts$/,
            },
            // The SDK's shared zod schemas likewise (else they share a chunk with the transport).
            {
              name: "catalogue-schemas",
              includeDependenciesRecursively: false,
              test: /sdk[\\/]src[\\/]catalogue[\\/]shared[\\/](common|list-schema)\.ts$/,
            },
            // zod's core and mini.
            {
              name: "zod-core",
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
