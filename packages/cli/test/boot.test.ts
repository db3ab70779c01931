// The code-cache loader of the built CLI (src/boot.ts, issue 8 start-up budget): a bundle runs
// the same with or without its cache, a cache is written once and reused, an edited bundle
// never runs the bytecode of its old text (V8 checks only the length), and Node's
// NODE_DISABLE_COMPILE_CACHE turns it off. Each run is a fresh process, as each command is.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt, PKG } from "./bin-harness.js";

let dir: string;
const BOOT = join(PKG, "dist", "boot.js");

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), "fixcloud-boot-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Load `file` through the built loader in a new process; its printed `value` export. */
function run(file: string, env: Record<string, string> = {}): string {
  const script = `process.stdout.write(String(require(${JSON.stringify(BOOT)}).loadFile(process.argv[1]).value))`;
  return execFileSync(process.execPath, ["-e", script, file], {
    env: { PATH: process.env.PATH, HOME: dir, XDG_CACHE_HOME: join(dir, "cache"), ...env },
    encoding: "utf8",
  });
}

const cached = () => {
  const v8 = join(dir, "cache", "fixcloud", "v8");
  return existsSync(v8) ? readdirSync(v8).filter((f) => f.endsWith(".bin")) : [];
};

describe("code-cache loader", () => {
  it("runs a bundle, caches it once, and never runs the bytecode of an edited text", () => {
    const file = join(dir, "bundle.cjs");
    // A relative require resolves from the bundle's own folder, as with `require`; a `#!` line is allowed.
    writeFileSync(join(dir, "helper.cjs"), "module.exports = 'one';\n");
    writeFileSync(file, "#!/usr/bin/env node\nexports.value = require('./helper.cjs');\n");
    expect(run(file)).toBe("one");
    expect(cached()).toHaveLength(1);
    expect(run(file)).toBe("one");
    expect(cached()).toHaveLength(1);
    // Same length, other text: V8 alone would accept the old cache and run the old code.
    writeFileSync(file, "#!/usr/bin/env node\nexports.value = 'two' + '';/*twelve!!!*/\n");
    expect(run(file)).toBe("two");
  });

  it("writes no cache with NODE_DISABLE_COMPILE_CACHE", () => {
    rmSync(join(dir, "cache"), { recursive: true, force: true });
    const file = join(dir, "plain.cjs");
    writeFileSync(file, "exports.value = 42;\n");
    expect(run(file, { NODE_DISABLE_COMPILE_CACHE: "1" })).toBe("42");
    expect(cached()).toHaveLength(0);
  });
});
