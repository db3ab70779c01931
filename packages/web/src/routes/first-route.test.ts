// Every route file is in the console's first chunk (the router needs each route's path, search
// schema, loader deps and lazy component up front), so whatever a route file holds is in every
// visit's first download (issue 12 budget: first route ≤ 170 KB gzipped). Only the overview, the
// first route, loads its calls and page statically. Every other route's loader is one line that
// imports its loading module, routes/loaders/<route file>.ts, on demand: the prefetches,
// redirects and guards run only when that route loads. The loading modules sit next to the route
// files rather than in the features because they are routing decisions (which calls a URL
// starts, where it redirects, what a role may start), one module per route file, found by name.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = new URL(".", import.meta.url);
/** The first route: its loader runs on the first visit, so its calls and page are static. */
const FIRST_ROUTE = "overview.ts";
/** A feature's calls or components, imported statically or dynamically. */
const featureCode = /["']\.\.\/features\/[^"']+\/(?:queries|api|mutations|components\/[^"']+)["']/g;
/** A dynamic import of a feature's calls (components load through lazyRouteComponent). */
const featureCalls = /import\(\s*["']\.\.\/features\/[^"']+\/(?:queries|api|mutations)["']/g;
/** A static import of a feature's calls or components. */
const staticFeatureCode =
  /^import[^;]*from "\.\.\/features\/[^"]+\/(?:queries|api|mutations|components\/[^"]+)";/gm;
/** Every `loader` option (a line starting with it), without its indentation. */
const loaderOption = /(?<=^\s*)loader\b.*$/gm;
/** The one line a loader may be: its loading module's export called with the router's context. */
const oneLineLoader = (base: string) =>
  new RegExp(
    String.raw`^loader: \(ctx\) => import\("\./loaders/${base}"\)\.then\(\(m\) => m\.(\w+)\(ctx(?:, [\w"]+)*\)\),$`,
  );

describe("route files", () => {
  const files = readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
  const text = (file: string) => readFileSync(new URL(file, dir), "utf8");

  it("are found", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files).toContain(FIRST_ROUTE);
  });

  it.each(files.filter((f) => f !== FIRST_ROUTE))(
    "%s imports no feature's calls or components statically",
    (file) => {
      expect(text(file).match(staticFeatureCode) ?? []).toEqual([]);
    },
  );

  it.each(files.filter((f) => f !== FIRST_ROUTE))(
    "%s loads no feature's calls itself, not even on demand (its loading module does)",
    (file) => {
      expect(text(file).match(featureCalls) ?? []).toEqual([]);
    },
  );

  it.each(files.filter((f) => f !== FIRST_ROUTE))(
    "%s: each loader is one line calling an export of its own loading module",
    (file) => {
      const base = file.replace(/\.tsx?$/, "");
      const loaders = text(file).match(loaderOption) ?? [];
      for (const line of loaders) {
        const name = oneLineLoader(base).exec(line)?.[1];
        expect(name, line).toBeDefined();
        expect(text(`loaders/${base}.ts`), `${base}: ${name}`).toMatch(
          new RegExp(`^export (?:async )?function ${name}\\(`, "m"),
        );
      }
      // A route file never imports its loading module statically (it would be first-route code).
      expect(text(file)).not.toMatch(/^import[^;]*from "\.\/loaders\//m);
    },
  );

  it("the overview, the first route, imports only its own features statically", () => {
    const features = [...text(FIRST_ROUTE).matchAll(featureCode)].map(
      (m) => /features\/([^/]+)\//.exec(m[0])?.[1],
    );
    expect(new Set(features)).toEqual(new Set(["overview", "notices"]));
  });

  it("every loading module belongs to the route file of its name", () => {
    const modules = readdirSync(new URL("loaders/", dir)).filter((f) => !f.includes(".test."));
    const bases = files.map((f) => f.replace(/\.tsx?$/, ""));
    for (const module of modules) expect(bases, module).toContain(module.replace(/\.ts$/, ""));
  });
});
