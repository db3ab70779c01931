#!/usr/bin/env node
// `pnpm bench`: measures the figures the issues budget, prints them, writes bench/results.json
// and the README's figures table. Figures, not pass/fail: a figure over budget is flagged, not fatal.
// Each suite is one file in bench/suites/ (its default export runs it, in a process of its own);
// `pnpm bench cli table` runs only the named suites and puts their figures in place of the same
// figures of the last run (results.json and the README's table), keeping the others.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { results, root } from "./lib.mjs";

const suitesDir = join(root, "bench/suites");
/** Suites run in this order (cheap and browser figures first); any other suite after them, by name. */
const ORDER = ["console", "table", "cli", "list", "bulk"];
const found = readdirSync(suitesDir)
  .filter((f) => f.endsWith(".mjs"))
  .map((f) => f.slice(0, -4));
const suites = [...ORDER.filter((k) => found.includes(k)), ...found.filter((k) => !ORDER.includes(k)).sort()];

const only = process.argv.slice(2);
const unknown = only.filter((k) => !found.includes(k));
if (unknown.length) {
  console.error(`unknown suite: ${unknown.join(", ")} (have: ${suites.join(", ")})`);
  process.exit(2);
}
// Each suite runs in a process of its own: a suite that filled a million rows must not leave
// its heap (and the collector's pauses over it) to the suites after it.
const childOut = process.env.FIXCLOUD_BENCH_SUITE_OUT;
if (childOut) {
  const suite = await import(pathToFileURL(join(suitesDir, `${only[0]}.mjs`)).href);
  await suite.default();
  writeFileSync(childOut, JSON.stringify(results));
  process.exit(0);
}
const scratch = mkdtempSync(join(tmpdir(), "fixcloud-bench-"));
for (const key of suites) {
  if (only.length && !only.includes(key)) continue;
  console.log(`# ${key}`);
  const out = join(scratch, `${key}.json`);
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), key], {
    stdio: "inherit",
    env: { ...process.env, FIXCLOUD_BENCH_SUITE_OUT: out },
  });
  if (child.status !== 0 || !existsSync(out)) {
    console.error(`suite ${key} failed (exit ${child.status ?? child.signal})`);
    process.exitCode = 1;
    continue;
  }
  results.push(...JSON.parse(readFileSync(out, "utf8")));
}
rmSync(scratch, { recursive: true, force: true });

/** This run's figures in place of the same figures of the last run, when only some suites ran. */
function merged() {
  const file = join(root, "bench/results.json");
  if (only.length === 0 || !existsSync(file)) return results;
  const last = JSON.parse(readFileSync(file, "utf8"));
  const now = new Map(results.map((r) => [r.name, r]));
  const kept = last.map((r) => now.get(r.name) ?? r);
  const known = new Set(last.map((r) => r.name));
  return [...kept, ...results.filter((r) => !known.has(r.name))];
}

function writeReadme(figures) {
  const readmePath = join(root, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const rows = figures.map(
    (r) =>
      `| ${r.name.replaceAll("|", "\\|")} | ${r.value} ${r.unit} | ${r.budget == null ? "—" : `${r.atLeast ? "≥" : "≤"} ${r.budget} ${r.unit}`} |`,
  );
  const table = [
    "<!-- bench:start -->",
    `How each figure is taken: \`bench/suites/*.mjs\`. Measured by \`pnpm bench\` on ${new Date().toISOString().slice(0, 10)} (2 cores, Node ${process.version}).`,
    "",
    "| figure | value | budget |",
    "|---|---|---|",
    ...rows,
    "<!-- bench:end -->",
  ].join("\n");
  writeFileSync(readmePath, readme.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, table));
}

const figures = merged();
writeFileSync(join(root, "bench/results.json"), `${JSON.stringify(figures, null, 2)}\n`);
writeReadme(figures);
console.log(`\nwrote bench/results.json (${figures.length} figures, ${results.length} measured now)`);
