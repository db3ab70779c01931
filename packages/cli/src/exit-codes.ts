// The one map from outcomes to process exit codes (design.md "CLI" conventions), by error
// class: the CLI's own, the SDK's and commander's. Every verb error is mapped by `exitCodeFor`
// in ./action.ts, inside the lazily loaded bundle whose SDK classes threw it; the entry maps
// only commander's errors (`commanderExitCode`), so it never pulls the SDK's main entry (and
// with it zod) into start-up.
// The light entry, so mapping an error does not load
// the SDK's main entry (every area's catalogue) into every command run.
import { FixcloudError, SessionError } from "@fixcloud/sdk/transport";
import { CommanderError } from "commander";
import {
  BusyError,
  ConnectionLostError,
  FindingsError,
  NotSignedInError,
  PartialFailureError,
  StoppedError,
  UsageError,
} from "./errors.js";
import { isNetworkError } from "./net/failure.js";

/** Process exit codes of `fixcloud`. Scripts may rely on these values. */
export const ExitCode = {
  /** Success. */
  OK: 0,
  /** The API answered with an error (envelope code other than 200), or another failure. */
  API_ERROR: 1,
  /** Bad command line: unknown flag, bad flag value, missing value without a TTY. */
  USAGE: 2,
  /** A bulk job, export or upload finished with some rows failed. */
  PARTIAL_FAILURE: 3,
  /** Not signed in, the token expired, or the server answered 401/406 (SessionError). */
  AUTH: 4,
  /**
   * The server could not be reached, did not answer in time, or the connection closed before
   * the answer was complete (refused, DNS, TLS, timeout, closed: net/failure.ts).
   */
  CONNECTION: 5,
  /**
   * Busy, try again when it ends: another run holds the bulk job's lock (the same job started
   * twice at once), or the server kept answering 572 (another batch of the customer is running)
   * for longer than `--wait-busy`. Either way the job is saved and the same command resumes it.
   */
  BUSY: 6,
  /** `fixcloud doctor`: a finding of the verdict is an error. */
  FINDINGS: 7,
  /** Stopped by SIGINT/SIGTERM or Ctrl+C at a prompt; a bulk job's journal is saved and a rerun resumes it. */
  INTERRUPTED: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/**
 * What each exit code means, in English and Chinese, for the main help. Keyed by every
 * {@link ExitCode}: a code added above without its text here fails to compile, so the help's
 * list cannot drift from the codes the CLI returns.
 */
const MEANINGS: Record<ExitCode, readonly [en: string, zh: string]> = {
  [ExitCode.OK]: ["ok", "成功"],
  [ExitCode.API_ERROR]: ["API error", "接口错误"],
  [ExitCode.USAGE]: ["usage", "用法错误"],
  [ExitCode.PARTIAL_FAILURE]: ["partial failure", "部分失败"],
  [ExitCode.AUTH]: ["not signed in", "未登录"],
  [ExitCode.CONNECTION]: ["connection", "连接失败"],
  [ExitCode.BUSY]: ["busy (another run or batch)", "忙（另一进程或批量任务正在执行）"],
  [ExitCode.FINDINGS]: ["doctor found problems", "doctor 发现问题"],
  [ExitCode.INTERRUPTED]: ["stopped (resumable)", "已中断（可续跑）"],
};

/**
 * The main help's line of exit codes in `language`, every code of {@link ExitCode} in
 * ascending order, e.g. `Exit codes: 0 ok, 1 API error, …, 130 stopped (resumable).`
 */
export function exitCodesHelp(language: "en" | "zh-CN"): string {
  const codes = (Object.keys(MEANINGS) as `${ExitCode}`[]).map(Number).sort((a, b) => a - b) as ExitCode[];
  const zh = language === "zh-CN";
  const items = codes.map((code) => `${code} ${MEANINGS[code][zh ? 1 : 0]}`);
  return zh ? `退出码：${items.join("，")}。` : `Exit codes: ${items.join(", ")}.`;
}

/** Commander error codes that only report help or the version: not failures. */
const COMMANDER_OK = new Set([
  "commander.helpDisplayed",
  "commander.help",
  "commander.version",
  "commander.executeSubCommandAsync",
]);

/** The exit code of a commander error: help and version are not failures; the rest are usage errors. */
export function commanderExitCode(error: CommanderError): ExitCode {
  return COMMANDER_OK.has(error.code) ? ExitCode.OK : ExitCode.USAGE;
}

/** Ctrl+C at an @inquirer prompt (its ExitPromptError). */
export function isPromptClosed(error: unknown): boolean {
  return error instanceof Error && error.name === "ExitPromptError";
}

/** The exit code for anything thrown by a command. */
export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CommanderError) return commanderExitCode(error);
  if (error instanceof UsageError) return ExitCode.USAGE;
  if (error instanceof NotSignedInError || error instanceof SessionError) return ExitCode.AUTH;
  if (error instanceof PartialFailureError) return ExitCode.PARTIAL_FAILURE;
  if (error instanceof StoppedError) return ExitCode.INTERRUPTED;
  if (error instanceof BusyError) return ExitCode.BUSY;
  if (error instanceof FindingsError) return ExitCode.FINDINGS;
  if (error instanceof ConnectionLostError || isNetworkError(error)) return ExitCode.CONNECTION;
  if (error instanceof FixcloudError) return ExitCode.API_ERROR;
  // Ctrl+C inside a prompt: the person stopped the command, as Ctrl+C anywhere else.
  // Its class lives in @inquirer/core, which is loaded only with a
  // prompt, so it is known by its name.
  if (isPromptClosed(error)) return ExitCode.INTERRUPTED;
  return ExitCode.API_ERROR;
}
