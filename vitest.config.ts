import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@fixcloud/source"] },
  ssr: { resolve: { conditions: ["@fixcloud/source"] } },
  test: {
    include: [
      "tests/**/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "packages/web/src/**/*.test.tsx",
    ],
    testTimeout: 30000,
    hookTimeout: 60000,
    pool: "forks",
  },
});
