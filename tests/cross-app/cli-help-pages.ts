// Every help page of the CLI, walked from `fixcloud --help` down through each noun's commands,
// in the language the CLI's modules were loaded in (packages/cli/test/harness.ts), and what
// breaks the language rules (./language-rules.ts) or the vocabulary (./vocabulary-terms.ts)
// on them. Read by ./cli-help-en.test.ts and ./cli-help-zh.test.ts.
// The CLI's own declarations, which its tsconfig includes and this folder's does not.
/// <reference path="../../packages/cli/src/types/exceljs-writer.d.ts" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoints, type Language, lists, webhookEventType } from "@fixcloud/sdk";
import { cli } from "../../packages/cli/test/harness.js";
import { languageFaults } from "./language-rules.js";
import { rejectedTerms } from "./vocabulary-terms.js";

/** The help page of each command, by command line ("" for the program's own). */
export async function helpPages(lang: Language): Promise<Map<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), "fixcloud-help-pages-"));
  const pages = new Map<string, string>();
  const walk = async (path: string[]): Promise<void> => {
    const r = await cli([...path, "--help", "--lang", lang], {
      configDir: dir,
      env: { FIXCLOUD_BASE_URL: "http://127.0.0.1:9" },
    });
    if (r.code !== 0) throw new Error(`fixcloud ${path.join(" ")} --help: exit ${r.code}\n${r.stderr}`);
    pages.set(path.join(" "), r.stdout);
    const lines = r.stdout.split("\n");
    const at = lines.findIndex((l) => /^(Commands|命令)[:：]$/.test(l));
    if (at < 0) return;
    for (const line of lines.slice(at + 1)) {
      if (line.trim() === "") break;
      // A command's line starts at two spaces; a wrapped description is indented further.
      if (!/^ {2}\S/.test(line)) continue;
      const name = line.trim().split(/\s+/)[0]!.split("|")[0]!;
      if (name !== "help") await walk([...path, name]);
    }
  };
  try {
    await walk([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return pages;
}

/**
 * A help page's wording, for the vocabulary: without usage lines and examples (command lines:
 * `--captcha` is a flag's name) and without the left column, which names an option or command.
 */
export function helpWording(page: string): string {
  return page
    .split("\n")
    .filter((line) => !/^\s*\$ /.test(line) && !/^(Usage|用法)[:：]/.test(line))
    .map((line) => line.replace(/^ {2}\S.*?(?: {2,}|$)/, "  "))
    .join("\n");
}

/** What breaks the language rules or the vocabulary on every help page, one line each. */
export async function helpOffences(lang: Language): Promise<{ offences: string[]; pages: number }> {
  const pages = await helpPages(lang);
  // Dotted names that are data a person types: call names, list aliases, webhook event types.
  const calls = new Set([
    ...Object.keys(endpoints),
    ...Object.values(lists).map((list) => `${list.name}.list`),
    ...webhookEventType.values.map((v) => String(v.value)),
  ]);
  const offences: string[] = [];
  for (const [command, page] of pages) {
    const where = `fixcloud ${command}${command ? " " : ""}--help`;
    for (const line of page.split("\n")) {
      // A Chinese page's examples are command lines: Latin by nature. An English page's are
      // still English: their sample values too ("--name Operations", not a Chinese name).
      if (lang === "zh-CN" && /^\s*\$ /.test(line)) continue;
      for (const fault of languageFaults(line, lang, calls, "cli"))
        offences.push(`${where}: ${fault} in "${line.trim()}"`);
    }
    for (const chosen of rejectedTerms(helpWording(page), lang)) offences.push(`${where}: say ${chosen}`);
  }
  return { offences: [...new Set(offences)], pages: pages.size };
}
