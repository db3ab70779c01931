// `fixcloud completion bash|zsh|fish`: print the shell script that makes Tab complete nouns,
// verbs, flags and flag values. Commander has no completion of its own (its maintainers
// say so, tj/commander.js#2008); @pnpm/tabtab (pnpm's own completion, npm's technique) writes the
// scripts, which call `fixcloud completion-server` on each Tab (./server.ts answers from the
// program's own commands, so the completion never goes stale).
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";

/** Shells the scripts are written for. */
export const SHELLS = ["bash", "zsh", "fish"] as const;
export type Shell = (typeof SHELLS)[number];

export const command: VerbCommand = {
  name: "completion",
  args: [["<shell>", h("bash, zsh or fish.", "bash、zsh 或 fish。")]],
  description: h("Print the Tab-completion script of a shell.", "输出某个 shell 的 Tab 补全脚本。"),
  examples: [
    "echo 'eval \"$(fixcloud completion bash)\"' >> ~/.bashrc",
    "fixcloud completion zsh > ~/.zfunc/_fixcloud  # with fpath+=(~/.zfunc) in ~/.zshrc",
    "fixcloud completion fish > ~/.config/fish/completions/fixcloud.fish",
  ],
  load: () => import("./completion.js"),
};

export interface CompletionOptions {
  shell: Shell;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): CompletionOptions {
  const shell = args[0]?.trim();
  if (!(SHELLS as readonly string[]).includes(shell ?? ""))
    throw new UsageError(
      ctx.t("usage.choice", { flag: "<shell>", choices: SHELLS.join(", "), value: shell ?? "" }),
    );
  return { shell: shell as Shell };
}

export async function run(ctx: Context, opts: CompletionOptions): Promise<void> {
  const { default: tabtab } = await import("@pnpm/tabtab");
  const script = await tabtab.getCompletionScript({
    name: "fixcloud",
    completer: "fixcloud",
    shell: opts.shell,
  });
  // tabtab's bash script completes file names against `$cword`, the word's index, not the
  // word: after `--out re` it offered the files named like "4…". The word typed is
  // `${words[cword]}`.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's own ${…}, not a template
  const fixed = script.replace('compgen -f -- "$cword"', 'compgen -f -- "${words[cword]}"');
  ctx.io.stdout.write(fixed.endsWith("\n") ? fixed : `${fixed}\n`);
}
