import { defineConfig } from "@playwright/test";

// Browser tests run in Debian's Chromium (a Playwright browser download cannot work here). Two
// workers, each with a sandbox of its own serving the built console (e2e/sandbox.ts), take tests
// one at a time from every file (fullyParallel), so neither idles at the end. No retries: a test
// that needs one is a test to fix.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A control that never appears fails its step in 20 s, not the whole test's time later.
    actionTimeout: 20_000,
    screenshot: "only-on-failure",
    trace: "off",
  },
});
