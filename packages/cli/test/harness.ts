// The CLI's tests run it in process, the way gh tests its commands (design.md "Tests"):
// `cli(args, { env, input, configDir, tty })` runs one whole command line through
// src/run-cli.ts, with buffers for stdout and stderr, `input` on stdin and a plain environment
// (LANG=en_US.UTF-8, no TTY, no CI unless given), against the sandbox the test file starts in
// process, and resolves `{ code, stdout, stderr }` as a run of the built bin does. A handful of
// runs of the real bin prove the built artefact (smoke.test.ts, through ./bin-harness.ts).
//
// The help language. src/lang.ts decides the language of the help and of commander's own
// errors once, when the CLI's modules load (in the product a process is one run); a run's
// messages follow its own --lang, FIXCLOUD_LANG or profile. Vitest loads the modules once per
// test file, in the language of the worker's environment (English unless FIXCLOUD_LANG or the
// locale say otherwise). So a file that checks the help or commander's errors in Chinese loads
// them in Chinese: it sets FIXCLOUD_LANG=zh-CN in `vi.hoisted`, which runs before its imports
// (help-zh.test.ts). `cli` refuses a help run whose language is not the one the modules were
// loaded in, so no test reads the other language's help unnoticed.
//
// A run may leave nothing behind in the process: `cli` fails one that sets process.exitCode
// (run-cli.test.ts also runs the commands that take signals twice and counts the listeners).
import { PassThrough, Readable } from "node:stream";
import type { Io, ProfileStore, TextOut } from "../src/context.js";
import { helpLanguage, startupLanguage } from "../src/lang.js";
import { runCli } from "../src/run-cli.js";

/** The demo user's password in the sandbox. */
export const PASSWORD = process.env.FIXCLOUD_DEMO_PASSWORD ?? "Demo@2026";
/** The seeded sub-user's password. */
export const OPERATOR_PASSWORD = process.env.FIXCLOUD_OPERATOR_PASSWORD ?? "Operator@2026";
/** A port nothing listens on: a run that reaches it made a call (and fails with exit 5). */
export const DEAD_URL = "http://127.0.0.1:9";

/** How to run a command line. */
export interface CliOptions {
  /** Added to the plain environment (a value of "" is kept: it sets the variable empty). */
  env?: Record<string, string>;
  /** What stdin holds (empty by default). */
  input?: string;
  /** The config directory (FIXCLOUD_CONFIG_DIR); required unless `env` names it. */
  configDir?: string;
  /** stdin, stdout and stderr are terminals (80 columns unless `columns` says). */
  tty?: boolean;
  columns?: number;
  /** A profile store instead of the config file. */
  store?: ProfileStore;
  /** The clock of the session's expiry checks. */
  now?: () => number;
}

/** What a run printed and its exit code, as a run of the bin gives them. */
export interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A stream that keeps what is written, and tells a waiting test when the text matches; as a
 * terminal it also takes the cursor moves of a progress bar.
 */
export class Sink implements TextOut {
  private readonly chunks: Buffer[] = [];
  private waiting: { pattern: RegExp; resolve: (text: string) => void }[] = [];
  constructor(
    readonly isTTY = false,
    readonly columns?: number,
  ) {}
  write(chunk: string | Uint8Array): boolean {
    this.chunks.push(Buffer.from(chunk));
    if (this.waiting.length > 0) {
      const text = this.text;
      const met = this.waiting.filter((w) => w.pattern.test(text));
      this.waiting = this.waiting.filter((w) => !met.includes(w));
      for (const w of met) w.resolve(text);
    }
    return true;
  }
  get text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
  /** Resolves with the text once what has been written matches `pattern` (at once if it does). */
  until(pattern: RegExp): Promise<string> {
    if (pattern.test(this.text)) return Promise.resolve(this.text);
    return new Promise((resolve) => this.waiting.push({ pattern, resolve }));
  }
  cursorTo(): boolean {
    return true;
  }
  clearLine(): boolean {
    return true;
  }
  moveCursor(): boolean {
    return true;
  }
  on(): this {
    return this;
  }
  removeListener(): this {
    return this;
  }
}

/** The streams and environment of one run. */
export function testIo(opts: CliOptions = {}): { io: Io; stdout: Sink; stderr: Sink } {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    LANG: "en_US.UTF-8",
    ...(opts.configDir === undefined ? {} : { FIXCLOUD_CONFIG_DIR: opts.configDir }),
    ...opts.env,
  };
  if (env.FIXCLOUD_CONFIG_DIR === undefined)
    throw new Error("cli(): give a configDir (or FIXCLOUD_CONFIG_DIR): a run must not touch the real config");
  const tty = opts.tty === true;
  const columns = tty ? (opts.columns ?? 80) : undefined;
  const stdout = new Sink(tty, columns);
  const stderr = new Sink(tty, columns);
  const stdin = tty
    ? Object.assign(new PassThrough(), { isTTY: true })
    : Readable.from(opts.input === undefined ? [] : [Buffer.from(opts.input)]);
  return { io: { stdout, stderr, stdin, env }, stdout, stderr };
}

/** The run asks for help: its language is the one the modules were loaded in. */
const asksHelp = (args: readonly string[]) =>
  args.length === 0 || args[0] === "help" || args.includes("--help") || args.includes("-h");

/** Run `args` (the words after `fixcloud`) in process. */
export function cli(args: readonly string[], opts: CliOptions = {}): Promise<Result> {
  return start(args, opts).done;
}

/** A run going on in the background: what it has written so far, and its end. */
export interface Started {
  stdout: Sink;
  stderr: Sink;
  done: Promise<Result>;
}

/** Start `args` in process and return at once (a test stops it, e.g. with a signal, or waits for its output). */
export function start(args: readonly string[], opts: CliOptions = {}): Started {
  const { io, stdout, stderr } = testIo(opts);
  return { stdout, stderr, done: finish(args, opts, io, stdout, stderr) };
}

async function finish(
  args: readonly string[],
  opts: CliOptions,
  io: Io,
  stdout: Sink,
  stderr: Sink,
): Promise<Result> {
  if (asksHelp(args) && startupLanguage(args, io.env) !== helpLanguage)
    throw new Error(
      `cli(): this help is in ${startupLanguage(args, io.env)}, but this file loaded the CLI in ${helpLanguage} (see test/harness.ts)`,
    );
  const exitCodeBefore = process.exitCode;
  const code = await runCli(args, io, {
    ...(opts.store ? { store: opts.store } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  if (process.exitCode !== exitCodeBefore)
    throw new Error(`cli(): \`fixcloud ${args.join(" ")}\` set process.exitCode to ${process.exitCode}`);
  return { code, stdout: stdout.text, stderr: stderr.text };
}
