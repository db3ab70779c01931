// dependency-cruiser's configuration (`pnpm lint`): the rules are in tooling/depcruise/, one file
// per package plus the workspace-wide ones; docs/architecture.md "Import rules" lists them.
const sets = ["common", "sdk", "fixtures", "cli", "web"].map((name) =>
  require(`./tooling/depcruise/${name}.cjs`),
);

module.exports = {
  forbidden: sets.flatMap((set) => set.forbidden),
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["/dist/", "/node_modules/"] },
    // Type-only imports are part of the layering too (an upward type is still an arrow up).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      // As in tsconfig.base.json (customConditions): a workspace package resolves to its source.
      conditionNames: ["@fixcloud/source", "import", "require", "node", "default"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
