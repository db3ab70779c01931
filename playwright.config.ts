import { defineConfig } from "@playwright/test";

// Browser tests run in Debian's Chromium (a Playwright browser download cannot work here).
// The sandbox serving the built console is started by e2e/global-setup.ts on a free port.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
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
