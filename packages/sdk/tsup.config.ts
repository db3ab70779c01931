import { defineConfig } from "tsup";

export default defineConfig({
  // The light entries under src/entries/ (`./transport`, `./accounts`, `./format`) load one area, not all
  // of them: `src/entries/x.ts` builds to dist/entries/x.js as package.json's exports say.
  entry: {
    index: "src/index.ts",
    lists: "src/lists.ts",
    "entries/transport": "src/entries/transport.ts",
    "entries/accounts": "src/entries/accounts.ts",
    "entries/format": "src/entries/format.ts",
    "entries/regions": "src/entries/regions.ts",
    "entries/stations": "src/entries/stations.ts",
    "openapi/index": "src/openapi/index.ts",
    // The NTRIP/RTCM/GGA protocol (no zod, no catalogue) and its node:net client.
    "ntrip/index": "src/ntrip/index.ts",
    "ntrip/node": "src/ntrip/node.ts",
  },
  format: ["esm", "cjs"],
  // tsup's dts step passes `baseUrl`, which TypeScript 6 flags as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "node20",
});
