import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// Browser tests run in Debian's Chromium (a Playwright browser download cannot work here): its
// headless shell (package chromium-headless-shell) when installed, as Playwright's own headless
// runs do; it draws a page for a third of the full browser's CPU here. Two workers, each with a
// sandbox of its own serving the built console (e2e/sandbox.ts), take tests one at a time from
// every file (fullyParallel), so neither idles at the end. No retries: a test that needs one is a
// test to fix.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  // Generous waits, never sleeps: the browser tests run beside the unit and smoke tests on two
  // cores, and pass under a CPU hog too; a passing step takes no longer for them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 2,
  fullyParallel: true,
  retries: 0,
  reporter: [["list"]],
  use: {
    headless: true,
    // As a person who asks their system for less motion: the console then opens dialogs and
    // drawers without transitions (theme.respectReducedMotion), which the browser would
    // otherwise draw frame by frame on the tests' two cores.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: chromium,
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
    // A control that never appears fails its step in 30 s, not the whole test's time later.
    actionTimeout: 30_000,
    screenshot: "only-on-failure",
    trace: "off",
  },
});
