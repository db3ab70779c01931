// The answer to one Tab (completion): the shell script of ./completion.ts runs
// `fixcloud completion-server -- <words>` with COMP_CWORD/COMP_LINE/COMP_POINT set, and this
// prints the candidates: the subcommands of the command typed so far, its flags (and the global
// ones) after a `-`, a flag's choices after the flag, and file names after a flag that takes a
// path. It walks the program itself (every noun registered), so it knows every verb and flag.
import type { Command, Option } from "commander";
import type { TextOut } from "../../context.js";
import type { CompletingOption } from "../../flags/help.js";

/** A candidate: the word and, for zsh and fish, its description. */
export interface Candidate {
  name: string;
  description?: string;
}

/** Flags whose value is a file: the shell then completes paths. */
const FILE_VALUE = /<(file|path|dir)>|^--(out|ids-file|input)\b/;

/** The options a command accepts: its own and, as commander does, its ancestors'. */
function optionsOf(cmd: Command): Option[] {
  const out: Option[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) out.push(...c.options.filter((o) => !o.hidden));
  return out;
}

/** The option a word names (`--out`, `-y`, or `--out=x`), among those `cmd` accepts. */
function optionNamed(cmd: Command, word: string): Option | undefined {
  const name = word.split("=")[0];
  return optionsOf(cmd).find((o) => o.long === name || o.short === name);
}

/**
 * Candidates for the word being typed, given the words before it (without the program name).
 * Returns "files" when the shell should complete file names.
 */
export function candidates(
  program: Command,
  before: readonly string[],
  current: string,
): Candidate[] | "files" {
  let cmd = program;
  for (let i = 0; i < before.length; i++) {
    const w = before[i]!;
    if (w.startsWith("-")) {
      const o = optionNamed(cmd, w);
      // A flag with a value in the next word: skip that word.
      if (o && (o.required || o.optional) && !w.includes("=")) i++;
      continue;
    }
    const sub = cmd.commands.find((c) => c.name() === w || c.aliases().includes(w));
    if (sub) cmd = sub;
  }
  const prev = before[before.length - 1];
  const flag = prev?.startsWith("-") && !prev.includes("=") ? optionNamed(cmd, prev) : undefined;
  if (flag && (flag.required || flag.optional)) {
    if (flag.argChoices) return flag.argChoices.map((name) => ({ name }));
    const values = (flag as CompletingOption).completeWith;
    if (values) return [...values];
    return FILE_VALUE.test(flag.flags) ? "files" : [];
  }
  const flags = () =>
    optionsOf(cmd)
      .filter((o) => o.long)
      .map((o) => ({ name: o.long!, description: o.description }));
  if (current.startsWith("-")) return flags();
  const subs = cmd
    .createHelp()
    .visibleCommands(cmd)
    .map((c) => ({ name: c.name(), description: c.summary() || c.description() }));
  return subs.length > 0 ? subs : flags();
}

/** What tabtab's `logFiles()` prints: the script then completes file names. */
const FILES = "__tabtab_complete_files__";

/** Answer the Tab described by `env` (COMP_* and SHELL as the script sets them) on `out`. */
export async function complete(program: Command, env: NodeJS.ProcessEnv, out: TextOut): Promise<void> {
  const { default: tabtab } = await import("@pnpm/tabtab");
  const parsed = tabtab.parseEnv(env);
  if (!parsed.complete) return;
  const shell = tabtab.getShellFromEnv(env);
  const words = parsed.partial.split(/\s+/).slice(1);
  const current = words.pop() ?? "";
  const found = candidates(program, words, current);
  // tabtab prints with console.log unless told where: the run's stdout, one line each.
  const line = (text: string) => out.write(`${text}\n`);
  if (found === "files") {
    line(FILES);
    return;
  }
  // For bash, tabtab keeps the candidates that start with the word typed, which it reads from
  // the process's environment: the run's is read here (in the product they are the same).
  const typed = shell === "bash" ? found.filter((c) => c.name.startsWith(parsed.last)) : found;
  tabtab.log(typed, shell, line);
}
