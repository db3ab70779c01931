#!/usr/bin/env node
// The caster's round-trip test runs Debian's RTKLIB (str2str, convbin; docs/ntrip-caster.md).
// Installs it with apt-get when it is missing and we may (root); otherwise says how.
import { execSync, spawnSync } from "node:child_process";

const has = (bin) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0;
if (!has("str2str") || !has("convbin")) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error("RTKLIB (str2str, convbin) not found. Install it: sudo apt-get install -y rtklib");
    process.exit(1);
  }
  console.log("Installing Debian's RTKLIB for the caster's round-trip test…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rtklib", {
    stdio: ["ignore", "ignore", "inherit"],
    shell: "/bin/bash",
  });
}
