// The one summary of a bulk job (part1 §4 batches; docs/batch-operations.md
// "Summaries"): every bulk verb of `accounts`, `pools activate` and `jobs show` report in this
// shape, through this printer. JSON carries stable reason codes with the SDK's label in the
// run's language; an unknown id or name is a failure (exit 3).
import { toWireTime } from "@fixcloud/sdk";
import type { Context } from "../context.js";
import { PartialFailureError } from "../errors.js";
import { toJson } from "../output/json.js";
import { showTime } from "../output/print.js";
import { safeCell } from "../output/text.js";
import type { Journal, RowReason } from "./journal.js";
import { type ReasonCode, reasonMessage } from "./reasons.js";

/** One row a job did not change, and why. */
export interface RowOutcome {
  /** The row's id; null for a value that never became an id (an unknown account name). */
  id: string | null;
  /** The account's name where known, null where not; absent for pools (they have none). */
  accountName?: string | null;
  /** Stable code, e.g. `already_enabled`, `not_found` (reasons.ts). */
  reason: ReasonCode;
  /** The SDK's label of the reason in the run's language. */
  message: string;
}

/** Counts of rows by reason code, e.g. `{ "already_enabled": 2 }`. */
export type ReasonCounts = Partial<Record<ReasonCode, number>>;

/** What a bulk job did: the shape of every bulk summary, in JSON as it is here. */
export interface BulkSummary {
  /** The job (`fixcloud jobs show <jobId>`); null for a job without a journal (`pools activate`). */
  jobId: string | null;
  /** The verb, e.g. `disable`; `pools.activate` for pools. */
  action: string;
  /** `finished` (the word `jobs list` uses too), or `interrupted` (resumable; `pending` rows not processed yet). */
  state: "finished" | "interrupted";
  /** Rows selected, unknown names and ids included. */
  total: number;
  /** Rows changed. */
  succeeded: number;
  skipped: RowOutcome[];
  skippedReasons: ReasonCounts;
  /** Rows that failed; any failure makes the exit code 3. */
  failed: RowOutcome[];
  failedReasons: ReasonCounts;
  /** Rows not processed yet (only an interrupted job has any). */
  pending: number;
  /** UTC wire times (`YYYY-MM-DD HH:mm:ss`); text output shows them in the profile's time zone. */
  startedAt: string | null;
  finishedAt: string | null;
  /** The journal file, or null. */
  journal: string | null;
}

/** What a dry run would do: nothing is sent. */
export interface DryRunSummary {
  dryRun: true;
  action: string;
  selectType?: number;
  params?: Record<string, unknown>;
  total: number;
  wouldChange: number;
  wouldSkip: RowOutcome[];
  wouldSkipReasons: ReasonCounts;
  wouldFail: RowOutcome[];
  wouldFailReasons: ReasonCounts;
  /** The first ids that would change. */
  firstIds: string[];
  /** An unfinished job of this command that a real run would resume instead. */
  resume?: { jobId: string; journal: string; doneChunks: number };
}

/** Whose rows a summary counts: the headline names them. */
export type Entity = "account" | "pool";

/** Rows with a reason → outcomes in `lang`; `names` gives account names by id (accounts only). */
export function outcomes(
  ctx: Pick<Context, "language">,
  rows: readonly RowReason[],
  names: ((id: string) => string | undefined) | undefined,
): RowOutcome[] {
  return rows.map((r) => ({
    id: r.id,
    ...(names ? { accountName: r.accountName ?? (r.id !== null ? names(r.id) : undefined) ?? null } : {}),
    reason: r.reason,
    message: reasonMessage(ctx.language, r.reason, r.text),
  }));
}

/** Rows counted by reason code. */
export function countReasons(rows: readonly { reason: ReasonCode }[]): ReasonCounts {
  const out: ReasonCounts = {};
  for (const r of rows) out[r.reason] = (out[r.reason] ?? 0) + 1;
  return out;
}

/** Rows left alone and failed, as outcomes with their counts by reason (the summary's four fields). */
export function tally(
  ctx: Pick<Context, "language">,
  skippedRows: readonly RowReason[],
  failedRows: readonly RowReason[],
  names: ((id: string) => string | undefined) | undefined,
): Pick<BulkSummary, "skipped" | "skippedReasons" | "failed" | "failedReasons"> {
  const skipped = outcomes(ctx, skippedRows, names);
  const failed = outcomes(ctx, failedRows, names);
  return { skipped, skippedReasons: countReasons(skipped), failed, failedReasons: countReasons(failed) };
}

const wire = (iso: string | undefined) => (iso ? toWireTime(Date.parse(iso)) : null);

/** Rows of done chunks. */
function rowsOf(journal: Journal): {
  succeeded: number;
  skipped: RowReason[];
  failed: RowReason[];
  pending: number;
} {
  const { chunks, chunkSize, total } = journal.data;
  let succeeded = 0;
  let pending = 0;
  const skipped: RowReason[] = [];
  const failed: RowReason[] = [...journal.data.unresolved];
  chunks.forEach((c, i) => {
    if (c.state !== "done") {
      pending += Math.min(chunkSize, total - i * chunkSize);
      return;
    }
    succeeded += c.succeeded ?? 0;
    skipped.push(...(c.skipped ?? []));
    failed.push(...(c.failed ?? []));
  });
  return { succeeded, skipped, failed, pending };
}

/** The ids whose names the summary would show (skipped rows; failed ids have no account). */
export function idsNeedingNames(journal: Journal): string[] {
  const known = journal.data.names ?? {};
  return rowsOf(journal)
    .skipped.map((r) => r.id)
    .filter((id): id is string => id !== null && !(id in known));
}

/** The summary of an account job from its journal, in the run's language. */
export function journalSummary(ctx: Pick<Context, "language">, journal: Journal): BulkSummary {
  const d = journal.data;
  const rows = rowsOf(journal);
  const names = d.names ?? {};
  return {
    jobId: d.jobId,
    action: d.action,
    state: d.state === "done" ? "finished" : "interrupted",
    total: d.total + d.unresolved.length,
    succeeded: rows.succeeded,
    ...tally(ctx, rows.skipped, rows.failed, (id) => names[id]),
    pending: rows.pending,
    startedAt: wire(d.createdAt),
    finishedAt: wire(d.finishedAt),
    journal: journal.path,
  };
}

const MAX_FAILED_LINES = 20;

/** A row for a person: id, then the name when there is one. */
const rowText = (r: RowOutcome) =>
  [r.id, r.accountName]
    .filter((v): v is string => typeof v === "string" && v !== "")
    .map(safeCell)
    .join("  ");

/** One line per failed row (the first `shown`), then how many more. */
function failedLines(t: Context["t"], rows: readonly RowOutcome[], shown: number): string[] {
  const lines = rows.slice(0, shown).map((f) => `  ${rowText(f)}  ${f.reason}  ${safeCell(f.message)}`);
  if (rows.length > shown) lines.push(`  ${t("bulk.moreFailed", { count: rows.length - shown })}`);
  return lines;
}

/** `  3  already_disabled  already disabled` lines, most frequent first. */
function reasonLines(counts: ReasonCounts, rows: readonly RowOutcome[]): string[] {
  const message = new Map(rows.map((r) => [r.reason, r.message]));
  return (Object.entries(counts) as [ReasonCode, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `  ${String(n).padStart(7)}  ${code}  ${safeCell(message.get(code) ?? "")}`);
}

/**
 * Print a summary (text or JSON; the same fields either way) to stdout.
 * @throws PartialFailureError (exit 3) when rows failed and `failOnRows` (default true).
 */
export function printSummary(
  ctx: Context,
  label: string,
  s: BulkSummary,
  opts: { entity?: Entity; failOnRows?: boolean; allFailed?: boolean } = {},
): void {
  const t = ctx.t;
  if (ctx.output === "json") ctx.io.stdout.write(toJson(s));
  else {
    const counts = {
      action: label,
      total: s.total,
      done: s.succeeded,
      skipped: s.skipped.length,
      failed: s.failed.length,
    };
    const lines = [opts.entity === "pool" ? t("bulk.summaryPools", counts) : t("bulk.summary", counts)];
    if (s.skipped.length) lines.push(t("bulk.skippedTitle"), ...reasonLines(s.skippedReasons, s.skipped));
    if (s.failed.length)
      lines.push(
        t("bulk.failedTitle"),
        ...failedLines(t, s.failed, opts.allFailed ? s.failed.length : MAX_FAILED_LINES),
      );
    if (s.pending) lines.push(t("bulk.pendingRows", { count: s.pending }));
    if (s.jobId && s.journal)
      lines.push(
        t("bulk.jobLine", {
          job: s.jobId,
          started: showTime(ctx, s.startedAt),
          finished: showTime(ctx, s.finishedAt),
          path: s.journal,
        }),
      );
    ctx.io.stdout.write(`${lines.join("\n")}\n`);
  }
  if ((opts.failOnRows ?? true) && s.failed.length > 0)
    throw new PartialFailureError(
      t("bulk.partial", { failed: s.failed.length, total: s.total }),
      s.failed.length,
      s.total,
    );
}

/** Print what a dry run found (text or JSON). Nothing was sent; the exit code is 0. */
export function printDryRun(
  ctx: Context,
  label: string,
  s: DryRunSummary,
  extra: { describeParams?: string; selectTypeText?: string; entity?: Entity } = {},
): void {
  const t = ctx.t;
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(s));
    return;
  }
  const w = (line: string) => ctx.io.stdout.write(`${line}\n`);
  w(
    t(extra.entity === "pool" ? "bulk.dryRunPools" : "bulk.dryRun", {
      action: label,
      change: s.wouldChange,
      total: s.total,
      skip: s.wouldSkip.length,
      fail: s.wouldFail.length,
      type: extra.selectTypeText ?? "",
    }),
  );
  if (extra.describeParams) w(`  ${extra.describeParams}`);
  if (s.firstIds.length)
    w(
      `  ${t("bulk.firstIds", { ids: s.firstIds.map(safeCell).join(", ") })}${s.wouldChange > s.firstIds.length ? " …" : ""}`,
    );
  if (s.wouldSkip.length) {
    w(t("bulk.wouldSkipTitle"));
    for (const line of reasonLines(s.wouldSkipReasons, s.wouldSkip)) w(line);
  }
  if (s.wouldFail.length) {
    w(t("bulk.wouldFailTitle"));
    for (const line of failedLines(t, s.wouldFail, MAX_FAILED_LINES)) w(line);
  }
  if (s.resume) w(`  ${t("bulk.wouldResume", { path: s.resume.journal })}`);
  w(t("dryRun.nothing"));
}
