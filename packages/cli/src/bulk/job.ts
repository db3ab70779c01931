// One bulk verb from start to end (part1 §2 batch actions, §4 batches;
// docs/batch-operations.md): selection → the job (resume an interrupted one, or start a new one
// over the selection as it is now) → confirmation → engine with progress and signal handling
// → the one summary and its exit code. The verb files (commands/accounts/<verb>.ts) supply the
// action's calls and parameters; `fixcloud jobs resume` enters at `resumeJob`.
//
// Rerun rules: a run resumes only an INTERRUPTED job of the same command (killed, Ctrl+C,
// connection lost). After a FINISHED job the same command is a new job. `--job-id KEY` is
// the caller's idempotency key: a finished KEY prints its summary and exits with its code,
// an interrupted KEY resumes. `--retry-failed JOB` runs only the failed rows of JOB.
import { ExitCode } from "../exit-codes.js";
import { formatNetworkError } from "../net/failure.js";
import { dirname } from "node:path";
import {
  type BatchActionName,
  ConnectionError,
  type FixcloudClient,
  type ServiceType,
  TimeoutError,
  actionLabelKey,
} from "@fixcloud/sdk";
import type { Context } from "../context.js";
import { BusyError, ConnectionLostError, StoppedError, UsageError } from "../errors.js";
import { toJson } from "../output/json.js";
import { sdkMessage, showTime } from "../output/print.js";
import {
  type ParsedSelection,
  type SelectionSpec,
  accountNames,
  describeSelection,
  readValues,
  resolveSelection,
  selectedRows,
  unknownName,
} from "../select/selection.js";
import { confirmChange } from "./confirm.js";
import {
  type BatchApi,
  BusyTimeoutError,
  DEFAULT_BUSY_TIMEOUT_MS,
  InterruptedError,
  doneRows,
  runJob,
} from "./engine.js";
import {
  JOB_ID,
  Journal,
  JournalReadError,
  type RowReason,
  idsDigest,
  jobKeyOf,
  journalPathOf,
  journalsDir,
  newJobId,
} from "./journal.js";
import { lockJob } from "./lock.js";
import { type DecisionParams, wouldSkip } from "./predict.js";
import { createProgress } from "./progress.js";
import { NOT_FOUND, reasonCode } from "./reasons.js";
import { cleanFinished, clearPointer, findUnfinished, pointTo } from "./store.js";
import {
  type DryRunSummary,
  idsNeedingNames,
  journalSummary,
  printDryRun,
  printSummary,
  tally,
} from "./summary.js";

/** What a verb gives the job runner. */
export interface BulkVerb {
  /** The verb as typed and the journal's action, e.g. "activate". */
  action: string;
  /** The action, whose SDK label ("Activate", "激活") names it in prompts and the summary. */
  label: BatchActionName;
  /** The verb's parameters (part of the job key and the journal; `jobs resume` rebuilds the verb from them). */
  params: Record<string, unknown>;
  /** A human line for the parameters (dry run, confirmation), or "". */
  describeParams(ctx: Context): string;
  /** Checks with the server before anything changes (trial: customerSilent). */
  precheck?(ctx: Context, client: FixcloudClient, selectType: ServiceType, firstIds: string[]): Promise<void>;
  /** The batch calls of this verb for one service type. */
  api(client: FixcloudClient, selectType: ServiceType): BatchApi;
}

/** A bulk verb's options: the verb, its selection (or the job to retry) and the bulk flags. */
export interface BulkOptions {
  verb: BulkVerb;
  /** The accounts, or `{ retry: jobId }` for `--retry-failed JOB`. */
  selection: ParsedSelection | { retry: string };
  dryRun: boolean;
  /** `--journal FILE`: where the journal lives (a finished one there is replaced by the new job). */
  journal?: string;
  /** `--job-id KEY`: the caller's idempotency key. */
  jobId?: string;
  /** Discard an unfinished job of this command (or the finished `--job-id` job) and start anew. */
  restart: boolean;
  /** Ids per batch call (1-1000, default 1000). */
  chunkSize: number;
  /** `--wait-busy`: how long to retry while the server answers 572 (another batch runs), s. */
  busyWaitSeconds?: number;
}

/** The command to run again to resume, quoted for a POSIX shell (`--restart` left out: it would start over). */
function resumeCommand(ctx: Context): string {
  const q = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`);
  return ["fixcloud", ...ctx.argv.filter((a) => a !== "--restart")].map(q).join(" ");
}

const SAMPLE = 10;

/** The journals folder beside the profile file. */
export const journalsOf = (ctx: Context): string => journalsDir(dirname(ctx.store.path));

/**
 * A job by id in the journals folder.
 * @throws UsageError when there is no such job or its journal cannot be read.
 */
export function loadJob(ctx: Context, jobId: string): Journal {
  if (!JOB_ID.test(jobId)) throw new UsageError(ctx.t("jobs.badId", { job: jobId }));
  const path = journalPathOf(journalsOf(ctx), jobId);
  let journal: Journal | undefined;
  try {
    journal = Journal.load(path);
  } catch (e) {
    if (e instanceof JournalReadError) throw new UsageError(ctx.t("jobs.unreadable", { path, why: e.why }));
    throw e;
  }
  if (!journal) throw new UsageError(ctx.t("jobs.notFound", { job: jobId }));
  return journal;
}

/** The selection to work on: the specs to resolve (two for a retry: its ids and its names) and the key part. */
interface Selection {
  selectType: ServiceType;
  specs: { spec: SelectionSpec; values: string[] | undefined }[];
  key: unknown;
  describe: Record<string, unknown>;
}

async function selectionOf(ctx: Context, opts: BulkOptions): Promise<Selection | undefined> {
  const sel = opts.selection;
  if ("retry" in sel) {
    const job = loadJob(ctx, sel.retry);
    const t = ctx.t;
    if (job.data.state !== "done") throw new UsageError(t("bulk.retryUnfinished", { job: sel.retry }));
    if (job.data.action !== opts.verb.action)
      throw new UsageError(t("bulk.retryOtherAction", { job: sel.retry, action: job.data.action }));
    const failed = journalSummary(ctx, job).failed;
    const ids = failed.flatMap((f) => (f.id !== null ? [f.id] : []));
    const names = failed.flatMap((f) => (f.id === null && f.accountName ? [f.accountName] : []));
    if (ids.length + names.length === 0) {
      ctx.io.stderr.write(`${t("bulk.noFailed", { job: sel.retry })}\n`);
      return undefined;
    }
    const specs: Selection["specs"] = [];
    if (ids.length) specs.push({ spec: { kind: "ids", values: ids, duplicates: 0, by: "id" }, values: ids });
    if (names.length)
      specs.push({ spec: { kind: "ids", values: names, duplicates: 0, by: "name" }, values: names });
    return {
      selectType: job.data.selectType as ServiceType,
      specs,
      key: { retry: sel.retry, runId: job.data.runId },
      describe: { kind: "retry", job: sel.retry, ids: ids.length, names: names.length },
    };
  }
  const { selectType, spec } = sel;
  const read = await readValues(ctx, spec);
  return {
    selectType,
    specs: [{ spec, values: read?.values }],
    key: spec.kind === "filter" ? { filter: spec.filter } : { by: spec.by, digest: idsDigest(read!.values) },
    describe: describeSelection(spec),
  };
}

/** Ids now, and the values that matched no account (failed rows, `not_found`). */
async function resolveAll(
  ctx: Context,
  client: FixcloudClient,
  sel: Selection,
): Promise<{ ids: string[]; unknown: RowReason[] }> {
  const ids: string[] = [];
  const unknown: RowReason[] = [];
  for (const { spec, values } of sel.specs) {
    const r = await resolveSelection(ctx, client, sel.selectType, spec, values);
    ids.push(...r.ids);
    unknown.push(...r.unknownNames.map(unknownName));
  }
  return { ids, unknown };
}

/** Where this run's job is, and the job to continue there (if any). */
interface Located {
  path: string;
  jobId: string;
  existing: Journal | undefined;
  /** The job is found by its command's pointer (no --job-id, no --journal). */
  pointed: boolean;
}

function locate(ctx: Context, opts: BulkOptions, dir: string, jobKey: string): Located {
  const t = ctx.t;
  const load = (path: string) => {
    try {
      return Journal.load(path);
    } catch (e) {
      if (e instanceof JournalReadError) throw new UsageError(t("jobs.unreadable", { path, why: e.why }));
      throw e;
    }
  };
  if (opts.jobId) {
    const path = journalPathOf(dir, opts.jobId);
    const existing = load(path);
    if (existing && existing.data.jobKey !== jobKey)
      throw new UsageError(t("bulk.jobIdOther", { job: opts.jobId, action: existing.data.action }));
    return { path, jobId: opts.jobId, existing, pointed: false };
  }
  if (opts.journal) {
    const existing = load(opts.journal);
    if (existing && existing.data.jobKey !== jobKey)
      throw new UsageError(t("bulk.otherJob", { path: opts.journal }));
    const unfinished = existing && existing.data.state !== "done" ? existing : undefined;
    return {
      path: opts.journal,
      jobId: unfinished?.data.jobId ?? newJobId(opts.verb.action),
      existing: unfinished,
      pointed: false,
    };
  }
  const existing = findUnfinished(dir, jobKey);
  if (existing) return { path: existing.path, jobId: existing.data.jobId, existing, pointed: true };
  const jobId = newJobId(opts.verb.action);
  return { path: journalPathOf(dir, jobId), jobId, existing: undefined, pointed: true };
}

/** Run a bulk verb (the `run` of every bulk verb file). */
export async function runBulk(ctx: Context, opts: BulkOptions): Promise<void> {
  const t = ctx.t;
  const verb = opts.verb;
  const dir = journalsOf(ctx);
  // Finished journals older than 30 days go at the start of any bulk run.
  cleanFinished(dir);
  const sel = await selectionOf(ctx, opts);
  if (!sel) return;
  const { selectType } = sel;
  const jobKey = jobKeyOf({
    action: verb.action,
    params: verb.params,
    selection: sel.key,
    baseURL: ctx.baseURL,
    profile: ctx.profileName,
    selectType,
  });
  const label = sdkMessage(ctx, actionLabelKey(verb.label));
  const client = await ctx.client();

  if (opts.dryRun) return dryRun(ctx, client, opts, sel, locate(ctx, opts, dir, jobKey), label);

  const release = await lockJob(dir, jobKey);
  if (typeof release !== "function") {
    ctx.io.stderr.write(`${t("bulk.locked", { pid: release.heldBy, path: dir })}\n`);
    throw new BusyError();
  }
  try {
    let { path, jobId, existing, pointed } = locate(ctx, opts, dir, jobKey);
    if (existing && opts.restart) {
      Journal.remove(existing.path);
      clearPointer(dir, jobKey);
      existing = undefined;
      if (pointed) {
        jobId = newJobId(verb.action);
        path = journalPathOf(dir, jobId);
      }
    }
    if (existing?.data.state === "done") {
      // --job-id KEY of a finished job: its summary and its exit code, nothing sent.
      const finished = showTime(ctx, journalSummary(ctx, existing).finishedAt);
      ctx.io.stderr.write(`${t("bulk.jobFinished", { job: jobId, time: finished })}\n`);
      printSummary(ctx, label, journalSummary(ctx, existing));
      return;
    }

    let journal: Journal;
    if (existing) {
      journal = existing;
      const total = journal.data.total;
      if (total > 0 && verb.precheck)
        await verb.precheck(ctx, client, selectType, journal.ids().slice(0, SAMPLE));
      const left = total - doneRows(journal);
      if (!(await confirm(ctx, verb, t("bulk.confirmResume", { action: label, left, total, job: jobId }))))
        return;
      ctx.io.stderr.write(`${t("bulk.resuming", { done: doneRows(journal), total, job: jobId, path })}\n`);
    } else {
      const resolved = await resolveAll(ctx, client, sel);
      if (resolved.ids.length === 0 && resolved.unknown.length === 0) {
        ctx.io.stderr.write(`${t("bulk.nothing")}\n`);
        return;
      }
      if (resolved.ids.length > 0 && verb.precheck)
        await verb.precheck(ctx, client, selectType, resolved.ids.slice(0, SAMPLE));
      const question = t("bulk.confirm", { action: label, count: resolved.ids.length, type: selectType });
      if (!(await confirm(ctx, verb, question))) return;
      journal = Journal.create(
        path,
        {
          jobId,
          jobKey,
          action: verb.action,
          params: verb.params,
          selection: sel.describe,
          baseURL: ctx.baseURL,
          profile: ctx.profileName,
          selectType,
          chunkSize: opts.chunkSize,
          unresolved: resolved.unknown,
        },
        resolved.ids,
      );
      if (pointed) pointTo(dir, jobKey, jobId);
    }
    // A job stopped by a lost connection (ConnectionLostError) keeps its pointer: the same
    // command resumes it.
    await execute(ctx, client, verb, journal, label, opts.busyWaitSeconds);
    if (pointed) clearPointer(dir, jobKey);
    printSummary(ctx, label, journalSummary(ctx, journal));
  } finally {
    await release();
  }
}

/** Ask (or not: --yes, CI); false and a message when the answer is no. */
async function confirm(ctx: Context, verb: BulkVerb, question: string): Promise<boolean> {
  const p = verb.describeParams(ctx);
  if (await confirmChange(ctx, `${question}${p ? ` (${p})` : ""}`)) return true;
  ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
  return false;
}

/**
 * `fixcloud jobs resume JOB`: continue an interrupted job with the verb rebuilt from its
 * journal. A finished job is refused (exit 2) with a pointer to `jobs show`.
 */
export async function resumeJob(ctx: Context, journal: Journal, verb: BulkVerb): Promise<void> {
  const t = ctx.t;
  const d = journal.data;
  if (d.state === "done")
    throw new UsageError(
      t("jobs.finished", { job: d.jobId, time: showTime(ctx, journalSummary(ctx, journal).finishedAt) }),
    );
  if (d.baseURL !== ctx.baseURL || d.profile !== ctx.profileName)
    throw new UsageError(t("jobs.otherServer", { job: d.jobId, url: d.baseURL, profile: d.profile }));
  const dir = journalsOf(ctx);
  const release = await lockJob(dir, d.jobKey);
  if (typeof release !== "function") {
    ctx.io.stderr.write(`${t("bulk.locked", { pid: release.heldBy, path: dir })}\n`);
    throw new BusyError();
  }
  try {
    const label = sdkMessage(ctx, actionLabelKey(verb.label));
    const client = await ctx.client();
    // Read again under the lock: another run may have finished it meanwhile.
    const fresh = Journal.load(journal.path) ?? journal;
    if (fresh.data.state === "done") {
      printSummary(ctx, label, journalSummary(ctx, fresh));
      return;
    }
    const left = fresh.data.total - doneRows(fresh);
    const question = t("bulk.confirmResume", { action: label, left, total: fresh.data.total, job: d.jobId });
    if (!(await confirm(ctx, verb, question))) return;
    ctx.io.stderr.write(
      `${t("bulk.resuming", { done: doneRows(fresh), total: fresh.data.total, job: d.jobId, path: fresh.path })}\n`,
    );
    await execute(ctx, client, verb, fresh, label);
    clearPointer(dir, d.jobKey);
    printSummary(ctx, label, journalSummary(ctx, fresh));
  } finally {
    await release();
  }
}

/**
 * Run the engine to the end and look up the names the summary shows. Throws ConnectionLostError
 * when a lost connection stopped the job, StoppedError at a signal (both already reported).
 */
async function execute(
  ctx: Context,
  client: FixcloudClient,
  verb: BulkVerb,
  journal: Journal,
  label: string,
  busyWaitSeconds?: number,
): Promise<void> {
  const selectType = journal.data.selectType as ServiceType;
  await runWithSignals(ctx, journal, verb.api(client, selectType), label, verb.action, busyWaitSeconds);
  const missing = idsNeedingNames(journal);
  if (missing.length) {
    try {
      journal.data.names = { ...journal.data.names, ...(await accountNames(client, selectType, missing)) };
      journal.save();
    } catch {
      // Names are a courtesy: the job is done and its summary stands without them.
    }
  }
}

/**
 * The engine with progress and SIGINT/SIGTERM. Resolves when the job finished. A lost
 * connection: ConnectionLostError (reported here, exit 5); Ctrl+C: StoppedError (exit 130).
 * Any stop leaves the journal `interrupted` and says how to resume.
 */
async function runWithSignals(
  ctx: Context,
  journal: Journal,
  api: BatchApi,
  label: string,
  name: string,
  busyWaitSeconds?: number,
): Promise<void> {
  const ac = new AbortController();
  const progress = await createProgress(ctx.io.stderr, label, name);
  let signals = 0;
  const onSignal = () => {
    signals++;
    // A second Ctrl+C leaves at once: the journal is consistent after every write.
    if (signals > 1) process.exit(ExitCode.INTERRUPTED);
    progress.stop();
    ctx.io.stderr.write(`\n${ctx.t("bulk.stopping")}\n`);
    ac.abort();
  };
  // The job owns the signals while it runs: other listeners (conf's atomic writer, the lock's
  // cleanup) re-raise the signal after theirs; they are set aside and put back afterwards.
  const saved = (["SIGINT", "SIGTERM"] as const).map((sig) => {
    const listeners = process.listeners(sig);
    process.removeAllListeners(sig);
    process.on(sig, onSignal);
    return [sig, listeners] as const;
  });
  const stopped = (key: "bulk.stopped" | "bulk.connectionLost") => {
    progress.stop();
    if (journal.data.state !== "interrupted") journal.setState("interrupted");
    ctx.io.stderr.write(
      `${ctx.t(key, { job: journal.data.jobId, path: journal.path, command: resumeCommand(ctx) })}\n`,
    );
    if (ctx.output === "json") ctx.io.stdout.write(toJson(journalSummary(ctx, journal)));
  };
  try {
    await runJob(journal, api, {
      signal: ac.signal,
      onProgress: (done, total) => progress.update(done, total),
      ...(busyWaitSeconds !== undefined ? { busyTimeoutMs: busyWaitSeconds * 1000 } : {}),
    });
  } catch (e) {
    if (e instanceof InterruptedError || ac.signal.aborted) {
      stopped("bulk.stopped");
      throw new StoppedError();
    }
    if (e instanceof ConnectionError || e instanceof TimeoutError) {
      // The network line first, then where the job is and how to resume it.
      progress.stop();
      ctx.io.stderr.write(
        `${ctx.t("error.prefix")}: ${formatNetworkError(e, ctx.language, ctx.timeoutSeconds, ctx.lastFailedURL)}\n`,
      );
      stopped("bulk.connectionLost");
      throw new ConnectionLostError();
    }
    if (e instanceof BusyTimeoutError) {
      // The server kept refusing: another batch of the customer runs (572). Its words, then
      // where the job is and how to resume it; exit 6 like the other "busy, try later" case.
      progress.stop();
      const seconds = busyWaitSeconds ?? DEFAULT_BUSY_TIMEOUT_MS / 1000;
      const message = e.message.replace(/[.。]$/, "");
      ctx.io.stderr.write(`${ctx.t("bulk.serverBusy", { message, seconds })}\n`);
      stopped("bulk.connectionLost");
      throw new BusyError();
    }
    // Any other stop (an API error): resumable too.
    progress.stop();
    if (journal.data.state !== "interrupted") journal.setState("interrupted");
    throw e;
  } finally {
    progress.stop();
    for (const [sig, listeners] of saved) {
      process.off(sig, onSignal);
      for (const l of listeners) process.on(sig, l as () => void);
    }
  }
}

/** `--dry-run`: what each selected row would do, with the same reason codes; nothing is sent. */
async function dryRun(
  ctx: Context,
  client: FixcloudClient,
  opts: BulkOptions,
  sel: Selection,
  located: Located,
  label: string,
): Promise<void> {
  const verb = opts.verb;
  const rows = [];
  const unknown: RowReason[] = [];
  for (const { spec, values } of sel.specs) {
    const r = await selectedRows(client, sel.selectType, spec, values);
    rows.push(...r.rows);
    unknown.push(...r.unknown);
  }
  if (rows.length > 0 && verb.precheck)
    await verb.precheck(
      ctx,
      client,
      sel.selectType,
      rows.slice(0, SAMPLE).map((a) => a.id),
    );
  const skip: RowReason[] = [];
  const change: string[] = [];
  const names: Record<string, string> = {};
  for (const a of rows) {
    const reason = wouldSkip(verb.label, a, verb.params as DecisionParams);
    if (reason === undefined) change.push(a.id);
    else {
      skip.push({ id: a.id, reason: reasonCode(reason) });
      names[a.id] = a.accountName;
    }
  }
  const tallied = tally(
    ctx,
    skip,
    unknown.map((u) => ({ ...u, reason: NOT_FOUND })),
    (id) => names[id],
  );
  const existing = located.existing;
  const summary: DryRunSummary = {
    dryRun: true,
    action: verb.action,
    selectType: sel.selectType,
    params: verb.params,
    total: rows.length + unknown.length,
    wouldChange: change.length,
    wouldSkip: tallied.skipped,
    wouldSkipReasons: tallied.skippedReasons,
    wouldFail: tallied.failed,
    wouldFailReasons: tallied.failedReasons,
    firstIds: change.slice(0, SAMPLE),
    ...(existing && existing.data.state !== "done"
      ? {
          resume: {
            jobId: existing.data.jobId,
            journal: existing.path,
            doneChunks: existing.data.chunks.filter((c) => c.state === "done").length,
          },
        }
      : {}),
  };
  printDryRun(ctx, label, summary, {
    describeParams: verb.describeParams(ctx),
    selectTypeText: String(sel.selectType),
  });
}
