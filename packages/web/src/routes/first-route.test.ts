// Every route file is in the console's first chunk (the router needs each route's path, search
// schema and loader up front), so a static import of a feature's calls puts that feature's
// schemas into every visit's first download (issue 6 budget: first route ≤ 233.2 KB gzipped).
// Loaders of routes other than the overview and its notices import their queries on demand.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = new URL(".", import.meta.url);
/** Features the overview (the first route) shows anyway. */
const FIRST_ROUTE_FEATURES = new Set(["overview", "notices"]);
const staticFeatureCalls =
  /^import[^;]*from "\.\.\/features\/([^/]+)\/(?:queries|api|mutations|components\/[^"]+)";/gm;

describe("route files", () => {
  const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));

  it("are found", () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("%s imports no other feature's calls or components statically", (file) => {
    const text = readFileSync(new URL(file, dir), "utf8");
    const offending = [...text.matchAll(staticFeatureCalls)]
      .map((m) => m[1] as string)
      .filter((feature) => !FIRST_ROUTE_FEATURES.has(feature));
    expect(offending).toEqual([]);
  });
});
