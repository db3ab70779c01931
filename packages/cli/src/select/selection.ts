// Which accounts a bulk verb or an export works on (part1 §2 batch actions: ids, or the last
// search): `--ids`, `--ids-file` (with `--ids-column`), the list filters, or `--all`. The flags
// are parsed in commands/accounts/shared.ts; here the selection is read (ids files) and turned
// into ids — filters and account names by the SDK's one "search → ids", `accounts.resolveIds`.
import type { Account, FixcloudClient, ServiceType } from "@fixcloud/sdk";
import type { Accounts } from "@fixcloud/sdk/accounts";
import type { FilterValues, lists } from "@fixcloud/sdk/lists";
import type { RowReason } from "../bulk/journal.js";
import { NOT_FOUND } from "../bulk/reasons.js";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { type ColumnChoice, ID_MAX, IdsFileError, readIdsFile } from "./ids.js";

/** The account-list filters of one service type, as `accounts.selectAccServList` takes them. */
export type AccountListFilter = FilterValues<typeof lists.accounts> & { selectType: ServiceType };

/** The selection as given on the command line. */
export type SelectionSpec =
  | { kind: "ids"; values: string[]; duplicates: number; by: "id" | "name" }
  | { kind: "file"; path: string; column: ColumnChoice; by: "id" | "name" }
  | { kind: "filter"; filter: AccountListFilter; all: boolean };

/** A parsed selection: the service type and how the accounts were chosen. */
export interface ParsedSelection {
  selectType: ServiceType;
  spec: SelectionSpec;
}

/**
 * The explicit values of an ids/file selection (read locally, no call); undefined for filters.
 * @throws UsageError when the file holds no ids, an id is too long, or the file cannot be read.
 */
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

/** @throws UsageError when an id is longer than the API's id limit (64 characters). */
export function checkIdLengths(ctx: Pick<Context, "t">, ids: readonly string[]): void {
  const long = ids.find((id) => id.length > ID_MAX);
  if (long) throw new UsageError(ctx.t("select.idTooLong", { id: `${long.slice(0, 20)}…`, max: ID_MAX }));
}

/** The resolved selection: ids in order, and values that could not be resolved (unknown names). */
export interface ResolvedSelection {
  ids: string[];
  /** Unknown names with a sentence each (the export's report). */
  unresolved: { id: string; reason: string }[];
  /** Values given by name that matched no account (bulk jobs fail them with `not_found`). */
  unknownNames: string[];
}

/**
 * Turn the selection into ids: explicit ids as they are; filters (and `--all`) and account
 * names through the SDK's `accounts.resolveIds` (one walk of the list, 1000 rows a page).
 */
export async function resolveSelection(
  ctx: Context,
  // Only the accounts resource: the export runs on it alone (on the light transport).
  client: { accounts: Pick<Accounts, "resolveIds"> },
  selectType: ServiceType,
  spec: SelectionSpec,
  values: string[] | undefined,
  signal?: AbortSignal,
): Promise<ResolvedSelection> {
  const options = signal ? { signal } : undefined;
  if (spec.kind === "filter") {
    const { selectType: _scope, ...search } = spec.filter;
    const { ids } = await client.accounts.resolveIds({ selectType, search }, options);
    return { ids, unresolved: [], unknownNames: [] };
  }
  const list = values ?? [];
  if (spec.by === "id") return { ids: list, unresolved: [], unknownNames: [] };
  const { ids, unknownNames } = await client.accounts.resolveIds({ selectType, names: list }, options);
  return {
    ids,
    unresolved: unknownNames.map((name) => ({ id: name, reason: ctx.t("select.noSuchName", { name }) })),
    unknownNames,
  };
}

/** An account name that matched no account: a failed row of a bulk job, reason `not_found`. */
export const unknownName = (name: string): RowReason => ({ id: null, accountName: name, reason: NOT_FOUND });

/** Walk the service type's list (1000 rows a page), or the filter's rows. */
function walk(client: FixcloudClient, selectType: ServiceType, spec: SelectionSpec, signal?: AbortSignal) {
  const filter = spec.kind === "filter" ? { ...spec.filter, selectType } : { selectType };
  return client.accounts.listAll(filter, 1000, signal ? { signal } : undefined);
}

/**
 * The selected accounts as rows (for a dry run, which decides per row what would happen):
 * the filter's rows, or the given ids or names looked up in the service type's list.
 * Values that match no account come back in `unknown` (failed rows, `not_found`).
 */
export async function selectedRows(
  client: FixcloudClient,
  selectType: ServiceType,
  spec: SelectionSpec,
  values: string[] | undefined,
  signal?: AbortSignal,
): Promise<{ rows: Account[]; unknown: RowReason[] }> {
  const rows: Account[] = [];
  if (spec.kind === "filter") {
    for await (const a of walk(client, selectType, spec, signal)) rows.push(a);
    return { rows, unknown: [] };
  }
  const byName = spec.by === "name";
  const wanted = new Map<string, Account | undefined>((values ?? []).map((v) => [v, undefined]));
  for await (const a of walk(client, selectType, spec, signal)) {
    const key = byName ? a.accountName : a.id;
    if (wanted.has(key) && wanted.get(key) === undefined) wanted.set(key, a);
  }
  const unknown: RowReason[] = [];
  for (const [value, a] of wanted)
    if (a) rows.push(a);
    else unknown.push(byName ? unknownName(value) : { id: value, reason: NOT_FOUND });
  return { rows, unknown };
}

/** Account names of `ids` (one walk of the service type's list); ids not found are left out. */
export async function accountNames(
  client: FixcloudClient,
  selectType: ServiceType,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const wanted = new Set(ids);
  const names: Record<string, string> = {};
  if (wanted.size === 0) return names;
  for await (const a of client.accounts.listAll({ selectType }, 1000))
    if (wanted.has(a.id)) names[a.id] = a.accountName;
  return names;
}

/** A short description of the selection for the journal and messages. */
export function describeSelection(spec: SelectionSpec): Record<string, unknown> {
  if (spec.kind === "filter") return { kind: spec.all ? "all" : "filter", filter: spec.filter };
  if (spec.kind === "file") return { kind: "file", file: spec.path, by: spec.by };
  return { kind: "ids", count: spec.values.length, by: spec.by };
}
