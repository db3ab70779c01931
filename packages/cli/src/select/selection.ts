// Which accounts a bulk verb or an export works on (part1 §2 batch actions: ids, or the last
// search): `--ids`, `--ids-file` (with `--ids-column`), the list filters, or `--all`. The flags
// are parsed in commands/accounts/shared.ts; here the selection is read (ids files) and turned
// into ids — filters and account names by the SDK's one "search → ids", `accounts.resolveIds`.
import type { FixcloudClient, ServiceType } from "@fixcloud/sdk";
import type { FilterValues, lists } from "@fixcloud/sdk/lists";
import type { RowReason } from "../bulk/journal.js";
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
  unresolved: RowReason[];
}

/**
 * Turn the selection into ids: explicit ids as they are; filters (and `--all`) and account
 * names through the SDK's `accounts.resolveIds` (one walk of the list, 1000 rows a page).
 */
export async function resolveSelection(
  ctx: Context,
  client: FixcloudClient,
  selectType: ServiceType,
  spec: SelectionSpec,
  values: string[] | undefined,
  signal?: AbortSignal,
): Promise<ResolvedSelection> {
  const options = signal ? { signal } : undefined;
  if (spec.kind === "filter") {
    const { selectType: _scope, ...search } = spec.filter;
    const { ids } = await client.accounts.resolveIds({ selectType, search }, options);
    return { ids, unresolved: [] };
  }
  const list = values ?? [];
  if (spec.by === "id") return { ids: list, unresolved: [] };
  const { ids, unknownNames } = await client.accounts.resolveIds({ selectType, names: list }, options);
  return {
    ids,
    unresolved: unknownNames.map((name) => ({ id: name, reason: ctx.t("select.noSuchName", { name }) })),
  };
}

/** A short description of the selection for the journal and messages. */
export function describeSelection(spec: SelectionSpec): Record<string, unknown> {
  if (spec.kind === "filter") return { kind: spec.all ? "all" : "filter", filter: spec.filter };
  if (spec.kind === "file") return { kind: "file", file: spec.path, by: spec.by };
  return { kind: "ids", count: spec.values.length, by: spec.by };
}
