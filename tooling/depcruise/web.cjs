// The console's import rules (packages/web/src; docs/architecture.md, the paragraph after the
// code layout): app → routes → shell → pages → features → shared, arrows down only, no cycle. A
// feature reaches another feature only through that feature's `public.ts`; components reach the
// API only through their feature's data modules (queries.ts, mutations.ts, public.ts); the tool
// pages stand apart from the console's screens. Tests may reach any layer (the URL-cleaning test
// walks every feature's search schema).
const SRC = "^packages/web/src/";
const TEST = "\\.test\\.tsx?$";

/** A rule forbidding imports from the layer `from` into any of `to`. */
const down = (name, comment, from, to) => ({
  name,
  comment,
  severity: "error",
  from: { path: `${SRC}(${from})/`, pathNot: TEST },
  to: { path: `${SRC}(${to.join("|")})/` },
});

module.exports = {
  forbidden: [
    down(
      "web-shared-down",
      "shared/ is the bottom layer: it imports no feature, page, shell, route or app.",
      "shared",
      ["features", "pages", "shell", "routes", "app"],
    ),
    down("web-features-down", "A feature imports no page, shell, route or app.", "features", [
      "pages",
      "shell",
      "routes",
      "app",
    ]),
    down("web-pages-down", "A composite page imports no shell, route or app.", "pages", [
      "shell",
      "routes",
      "app",
    ]),
    down("web-shell-down", "The frame around every page imports no route or app.", "shell", [
      "routes",
      "app",
    ]),
    down("web-routes-down", "Routes import no app: app/router.tsx gathers them.", "routes", ["app"]),
    down("web-tools-apart", "The tool pages are their own entries: no console screen in them.", "tools", [
      "features",
      "pages",
      "shell",
      "routes",
      "app",
    ]),
    {
      name: "web-feature-through-public",
      comment:
        "A feature imports another feature only through that feature's public.ts (what it offers the others).",
      severity: "error",
      from: { path: `${SRC}features/([^/]+)/`, pathNot: TEST },
      to: {
        path: `${SRC}features/`,
        pathNot: [`${SRC}features/$1/`, `${SRC}features/[^/]+/public\\.ts$`],
      },
    },
    {
      name: "web-api-through-hooks",
      comment:
        "Only a feature's data modules (queries.ts, mutations.ts, and public.ts for other features) and the routes' loaders reach its SDK resource (api.ts); the resources alone reach the console's transport.",
      severity: "error",
      from: {
        path: SRC,
        pathNot: [
          TEST,
          `${SRC}features/[^/]+/(queries|mutations|public|api)\\.ts$`,
          `${SRC}features/[^/]+/[^/]+/(queries|mutations|public|api)\\.ts$`,
          `${SRC}routes/loaders/`,
        ],
      },
      to: {
        path: [
          `${SRC}features/[^/]+/api\\.ts$`,
          `${SRC}features/[^/]+/[^/]+/api\\.ts$`,
          `${SRC}shared/consoleTransport\\.ts$`,
        ],
      },
    },
    {
      name: "web-components-no-transport",
      comment:
        "A component never builds a transport or calls one: it reads and writes through the data hooks.",
      severity: "error",
      from: { path: [`${SRC}features/.+/components/`, `${SRC}(pages|shell)/`], pathNot: TEST },
      to: {
        path: [
          `${SRC}shared/(consoleTransport|transport)\\.ts$`,
          "^packages/sdk/src/(entries/transport|core/transport|client)\\.ts$",
        ],
      },
    },
  ],
};
