// `fixcloud completion bash|zsh|fish`: the scripts register a completion that asks
// `fixcloud completion-server`, and the answers name the nouns, the verbs, the flags and their
// values. The server's answers are asked in process, with the environment each shell's script
// sets (COMP_LINE, COMP_POINT, COMP_CWORD, SHELL); that a real bash evaluates the script and
// calls the built bin on a Tab is smoke.test.ts's.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./harness.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "fixcloud-completion-"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The completion server's answer to a Tab at the end of `line`, as `shell`'s script asks it. */
async function tab(shell: "bash" | "zsh" | "fish", line: string): Promise<string[]> {
  const words = line.split(" ");
  const r = await cli(["completion-server", "--", ...words], {
    configDir: dir,
    env: {
      SHELL: shell,
      COMP_LINE: line,
      COMP_POINT: String(line.length),
      COMP_CWORD: String(words.length - 1),
    },
  });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split("\n").filter(Boolean);
}

describe("completion scripts", () => {
  it("prints a script per shell that calls the completion server", async () => {
    const [bash, zsh, fish, bad] = await Promise.all(
      ["bash", "zsh", "fish", "tcsh"].map((shell) => cli(["completion", shell], { configDir: dir })),
    );
    expect(bash!.stdout).toContain("complete -o default -F _fixcloud_completion fixcloud");
    expect(zsh!.stdout).toContain("compdef _fixcloud_completion fixcloud");
    expect(fish!.stdout).toContain("complete -f -d 'fixcloud' -c fixcloud");
    for (const r of [bash!, zsh!, fish!]) expect(r.stdout).toContain("fixcloud completion-server");
    expect(bad!.code).toBe(2);
    expect(bad!.stderr).toMatch(/bash, zsh, fish/);
  });

  it("bash completes nouns, verbs, flags and flag values", async () => {
    expect(await tab("bash", "fixcloud acc")).toEqual(["accounts"]);
    const nouns = await tab("bash", "fixcloud ");
    for (const n of ["accounts", "pools", "notices", "auth", "config", "completion", "whoami"])
      expect(nouns).toContain(n);
    const verbs = await tab("bash", "fixcloud accounts ");
    for (const v of ["list", "export", "disable", "enable", "activate"]) expect(verbs).toContain(v);
    expect(await tab("bash", "fixcloud pools devices ")).toContain("upload");
    expect(await tab("bash", "fixcloud auth ")).toEqual(expect.arrayContaining(["status", "token"]));
    expect(await tab("bash", "fixcloud accounts list --service-s")).toEqual(["--service-state"]);
    expect(await tab("bash", "fixcloud accounts list --ou")).toEqual(["--output"]);
    expect(await tab("bash", "fixcloud accounts list --output ")).toEqual(["table", "json", "csv"]);
    expect(await tab("bash", "fixcloud --lang z")).toEqual(["zh-CN"]);
    // A flag that takes a path: the script completes file names.
    expect(await tab("bash", "fixcloud accounts export --out ")).toEqual(["__tabtab_complete_files__"]);
  });

  it("offers the values of enum flags, with their labels for zsh and fish", async () => {
    expect(await tab("bash", "fixcloud accounts list --service-state ")).toEqual(["1", "2", "3"]);
    expect(await tab("bash", "fixcloud accounts activate --service-state 2")).toEqual(["2"]);
    expect(await tab("bash", "fixcloud accounts list --type ")).toEqual([
      "high-precision",
      "aux",
      "cloud-chip",
    ]);
    expect(await tab("bash", "fixcloud accounts validity --valid-unit ")).toEqual(["day", "month"]);
    const zsh = await tab("zsh", "fixcloud accounts list --service-state ");
    expect(zsh).toContainEqual(expect.stringMatching(/^2:In service$/));
  });

  it("the bash script completes the file name being typed after --out", async () => {
    // A real bash runs the script; `fixcloud` is a function answering what the completion
    // server answers after --out (the test above), so only the script's own handling is tested.
    const work = mkdtempSync(join(tmpdir(), "fixcloud-complete-files-"));
    try {
      for (const f of ["report.xlsx", "readme.txt", "other.csv"]) writeFileSync(join(work, f), "");
      const script = await cli(["completion", "bash"], { configDir: dir });
      const run = [
        script.stdout,
        "fixcloud() { echo __tabtab_complete_files__; }",
        "COMP_WORDS=(fixcloud accounts export --out re); COMP_CWORD=4",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${…}
        "COMP_LINE='fixcloud accounts export --out re'; COMP_POINT=${#COMP_LINE}",
        "_fixcloud_completion",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${…}
        'printf "%s\\n" "${COMPREPLY[@]}" | sort',
      ].join("\n");
      const r = spawnSync("bash", ["--norc", "-c", run], { cwd: work, encoding: "utf8" });
      expect(r.stdout.trim().split("\n")).toEqual(["readme.txt", "report.xlsx"]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it("zsh and fish get descriptions with each candidate", async () => {
    const zsh = await tab("zsh", "fixcloud config ");
    expect(zsh).toContainEqual(expect.stringMatching(/^set:Change a setting of the profile/));
    const fish = await tab("fish", "fixcloud auth ");
    expect(fish).toContainEqual(expect.stringMatching(/^token\tPrint the session token/));
  });
});
