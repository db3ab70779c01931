// Minimal config for checking the console's rules alone; the merged root config loads every
// tooling/depcruise/*.cjs.
const web = require("./tooling/depcruise/web.cjs");

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^packages/web/src" },
      to: { circular: true },
    },
    ...web,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@fixcloud/source", "import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
