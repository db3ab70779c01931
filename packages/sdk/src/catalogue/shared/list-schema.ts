// The request schemas of a list, built from its descriptor (./list.ts): the filters (every
// kind follows the same rule: absent, "" or null is no filter), the list's fixed scope
// (e.g. selectType) and its paging fields. The SDK validates with them, the sandbox answers
// 400 naming the field when they fail.
import { z } from "zod";
import { valuesOf } from "./enum.js";
import type { FilterDef, FilterInput, FilterValues, ListDescriptor, Paging, PagingInput } from "./list.js";
import { integer, optionalFilter, PageNoParams, PageNumParams, textFilter, WireTime } from "./common.js";

const NUMERIC_TEXT = /^\s*-?\d+\s*$/;

function valueSchema(f: Exclude<FilterDef, { kind: "date-range" }>): z.ZodType {
  if (f.kind === "text") return textFilter(f.max ?? 100);
  if (f.kind === "int") return optionalFilter(integer(f.min, f.max));
  // A window ("within 10 days") is one of its enum's values, like an enum filter.
  const values = valuesOf(f.enum) as (string | number)[];
  const numeric = typeof values[0] === "number";
  return optionalFilter(
    z.preprocess(
      (v) => (numeric && typeof v === "string" && NUMERIC_TEXT.test(v) ? Number(v) : v),
      z.literal(values as [string | number, ...(string | number)[]]),
    ),
  );
}

/** The zod shape of a list's filters: one optional field per filter (two for a date range). */
export function filterShape(d: ListDescriptor): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of d.filters) {
    if (f.kind === "date-range") {
      shape[f.from] = optionalFilter(WireTime);
      shape[f.to] = optionalFilter(WireTime);
    } else shape[f.key] = valueSchema(f);
  }
  return shape;
}

/** The paging fields of a paging style, with defaults (page 1, 10 rows). */
export function pagingShape(paging: Paging) {
  return paging === "pageNo/list" ? PageNoParams.shape : PageNumParams.shape;
}

/**
 * The filter part of a list request (what batch and export calls carry as `search`): the
 * scope fields plus every filter. Output holds given filters only.
 */
export function listFilterSchema<const D extends ListDescriptor, const S extends z.ZodRawShape>(
  d: D,
  scope: S,
) {
  return z.object({ ...scope, ...filterShape(d) }) as unknown as z.ZodType<
    ScopeOut<S> & FilterValues<D>,
    ScopeIn<S> & FilterInput<D>
  >;
}

/** The whole list request: scope, filters and the descriptor's paging fields. */
export function listRequestSchema<const D extends ListDescriptor, const S extends z.ZodRawShape>(
  d: D,
  scope: S,
) {
  return z.object({ ...scope, ...filterShape(d), ...pagingShape(d.paging) }) as unknown as z.ZodType<
    ScopeOut<S> & FilterValues<D> & PagingOutput<D["paging"]>,
    ScopeIn<S> & FilterInput<D> & PagingInput<D["paging"]>
  >;
}

// An empty scope adds nothing (z.object({})'s types would be Record<string, never>).
type ScopeOut<S extends z.ZodRawShape> = [keyof S] extends [never] ? unknown : z.output<z.ZodObject<S>>;
type ScopeIn<S extends z.ZodRawShape> = [keyof S] extends [never] ? unknown : z.input<z.ZodObject<S>>;

type PagingOutput<P extends Paging> = P extends "pageNo/list"
  ? { pageNo: number; pageSize: number }
  : { pageNum: number; pageSize: number };
