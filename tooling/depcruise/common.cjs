// Import rules of the whole workspace (docs/architecture.md "Import rules"): no cycle, no import
// that cannot be resolved, and a package reaches another only through an entry its package.json
// exports (resolved to the source by the `@fixcloud/source` condition).
const { readdirSync, readFileSync } = require("node:fs");
const { join } = require("node:path");

const ROOT = join(__dirname, "..", "..");
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The source files a package's "exports" name under `@fixcloud/source`, as path patterns. */
function entriesOf(dir) {
  const pkg = JSON.parse(readFileSync(join(ROOT, "packages", dir, "package.json"), "utf8"));
  return Object.values(pkg.exports ?? {})
    .map((e) => (typeof e === "object" ? e["@fixcloud/source"] : undefined))
    .filter(Boolean)
    .map((file) => `^${escapeRegex(join("packages", dir, file))}$`);
}

const packages = readdirSync(join(ROOT, "packages"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A cycle of modules the runtime loads. Type-only imports are erased and do not count; " +
        "a module that lazily imports itself (a verb's `load`) is no cycle.",
      from: { path: "(.+)" },
      to: { circular: true, pathNot: "^$1$", viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import in a package's source that nothing resolves, such as a path into another package " +
        "that its exports do not offer (`@fixcloud/sdk/src/…`). Vite's virtual modules are not files.",
      from: { path: "^packages/[^/]+/src/" },
      to: { couldNotResolve: true, pathNot: "^virtual:" },
    },
    ...packages.map((dir) => ({
      name: `public-entries-of-${dir}`,
      severity: "error",
      comment: `Another package's source reaches packages/${dir} only through an entry of its package.json "exports".`,
      from: { path: "^packages/[^/]+/src/", pathNot: [`^packages/${escapeRegex(dir)}/`, "\\.test\\.tsx?$"] },
      to: { path: `^packages/${escapeRegex(dir)}/`, pathNot: entriesOf(dir) },
    })),
  ],
};
