// Which accounts a bulk verb or an export works on: `--ids`, `--ids-file` (with
// `--ids-column`), the list filters of `accounts list`, or `--all` (every account of the
// service type). Exactly one way. `--by name` reads account names instead of ids; they are
// turned into ids with one walk of the list. Parsing makes no call; resolving does.
import { existsSync } from "node:fs";
import type { Account, FixcloudClient } from "@fixcloud/sdk";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import type { RowReason } from "../bulk/journal.js";
import { choiceFlag } from "../commands/flags.js";
import { type ListFilter, hasFilterFlags, parseFilter, parseSelectType } from "./filter.js";
import {
  type ColumnChoice,
  ID_MAX,
  IdsFileError,
  parseColumnChoice,
  parseIdsFlag,
  readIdsFile,
} from "./ids.js";

/** The selection as given on the command line. */
export type SelectionSpec =
  | { kind: "ids"; values: string[]; duplicates: number; by: "id" | "name" }
  | { kind: "file"; path: string; column: ColumnChoice; by: "id" | "name" }
  | { kind: "filter"; filter: ListFilter; all: boolean };

export interface ParsedSelection {
  selectType: 1 | 2 | 3;
  spec: SelectionSpec;
}

/** Page size of the list walks that resolve a selection (the list's maximum). */
export const RESOLVE_PAGE_SIZE = 1000;

/** Parse the selection flags. Throws UsageError when none or more than one way is given. */
export function parseSelection(o: Record<string, unknown>, ctx: Context): ParsedSelection {
  const t = ctx.t;
  const by = choiceFlag(t, "--by", o.by, ["id", "name"] as const) ?? "id";
  const ways = [o.ids !== undefined, o.idsFile !== undefined, hasFilterFlags(o), o.all === true].filter(
    Boolean,
  ).length;
  if (ways > 1) throw new UsageError(t("select.oneWay"));
  if (ways === 0) throw new UsageError(t("select.none"));
  if (o.idsColumn !== undefined && o.idsFile === undefined)
    throw new UsageError(t("usage.needs", { flag: "--ids-column", other: "--ids-file" }));
  if (o.by !== undefined && o.ids === undefined && o.idsFile === undefined)
    throw new UsageError(t("usage.needs", { flag: "--by", other: "--ids / --ids-file" }));
  if (o.ids !== undefined) {
    const { ids, duplicates } = parseIdsFlag(String(o.ids));
    if (ids.length === 0) throw new UsageError(t("select.emptyIds"));
    checkIdLengths(ctx, ids);
    return { selectType: parseSelectType(o, ctx), spec: { kind: "ids", values: ids, duplicates, by } };
  }
  if (o.idsFile !== undefined) {
    const path = String(o.idsFile);
    if (!existsSync(path)) throw new UsageError(t("select.noFile", { file: path }));
    return {
      selectType: parseSelectType(o, ctx),
      spec: { kind: "file", path, column: parseColumnChoice(o.idsColumn as string | undefined), by },
    };
  }
  const filter = parseFilter(o, ctx);
  return { selectType: filter.selectType, spec: { kind: "filter", filter, all: o.all === true } };
}

function checkIdLengths(ctx: Context, ids: readonly string[]): void {
  const long = ids.find((id) => id.length > ID_MAX);
  if (long) throw new UsageError(ctx.t("select.idTooLong", { id: `${long.slice(0, 20)}…`, max: ID_MAX }));
}

/** The explicit values of an ids/file selection (read locally, no call); undefined for filters. */
export async function readValues(
  ctx: Context,
  spec: SelectionSpec,
): Promise<{ values: string[]; duplicates: number } | undefined> {
  if (spec.kind === "ids") return { values: spec.values, duplicates: spec.duplicates };
  if (spec.kind === "filter") return undefined;
  try {
    const { ids, duplicates } = await readIdsFile(spec.path, spec.column);
    if (ids.length === 0) throw new UsageError(ctx.t("select.emptyFile", { file: spec.path }));
    checkIdLengths(ctx, ids);
    return { values: ids, duplicates };
  } catch (e) {
    if (e instanceof IdsFileError) throw new UsageError(ctx.t(e.key, e.vars));
    throw e;
  }
}

/** The resolved selection: ids in order, and values that could not be resolved (names). */
export interface ResolvedSelection {
  ids: string[];
  unresolved: RowReason[];
}

/**
 * Turn the selection into ids: explicit ids as they are; names through one walk of the
 * service type's list (page size 1000); filters through a walk of the filtered list.
 */
export async function resolveSelection(
  ctx: Context,
  client: FixcloudClient,
  selectType: 1 | 2 | 3,
  spec: SelectionSpec,
  values: string[] | undefined,
  signal?: AbortSignal,
): Promise<ResolvedSelection> {
  if (spec.kind === "filter") {
    const ids: string[] = [];
    for (const page of await listPages(client, spec.filter, signal)) for (const row of page) ids.push(row.id);
    return { ids: [...new Set(ids)], unresolved: [] };
  }
  const list = values ?? [];
  if (spec.by === "id") return { ids: list, unresolved: [] };
  const wanted = new Set(list);
  const byName = new Map<string, string>();
  for (const page of await listPages(client, { selectType }, signal))
    for (const row of page) if (wanted.has(row.accountName)) byName.set(row.accountName, row.id);
  const ids: string[] = [];
  const unresolved: RowReason[] = [];
  for (const name of list) {
    const id = byName.get(name);
    if (id) ids.push(id);
    else unresolved.push({ id: name, reason: ctx.t("select.noSuchName", { name }) });
  }
  return { ids: [...new Set(ids)], unresolved };
}

/** Pages fetched at once after the first (the first page gives the total). */
const LIST_CONCURRENCY = 3;

/**
 * Every page of the filtered list, in order: the first page, then the rest a few at a time,
 * so the server's query and the client's parsing overlap. Nothing changes the rows meanwhile
 * (the job has not started), so offset pages are consistent.
 */
export async function listPages(
  client: FixcloudClient,
  filter: ListFilter | { selectType: 1 | 2 | 3 },
  signal?: AbortSignal,
  validate = false,
): Promise<Account[][]> {
  const size = RESOLVE_PAGE_SIZE;
  // Only ids and names are read: the rows' schema check (~40% of the time of a 1000-row
  // page) is skipped, and the two fields are checked here instead.
  const options = { signal, validate };
  const checked = (list: Account[]) => {
    if (!validate && !list.every((r) => typeof r.id === "string" && typeof r.accountName === "string"))
      throw new Error("accounts.selectAccServList: unexpected answer: rows without id/accountName");
    return list;
  };
  const first = await client.accounts.list({ ...filter, pageNo: 1, pageSize: size }, options);
  first.list = checked(first.list);
  const pages: Account[][] = [first.list];
  const count = Math.ceil(first.total / size);
  let next = 2;
  const worker = async () => {
    while (next <= count) {
      const pageNo = next++;
      pages[pageNo - 1] = (
        await client.accounts.list({ ...filter, pageNo, pageSize: size }, { signal })
      ).list;
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIST_CONCURRENCY, Math.max(0, count - 1)) }, worker));
  return pages;
}

/** A short description of the selection for the journal and messages. */
export function describeSelection(spec: SelectionSpec): Record<string, unknown> {
  if (spec.kind === "filter") return { kind: spec.all ? "all" : "filter", filter: spec.filter };
  if (spec.kind === "file") return { kind: "file", file: spec.path, by: spec.by };
  return { kind: "ids", count: spec.values.length, by: spec.by };
}
