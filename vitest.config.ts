import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// Unit, contract and in-process CLI tests, on both cores (vitest's default leaves one core to
// its main process: one worker on a 2-core machine). Most files share one module graph per
// worker (isolate: false): each file then skips re-importing the SDK, the sandbox and their
// dependencies, which was most of the run's time (import 150 s of a 300 s run for the SDK and
// contract tests alone). A file that replaces modules (vi.mock, vi.resetModules, an environment
// set in vi.hoisted before its imports) or holds process-wide state it does not restore runs
// isolated, in a fresh module graph of its own: list it in ISOLATED, by its path. So does a file
// that stands in for Ctrl+C with process.emit("SIGINT"): `conf` (through atomically's when-exit)
// answers the first SIGINT of a process by sending itself a real one, which lands in whatever
// test of that worker listens next.
const ISOLATED = [
  "tests/contract/one-entry.test.ts",
  "packages/web/src/routes/loaders.test.ts",
  "tests/cross-app/cli-help-zh.test.ts",
  "packages/cli/test/auth.test.ts",
  "packages/cli/test/bulk-cli.test.ts",
  "packages/cli/test/export.test.ts",
  "packages/cli/test/help-zh.test.ts",
  "packages/cli/test/jq-stop.test.ts",
  "packages/cli/test/jobs.test.ts",
  "packages/cli/test/listen.test.ts",
  "packages/cli/test/login-sms.test.ts",
  "packages/cli/test/run-cli.test.ts",
];

// The real-bin smoke tests run the built CLI (`pnpm test:smoke`, after a build); `pnpm test:unit`
// runs the other two projects.
const SMOKE = ["packages/cli/test/smoke.test.ts"];

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
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ALL,
          exclude: [...configDefaults.exclude, ...ISOLATED, ...SMOKE],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
      { extends: true, test: { name: "smoke", include: SMOKE, isolate: true } },
    ],
  },
});
