// One bulk verb from start to end (part1 §2 batch actions, §4 batches;
// docs/batch-operations.md): selection → journal (new, resumed or finished) → confirmation →
// engine with a progress bar and signal handling → summary and exit code. The verb files
// (commands/accounts/<verb>.ts) supply the action's calls and parameters.
import { dirname } from "node:path";
import { type BatchActionName, type FixcloudClient, type ServiceType, actionLabelKey } from "@fixcloud/sdk";
import type { Context } from "../context.js";
import { PartialFailureError, StoppedError, UsageError } from "../errors.js";
import { toJson } from "../output/json.js";
import { sdkMessage } from "../output/print.js";
import { safeCell } from "../output/text.js";
import {
  type ParsedSelection,
  type ResolvedSelection,
  describeSelection,
  readValues,
  resolveSelection,
} from "../select/selection.js";
import { confirmChange } from "./confirm.js";
import { type BatchApi, InterruptedError, type Summary, doneRows, runJob, summarize } from "./engine.js";
import { Journal, defaultJournalPath, idsDigest, jobKeyOf, lockJournal } from "./journal.js";
import { createProgress } from "./progress.js";

/** What a verb gives the job runner. */
export interface BulkVerb {
  /** Journal action name and the job key's action, e.g. "activate". */
  action: string;
  /** The action, whose SDK label ("Activate", "激活") names it in prompts and the summary. */
  label: BatchActionName;
  /** The verb's parameters (part of the job key and the journal). */
  params: Record<string, unknown>;
  /** A human line for the parameters (dry run, confirmation), or "". */
  describeParams(ctx: Context): string;
  /** Checks with the server before anything changes (trial: customerSilent). */
  precheck?(ctx: Context, client: FixcloudClient, selectType: ServiceType, firstIds: string[]): Promise<void>;
  /** The batch calls of this verb for one service type. */
  api(client: FixcloudClient, selectType: ServiceType): BatchApi;
}

/** A bulk verb's options: the verb, its selection and the bulk flags. */
export interface BulkOptions {
  verb: BulkVerb;
  selection: ParsedSelection;
  dryRun: boolean;
  journal?: string;
  restart: boolean;
  /** Ids per batch call (1-1000, default 1000). */
  chunkSize: number;
}

/** The command to run again to resume, quoted for a POSIX shell. */
function resumeCommand(): string {
  const q = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`);
  return ["fixcloud", ...process.argv.slice(2)].map(q).join(" ");
}

const SAMPLE = 10;

/** Run a bulk verb (the `run` of every bulk verb file). */
export async function runBulk(ctx: Context, opts: BulkOptions): Promise<void> {
  const t = ctx.t;
  const verb = opts.verb;
  const { selectType, spec } = opts.selection;
  const read = await readValues(ctx, spec);
  const selectionKey =
    spec.kind === "filter" ? { filter: spec.filter } : { by: spec.by, digest: idsDigest(read!.values) };
  const jobKey = jobKeyOf({
    action: verb.action,
    params: verb.params,
    selection: selectionKey,
    baseURL: ctx.baseURL,
    profile: ctx.profileName,
    selectType,
  });
  const journalPath = opts.journal ?? defaultJournalPath(dirname(ctx.store.path), jobKey);
  const existing = opts.restart ? undefined : Journal.load(journalPath);
  if (existing && existing.data.jobKey !== jobKey)
    throw new UsageError(t("bulk.otherJob", { path: journalPath }));
  const label = sdkMessage(ctx, actionLabelKey(verb.label));
  const client = await ctx.client();

  if (existing?.data.state === "done") {
    ctx.io.stderr.write(
      `${t("bulk.alreadyDone", { time: existing.data.finishedAt ?? "?", path: journalPath })}\n`,
    );
    printSummary(ctx, label, summarize(existing), journalPath, false);
    return;
  }

  // The selection: the journal's snapshot when resuming, else resolved now.
  let resolved: ResolvedSelection | undefined;
  if (!existing) {
    resolved = await resolveSelection(ctx, client, selectType, spec, read?.values);
    if (resolved.ids.length === 0 && resolved.unresolved.length === 0) {
      ctx.io.stderr.write(`${t("bulk.nothing")}\n`);
      return;
    }
  }
  const total = existing ? existing.data.total : resolved!.ids.length;
  const firstIds = existing ? existing.ids().slice(0, SAMPLE) : resolved!.ids.slice(0, SAMPLE);
  if (total > 0 && verb.precheck) await verb.precheck(ctx, client, selectType, firstIds);

  if (opts.dryRun) {
    const out = {
      dryRun: true,
      action: verb.action,
      selectType,
      params: verb.params,
      count: total,
      unresolved: resolved?.unresolved ?? existing?.data.unresolved ?? [],
      firstIds,
      resume: existing
        ? { journal: journalPath, doneChunks: existing.data.chunks.filter((c) => c.state === "done").length }
        : undefined,
    };
    if (ctx.output === "json") ctx.io.stdout.write(toJson(out));
    else {
      const w = (s: string) => ctx.io.stdout.write(`${s}\n`);
      w(t("bulk.dryRun", { action: label, count: total, type: selectType }));
      const p = verb.describeParams(ctx);
      if (p) w(`  ${p}`);
      if (firstIds.length)
        w(`  ${t("bulk.firstIds", { ids: firstIds.map(safeCell).join(", ") })}${total > SAMPLE ? " …" : ""}`);
      if (out.unresolved.length)
        w(
          `  ${t("bulk.unresolved", {
            count: out.unresolved.length,
            names: out.unresolved
              .slice(0, SAMPLE)
              .map((u) => safeCell(u.id))
              .join(", "),
          })}`,
        );
      if (existing) w(`  ${t("bulk.wouldResume", { path: journalPath })}`);
      w(t("dryRun.nothing"));
    }
    return;
  }

  const release = lockJournal(journalPath);
  if (typeof release !== "function")
    throw new UsageError(t("bulk.locked", { pid: release.heldBy, path: journalPath }));
  try {
    const question = existing
      ? t("bulk.confirmResume", { action: label, left: total - doneRows(existing), total })
      : t("bulk.confirm", { action: label, count: total, type: selectType });
    if (
      !(await confirmChange(
        ctx,
        `${question}${verb.describeParams(ctx) ? ` (${verb.describeParams(ctx)})` : ""}`,
      ))
    ) {
      ctx.io.stderr.write(`${t("confirm.cancelled")}\n`);
      return;
    }
    const journal =
      existing ??
      Journal.create(
        journalPath,
        {
          jobKey,
          action: verb.action,
          params: verb.params,
          selection: describeSelection(spec),
          baseURL: ctx.baseURL,
          selectType,
          chunkSize: opts.chunkSize,
          unresolved: resolved!.unresolved,
        },
        resolved!.ids,
      );
    if (existing)
      ctx.io.stderr.write(`${t("bulk.resuming", { done: doneRows(existing), total, path: journalPath })}\n`);

    const summary = await runWithSignals(ctx, journal, verb.api(client, selectType), label);
    printSummary(ctx, label, summary, journalPath);
  } finally {
    release();
  }
}

/** The engine with a progress bar and SIGINT/SIGTERM: stop after the journal is saved, exit 130. */
async function runWithSignals(
  ctx: Context,
  journal: Journal,
  api: BatchApi,
  label: string,
): Promise<Summary> {
  const ac = new AbortController();
  let signals = 0;
  const onSignal = () => {
    signals++;
    // A second Ctrl+C leaves at once: the journal is consistent after every write.
    if (signals > 1) process.exit(130);
    ctx.io.stderr.write(`\n${ctx.t("bulk.stopping")}\n`);
    ac.abort();
  };
  // The job owns the signals while it runs: other listeners (conf's atomic writer re-raises
  // the signal after its cleanup) are set aside and put back afterwards.
  const saved = (["SIGINT", "SIGTERM"] as const).map((sig) => {
    const listeners = process.listeners(sig);
    process.removeAllListeners(sig);
    process.on(sig, onSignal);
    return [sig, listeners] as const;
  });
  const progress = await createProgress(ctx.io.stderr, label);
  try {
    return await runJob(journal, api, {
      signal: ac.signal,
      onProgress: (done, total) => progress.update(done, total),
    });
  } catch (e) {
    if (e instanceof InterruptedError || ac.signal.aborted) {
      progress.stop();
      if (journal.data.state !== "interrupted") journal.setState("interrupted");
      ctx.io.stderr.write(`${ctx.t("bulk.stopped", { path: journal.path, command: resumeCommand() })}\n`);
      process.exitCode = 130;
      const s = summarize(journal);
      if (ctx.output === "json") ctx.io.stdout.write(toJson({ ...s, journal: journal.path }));
      throw new StoppedError();
    }
    throw e;
  } finally {
    progress.stop();
    for (const [sig, listeners] of saved) {
      process.off(sig, onSignal);
      for (const l of listeners) process.on(sig, l as () => void);
    }
  }
}

const MAX_FAILED_LINES = 20;

/** Print the summary (text or JSON); exit code 3 when some rows failed. */
export function printSummary(
  ctx: Context,
  label: string,
  s: Summary,
  journalPath: string,
  failOnRows = true,
): void {
  const t = ctx.t;
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ ...s, journal: journalPath }));
  else {
    const lines = [
      t("bulk.summary", {
        action: label,
        total: s.total,
        done: s.succeeded,
        skipped: s.skipped,
        failed: s.failed.length,
      }),
    ];
    const reasons = Object.entries(s.skippedReasons).sort((a, b) => b[1] - a[1]);
    if (reasons.length) {
      lines.push(t("bulk.skippedTitle"));
      for (const [reason, n] of reasons) lines.push(`  ${String(n).padStart(7)}  ${safeCell(reason)}`);
    }
    if (s.failed.length) {
      lines.push(t("bulk.failedTitle"));
      for (const f of s.failed.slice(0, MAX_FAILED_LINES))
        lines.push(`  ${safeCell(f.id)}  ${safeCell(f.reason)}`);
      if (s.failed.length > MAX_FAILED_LINES)
        lines.push(`  ${t("bulk.moreFailed", { count: s.failed.length - MAX_FAILED_LINES })}`);
    }
    lines.push(t("bulk.journal", { path: journalPath }));
    ctx.io.stdout.write(`${lines.join("\n")}\n`);
  }
  if (failOnRows && s.failed.length > 0)
    throw new PartialFailureError(
      t("bulk.partial", { failed: s.failed.length, total: s.total }),
      s.failed.length,
      s.total,
    );
}
