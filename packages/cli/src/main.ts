#!/usr/bin/env node
// The `fixcloud` process (design.md "CLI"), built as CommonJS (see tsup.config.ts): one run of
// ./run-cli.ts with the process's arguments, streams and environment; its exit code is the
// process's. Every action imports its verb module (and with it the SDK client, conf, prompts,
// tables) lazily, so `fixcloud --help` costs little more than starting Node.
import { ExitCode } from "./exit-codes.js";
import { runCli } from "./run-cli.js";
import { exitOnStop } from "./signals.js";

// Ctrl+C and SIGTERM end any command with 130 (README's exit codes), whatever it is waiting on;
// a bulk job and a running jq take the signals over while they clean up (signals.ts).
exitOnStop();

// A closed pipe (`fixcloud ... | head`) is not an error.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(ExitCode.OK);
});

void runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
}).then((code) => {
  process.exitCode = code;
});
