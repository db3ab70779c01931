import { configDefaults, defineConfig } from "vitest/config";

// Unit, contract and in-process CLI tests. Most files share one module graph per worker
// (isolate: false): each file then skips re-importing the SDK, the sandbox and their
// dependencies, which was most of the run's time (import 150 s of a 300 s run for the SDK and
// contract tests alone). A file that replaces modules (vi.mock, vi.resetModules) or holds
// process-wide state it does not restore runs isolated, in a fresh module graph of its own:
// list it in ISOLATED, by its path.
const ISOLATED = ["packages/web/src/routes/loaders.test.ts", "packages/cli/test/**/*.test.ts"];

const ALL = [
  "tests/**/*.test.ts",
  "packages/*/src/**/*.test.ts",
  "packages/*/test/**/*.test.ts",
  "packages/web/src/**/*.test.tsx",
];

export default defineConfig({
  resolve: { conditions: ["@fixcloud/source"] },
  ssr: { resolve: { conditions: ["@fixcloud/source"] } },
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ALL,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
