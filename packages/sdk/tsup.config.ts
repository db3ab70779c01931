import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/lists.ts"],
  format: ["esm", "cjs"],
  // tsup's dts step passes `baseUrl`, which TypeScript 6 flags as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "node20",
});
