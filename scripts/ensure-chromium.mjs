#!/usr/bin/env node
// The browser tests run in Debian's Chromium: a Playwright browser download cannot work here.
// Installs it with apt-get when it is missing and we may (root); otherwise says how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium not found at ${path}. Install it: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: ["ignore", "ignore", "inherit"],
    shell: "/bin/bash",
  });
}
