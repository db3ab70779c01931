// `fixcloud accounts export --out FILE`: the selection (part1 §2 export, §9) as .xlsx or .csv, by
// the file's extension, written by the CLI's one export engine (export/write.ts): the
// id and account-name columns first, then the list's columns with the SDK's labels, the same
// columns and cells in both formats. Rows come from the account list, fetched a few pages at a
// time and streamed into the file, so any number of accounts makes one file (the server's own
// export stops at 10,000 and has no id column, so the CLI does not use it). A path that cannot
// be written is refused before any call; a failure leaves no file behind.
import { type Account, Accounts } from "@fixcloud/sdk/accounts";
import { accountList, messages, servicePermission } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { PartialFailureError } from "../../errors.js";
import { exportColumns, includePasswordsOption, passwordsIf } from "../../export/columns.js";
import { EXPORT_PAGE_SIZE, pageOf, pages } from "../../export/pages.js";
import { requirePermission } from "../../export/permission.js";
import { writeExport } from "../../export/write.js";
import { type OutFile, outFileOptions, parseOutFile } from "../../flags/out-file.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { type ParsedSelection, readValues, resolveSelection } from "../../select/selection.js";
import { DATES_NOTE, parseSelection, selectionOptions } from "./shared.js";

export const command: VerbCommand = {
  name: "export",
  description: h(
    "Export accounts to .xlsx (the server's export) or .csv (by the file's extension).",
    "导出账号到 .xlsx（服务器导出）或 .csv（按文件扩展名）。",
  ),
  options: () => [
    ...selectionOptions(),
    ...outFileOptions(h("Output file, .xlsx or .csv.", "输出文件，.xlsx 或 .csv。")),
    includePasswordsOption(),
    new Option("--part-size <n>").hideHelp(),
  ],
  examples: [
    "fixcloud accounts export --service-state 2 --out in-service.xlsx",
    "fixcloud accounts export --all --type aux --out aux.csv",
  ],
  note:
    h(
      "\nThe file starts with the ID and account-name columns (feed it back with --ids-file), then the\nlist's columns; .csv is UTF-8 with a BOM. Any number of accounts makes one file. Service\npasswords are left out unless --include-passwords is given.",
      "\n文件前两列为 ID 和账号名称（可直接用作 --ids-file），其后为列表各列；.csv 为带 BOM 的 UTF-8。\n账号数量不限，均导出为一个文件。除非指定 --include-passwords，否则不导出服务密码。",
    ) + DATES_NOTE(),
  load: () => import("./export.js"),
};

export interface ExportOptions extends OutFile<"xlsx" | "csv"> {
  selection: ParsedSelection;
  /** Rows per list call (1000; smaller only in tests, via the hidden --part-size). */
  partSize: number;
  /** Write the password column (`--include-passwords`); left out by default. */
  includePasswords: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ExportOptions {
  const file = parseOutFile(o, ctx, ["xlsx", "csv"] as const, (f) => ctx.t("file.extension", { file: f }));
  return {
    ...file,
    partSize: intFlag(ctx.t, "--part-size", o.partSize, 1, EXPORT_PAGE_SIZE) ?? EXPORT_PAGE_SIZE,
    selection: parseSelection(o, ctx),
    includePasswords: o.includePasswords === true,
  };
}

/** The export's columns: the list's, plus the order number (a filter of the list, in the server's export too). */
const EXPORT_COLUMNS = [
  ...accountList.columns,
  { key: "orderNo", labelKey: "field.orderNo", kind: "text" as const },
];

export async function run(ctx: Context, opts: ExportOptions): Promise<void> {
  const { selectType, spec } = opts.selection;
  // Read an ids file before any call: a bad file changes nothing and costs no call.
  const read = await readValues(ctx, spec);
  // The accounts resource alone on the session's transport (node:http, as `accounts list`):
  // neither the SDK's main entry nor undici before the first page is on the wire.
  const transport = await ctx.transport();
  const accounts = new Accounts(transport);
  const page = (filter: Record<string, unknown>) => (pageNo: number, pageSize: number) =>
    accounts
      // Large trusted pages: the rows' schema check is skipped (the cells read each field defensively).
      .list({ ...filter, selectType, pageNo, pageSize }, { validate: false })
      .then((p) => pageOf<Account>("accounts.selectAccServList", p));
  const size = { pageSize: opts.partSize };
  // A filter's walk asks for page 1 now (./export/pages.ts), before the permission check;
  // nothing is written, and no page after the first asked for, before the check passes.
  const walk = spec.kind === "filter" ? pages(page(withoutScope(spec.filter)), size) : undefined;
  const allowed = requirePermission(ctx, transport, servicePermission(selectType, "export"));
  allowed.catch(() => {});

  let rows: AsyncIterable<readonly Account[]>;
  let unresolved: { id: string; reason: string }[] = [];
  let missing: (() => string[]) | undefined;
  if (walk) rows = walk;
  else {
    await allowed;
    const resolved = await resolveSelection(ctx, { accounts }, selectType, spec, read?.values);
    unresolved = resolved.unresolved;
    const wanted = new Set(resolved.ids);
    rows = wanted.size === 0 ? none() : onlyIds(pages(page({}), size), wanted);
    missing = () => [...wanted];
  }
  const count = await writeExport(ctx, {
    out: opts,
    sheetName: messages[ctx.language][`serviceType.${selectType}`] ?? `serviceType.${selectType}`,
    columns: exportColumns(ctx.language, passwordsIf(EXPORT_COLUMNS, opts.includePasswords)),
    rows,
    // exceljs loads while the server answers the first page and the permission check.
    ready: allowed,
  });
  // Ids that no account of the service type has: failures, like an unknown name.
  for (const id of missing?.() ?? [])
    unresolved.push({ id, reason: sdkMessage(ctx, "batchReason.notFound") });
  if (count === 0) ctx.io.stderr.write(`${ctx.t("bulk.nothing")}\n`);
  else if (opts.includePasswords) ctx.io.stderr.write(`${ctx.t("export.passwords", { file: opts.out })}\n`);
  return report(ctx, opts, count, unresolved);
}

/** A list filter without its service type (the walk adds the selection's). */
function withoutScope(filter: Record<string, unknown>): Record<string, unknown> {
  const { selectType: _scope, ...rest } = filter;
  return rest;
}

async function* none(): AsyncGenerator<readonly Account[]> {}

/**
 * The rows of `walk` whose id is in `wanted`, page by page; each id found is taken out of
 * `wanted` (what is left was not found), and the walk stops once every id is found.
 */
async function* onlyIds(
  walk: AsyncIterable<readonly Account[]>,
  wanted: Set<string>,
): AsyncGenerator<readonly Account[]> {
  for await (const page of walk) {
    const kept = page.filter((r) => wanted.delete(r.id));
    if (kept.length) yield kept;
    if (wanted.size === 0) return;
  }
}

/** Say what was written; values that matched no account make it a partial failure (exit 3). */
function report(
  ctx: Context,
  opts: ExportOptions,
  rows: number,
  unresolved: { id: string; reason: string }[],
): void {
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out, rows, unresolved }));
  else ctx.io.stdout.write(`${ctx.t("export.done", { count: rows, file: opts.out })}\n`);
  if (unresolved.length) {
    const names = unresolved
      .slice(0, 10)
      .map((u) => safeCell(u.id))
      .join(", ");
    throw new PartialFailureError(
      ctx.t("bulk.unresolved", { count: unresolved.length, names }),
      unresolved.length,
      rows + unresolved.length,
    );
  }
}
