// Values from the light entry, so `accounts list`
// (which reads its filter flags from here) does not load the SDK's main entry (start-up budget).
import { MAX_BATCH_IDS } from "@fixcloud/sdk/accounts";
import { lists } from "@fixcloud/sdk/lists";
import { existsSync } from "node:fs";
import { Option } from "commander";
import type { BulkOptions, BulkVerb } from "../../bulk/job.js";
import { JOB_ID } from "../../bulk/job-id.js";
import { requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { filterOptions, filtersGiven, parseFilters } from "../../flags/list-filters.js";
import { parseSelectType, typeOptions } from "../../flags/service-type.js";
import { choiceFlag, intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { parseColumnChoice, parseIdsFlag } from "../../select/ids.js";
import { type AccountListFilter, checkIdLengths, type ParsedSelection } from "../../select/selection.js";

/** `--type`/`--select-type` and every filter of the SDK's account list descriptor. */
export function accountFilterOptions(): Option[] {
  return [...typeOptions(), ...filterOptions(lists.accounts)];
}

/**
 * The service type and the filters from the flags (products checked against the type). No calls.
 * @throws UsageError naming the first bad flag.
 */
export function parseAccountFilter(o: Record<string, unknown>, ctx: Context): AccountListFilter {
  const selectType = parseSelectType(o, ctx);
  return { selectType, ...parseFilters(lists.accounts, o, ctx, { selectType }) };
}

/** The note on dates every verb with account filters shows. */
export const DATES_NOTE = (): string =>
  h(
    "\nDates are read in the profile's time zone (UTC or local) and sent as UTC. A date without\na time means the whole day.\n",
    "\n日期按配置中的时区（UTC 或本地）解析，以 UTC 发送。只写日期表示整天。\n",
  );

// ---------------------------------------------------------------------------- selection

/** How a bulk verb or export selects accounts: ids, an ids file, the filters, or --all. */
export function selectionOptions(): Option[] {
  return [
    ...typeOptions(),
    new Option("--ids <list>", h("Account ids, comma-separated.", "账号 ID，逗号分隔。")),
    new Option(
      "--ids-file <file>",
      h(
        "Ids from a file: one per line, or a column of a .csv/.xlsx.",
        "从文件读取 ID：每行一个，或 .csv/.xlsx 的一列。",
      ),
    ),
    new Option(
      "--ids-column <name|n>",
      h(
        'Column of the .csv/.xlsx: header name or number (default the "id" header, else the first).',
        "csv/xlsx 中的列：表头名或列号（默认为 “id” 列，否则第一列）。",
      ),
    ),
    new Option(
      "--by <id|name>",
      h("The ids are account ids (default) or account names.", "ID 为账号 ID（默认）或账号名。"),
    ),
    new Option("--all", h("Every account of the service type.", "该服务类型的全部账号。")),
    ...filterOptions(lists.accounts),
  ];
}

/**
 * The selection from the flags: exactly one of --ids, --ids-file, the filters or --all. Reads
 * no file and makes no call (the ids file is read when the verb runs).
 * @throws UsageError when none or more than one way is given, or a value is bad.
 */
export function parseSelection(o: Record<string, unknown>, ctx: Context): ParsedSelection {
  const t = ctx.t;
  const by = choiceFlag(t, "--by", o.by, ["id", "name"] as const) ?? "id";
  const ways = [
    o.ids !== undefined,
    o.idsFile !== undefined,
    filtersGiven(lists.accounts, o),
    o.all === true,
  ].filter(Boolean).length;
  if (ways > 1) throw new UsageError(t("select.oneWay"));
  if (ways === 0) throw new UsageError(t("select.none"));
  if (o.idsColumn !== undefined && o.idsFile === undefined)
    throw new UsageError(t("usage.needs", { flag: "--ids-column", other: "--ids-file" }));
  if (o.by !== undefined && o.ids === undefined && o.idsFile === undefined)
    throw new UsageError(t("usage.needs", { flag: "--by", other: "--ids / --ids-file" }));
  if (o.ids !== undefined) {
    const { ids, duplicates } = parseIdsFlag(String(o.ids));
    if (ids.length === 0) throw new UsageError(t("ids.empty"));
    checkIdLengths(ctx, ids);
    return { selectType: parseSelectType(o, ctx), spec: { kind: "ids", values: ids, duplicates, by } };
  }
  if (o.idsFile !== undefined) {
    const path = String(o.idsFile);
    if (!existsSync(path)) throw new UsageError(t("file.missing", { file: path }));
    return {
      selectType: parseSelectType(o, ctx),
      spec: { kind: "file", path, column: parseColumnChoice(o.idsColumn as string | undefined), by },
    };
  }
  const filter = parseAccountFilter(o, ctx);
  return { selectType: filter.selectType, spec: { kind: "filter", filter, all: o.all === true } };
}

// ---------------------------------------------------------------------------- bulk verbs

const BULK_NOTE = (): string =>
  h(
    "\nSelect accounts with --ids, --ids-file, the list filters or --all (or --retry-failed JOB). Work runs\nin chunks of up to 1000 ids, journaled: a run that was interrupted (killed, Ctrl+C, connection lost)\nresumes when the same command runs again; after a finished run the same command is a new job over\nthe accounts as they are now. --job-id KEY makes a rerun the same job (a finished one prints its\nsummary). `fixcloud jobs list` shows the jobs. On a terminal you are asked to confirm; --yes or\nCI=true skips that (required without a terminal).\nExit codes: 0 done, 2 usage, 3 some rows failed (unknown ids too), 5 connection lost (resumable),\n6 busy: another run holds the job, or the server kept refusing while another batch of the customer ran\n(--wait-busy; resumable), 130 stopped (resumable).\n",
    "\n用 --ids、--ids-file、列表筛选条件或 --all（或 --retry-failed 任务）选择账号。按每批最多 1000 个 ID 执行并记录任务日志：\n被中断（被终止、Ctrl+C、连接断开）的任务再次运行同一命令即可继续；已完成的任务再次运行同一命令则是针对\n当前账号状态的新任务。--job-id KEY 让重复运行成为同一任务（已完成的任务只显示其汇总）。\n`fixcloud jobs list` 列出任务。终端中会要求确认；--yes 或 CI=true 跳过确认（无终端时必须提供）。\n退出码：0 完成，2 用法错误，3 部分行失败（包括不存在的 ID），5 连接断开（可续跑），6 忙：另一进程正在执行该任务，\n或该客户另一批量任务正在执行、服务器持续拒绝（--wait-busy；可续跑），130 已中断（可续跑）。\n",
  );

/** The flags of every bulk verb: dry run, job id, retry, journal, restart, chunk size. */
function bulkOptions(): Option[] {
  return [
    new Option(
      "--dry-run",
      h(
        "Show what would change and what would be skipped or fail, with reasons; change nothing.",
        "显示将修改、将跳过或将失败的账号及原因，不做任何修改。",
      ),
    ),
    new Option(
      "--job-id <key>",
      h(
        "Your own job key (1-64 letters, digits, - _ .): a rerun with it is the same job.",
        "自定义任务键（1-64 个字母、数字、- _ .）：使用同一键再次运行即为同一任务。",
      ),
    ),
    new Option(
      "--retry-failed <job>",
      h("Run again only the failed rows of a finished job.", "只对已完成任务中失败的行再次执行。"),
    ),
    new Option(
      "--journal <file>",
      h(
        "Journal file (default: <config dir>/journals/<job>.json).",
        "任务日志文件（默认：<配置目录>/journals/<任务>.json）。",
      ),
    ),
    new Option(
      "--restart",
      h("Discard an interrupted job of this command and start anew.", "放弃该命令已中断的任务，重新开始。"),
    ),
    new Option(
      "--wait-busy <seconds>",
      h(
        "While the server refuses because another batch of the customer is running, wait and retry\nfor this long (default 900; 0: do not wait). Still refused: exit 6, the job is saved.",
        "服务器因该客户另一批量任务正在执行而拒绝时，等待并重试的秒数（默认 900；0 表示不等待）。\n仍被拒绝：退出码 6，任务已保存。",
      ),
    ),
    new Option(
      "--chunk-size <n>",
      h("Ids per batch call, 1-1000 (default 1000).", "每次批量调用的 ID 数，1-1000（默认 1000）。"),
    ),
  ];
}

/** A bulk verb's declaration: its own flags, then the selection and the bulk flags. */
export function bulkCommand(
  verb: Omit<VerbCommand, "options" | "note"> & { own?: () => Option[] },
): VerbCommand {
  const { own, ...rest } = verb;
  return {
    ...rest,
    options: () => [...(own?.() ?? []), ...selectionOptions(), ...bulkOptions()],
    note: BULK_NOTE(),
  };
}

/**
 * A bulk verb's options: its parameters (`verb`), the selection and the bulk flags. No calls;
 * refuses early when a confirmation would be needed but no terminal can ask.
 * @throws UsageError for a bad selection or bulk flag.
 */
export function parseBulk(o: Record<string, unknown>, ctx: Context, verb: BulkVerb): BulkOptions {
  const t = ctx.t;
  const dryRun = o.dryRun === true;
  const jobId = o.jobId === undefined ? undefined : String(o.jobId);
  if (jobId !== undefined && !JOB_ID.test(jobId)) throw new UsageError(t("jobs.badId", { job: jobId }));
  if (jobId !== undefined && o.journal !== undefined)
    throw new UsageError(t("usage.conflict", { a: "--job-id", b: "--journal" }));
  let selection: BulkOptions["selection"];
  if (o.retryFailed !== undefined) {
    const retry = String(o.retryFailed);
    if (!JOB_ID.test(retry)) throw new UsageError(t("jobs.badId", { job: retry }));
    const given =
      ["ids", "idsFile", "all"].some((k) => o[k] !== undefined) || filtersGiven(lists.accounts, o);
    if (given) throw new UsageError(t("select.oneWay"));
    selection = { retry };
  } else selection = parseSelection(o, ctx);
  // Never hang: without a terminal to confirm on, --yes (or CI=true) is required.
  requireConfirmable(ctx, dryRun);
  return {
    verb,
    selection,
    dryRun,
    ...(jobId !== undefined ? { jobId } : {}),
    ...(o.journal !== undefined ? { journal: String(o.journal) } : {}),
    restart: o.restart === true,
    chunkSize: intFlag(t, "--chunk-size", o.chunkSize, 1, MAX_BATCH_IDS) ?? MAX_BATCH_IDS,
    ...(o.waitBusy !== undefined
      ? { busyWaitSeconds: intFlag(t, "--wait-busy", o.waitBusy, 0, MAX_BUSY_WAIT_SECONDS) }
      : {}),
  };
}

/** The longest wait `--wait-busy` takes: a day. */
const MAX_BUSY_WAIT_SECONDS = 24 * 3600;
