// `fixcloud completion bash|zsh|fish` (issue 8): the scripts register a completion that asks
// `fixcloud completion-server`, and the answers name the nouns, the verbs, the flags and their
// values. Bash is run for real: the script is evaluated in a bash subprocess with the built bin
// on PATH, and COMPREPLY is read after a simulated Tab.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, ensureBuilt, runBin } from "./bin-harness.js";

let dir: string;
let path: string;

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), "fixcloud-completion-"));
  // `fixcloud` on PATH, as an installed bin is.
  const binDir = join(dir, "bin");
  execFileSync("mkdir", ["-p", binDir]);
  writeFileSync(join(binDir, "fixcloud"), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
  chmodSync(join(binDir, "fixcloud"), 0o755);
  path = `${binDir}:${process.env.PATH}`;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** COMPREPLY after a Tab at the end of `line` in a bash that evaluated `fixcloud completion bash`. */
function bashTab(line: string): string[] {
  const script = `
    eval "$(fixcloud completion bash)"
    complete -p fixcloud >&2
    COMP_LINE=${JSON.stringify(line)}
    COMP_POINT=\${#COMP_LINE}
    read -ra COMP_WORDS <<< "$COMP_LINE"
    [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$(( \${#COMP_WORDS[@]} - 1 ))
    _fixcloud_completion
    printf '%s\\n' "\${COMPREPLY[@]}"
  `;
  const out = execFileSync("bash", ["--norc", "--noprofile", "-c", script], {
    env: { PATH: path, HOME: dir, LANG: "en_US.UTF-8", FIXCLOUD_CONFIG_DIR: dir },
    encoding: "utf8",
  });
  return out.split("\n").filter(Boolean);
}

/** The completion server's answer for `shell`, as the shell's script would ask it. */
async function serverTab(shell: "zsh" | "fish", line: string): Promise<string[]> {
  const r = await runBin(dir, ["completion-server", "--", ...line.split(" ")], {
    env: {
      SHELL: shell,
      COMP_LINE: line,
      COMP_POINT: String(line.length),
      COMP_CWORD: String(line.split(" ").length - 1),
    },
  });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split("\n").filter(Boolean);
}

describe("completion scripts", () => {
  it("prints a script per shell that calls the completion server", async () => {
    const [bash, zsh, fish, bad] = await Promise.all([
      runBin(dir, ["completion", "bash"]),
      runBin(dir, ["completion", "zsh"]),
      runBin(dir, ["completion", "fish"]),
      runBin(dir, ["completion", "tcsh"]),
    ]);
    expect(bash.stdout).toContain("complete -o default -F _fixcloud_completion fixcloud");
    expect(zsh.stdout).toContain("compdef _fixcloud_completion fixcloud");
    expect(fish.stdout).toContain("complete -f -d 'fixcloud' -c fixcloud");
    for (const r of [bash, zsh, fish]) expect(r.stdout).toContain("fixcloud completion-server");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bash, zsh, fish/);
  });

  it("bash completes nouns, verbs, flags and flag values", () => {
    expect(bashTab("fixcloud acc")).toEqual(["accounts"]);
    const nouns = bashTab("fixcloud ");
    for (const n of ["accounts", "pools", "notices", "auth", "config", "completion", "whoami"])
      expect(nouns).toContain(n);
    const verbs = bashTab("fixcloud accounts ");
    for (const v of ["list", "export", "disable", "enable", "activate"]) expect(verbs).toContain(v);
    expect(bashTab("fixcloud pools devices ")).toContain("upload");
    expect(bashTab("fixcloud auth ")).toEqual(expect.arrayContaining(["status", "token"]));
    expect(bashTab("fixcloud accounts list --service-s")).toEqual(["--service-state"]);
    expect(bashTab("fixcloud accounts list --ou")).toEqual(["--output"]);
    expect(bashTab("fixcloud accounts list --output ")).toEqual(["table", "json", "csv"]);
    expect(bashTab("fixcloud --lang z")).toEqual(["zh-CN"]);
  });

  it("zsh and fish get descriptions with each candidate", async () => {
    const zsh = await serverTab("zsh", "fixcloud config ");
    expect(zsh).toContainEqual(expect.stringMatching(/^set:Change a setting of the profile/));
    const fish = await serverTab("fish", "fixcloud auth ");
    expect(fish).toContainEqual(expect.stringMatching(/^token\tPrint the session token/));
  });
});
