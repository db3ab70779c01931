// Schema pieces every area uses: wire time, paging, numbers given as JSON numbers or numeric
// text, the "empty means no filter" rule, list answers and the envelope (part1 §3, §7).
import { z } from "zod";
import { MAX_PAGE_SIZE } from "./limits.js";

/**
 * Wire time: `YYYY-MM-DD HH:mm:ss` in UTC (a bare date or minutes are accepted in filters).
 * The console and CLI convert to the stored time-zone setting for display (see `formatTime`).
 * Source: part1 §1, §3.
 */
export const WireTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, "expected YYYY-MM-DD HH:mm:ss (UTC)");
/** Parsed shape of {@link WireTime}. */
export type WireTime = z.infer<typeof WireTime>;

// Re-exported for the modules that import them from here; they live in the zod-free ./limits.ts.
export { MAX_PAGE_SIZE, PAGE_SIZES } from "./limits.js";

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number field: a JSON number, or text of digits ("12", " 3 ") as forms and query strings
 * send it. Anything else (true, [1], null, "1a", "") is refused and the field is named in the
 * message, so a wrong type never becomes a silent 1 or 0 (part1 §7: numbers on the wire).
 */
export function numeric<T extends z.ZodNumber>(inner: T) {
  return z.preprocess(
    (v) => (typeof v === "string" && NUMERIC_TEXT.test(v) ? Number(v) : v),
    inner,
  ) as unknown as z.ZodType<z.output<T>, number | string>;
}

/** One of a few numbers (e.g. activationType 1 or 2), given as a number or its digits as text. */
export function oneOf<const V extends readonly [number, ...number[]]>(values: V, message?: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && NUMERIC_TEXT.test(v) ? Number(v) : v),
    z.literal(values, message === undefined ? undefined : { error: message }),
  ) as unknown as z.ZodType<V[number], V[number] | `${V[number]}`>;
}

/**
 * An integer field from `min` to `max` (see {@link numeric}); `message` replaces every failure's
 * text, `tooLarge` (when given) the text of a value above `max`, so the answer names the limit.
 */
export function integer(min: number, max: number, message?: string, tooLarge?: string) {
  const e = message === undefined ? undefined : { error: message };
  const big = tooLarge === undefined ? e : { error: tooLarge };
  return numeric(z.number(e).int(e).min(min, e).max(max, big));
}

/**
 * An optional filter: absent, `""`, `null` and blank text all mean "no filter" (undefined),
 * so an empty form field never narrows a list, a batch or an export (part1 §2).
 */
export function optionalFilter<O, I>(inner: z.ZodType<O, I>) {
  const emptyIsAbsent = z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    inner.optional(),
  ) as unknown as z.ZodType<O | undefined, I | null>;
  // Optional outside as well, so an object's key is optional in its input type.
  return emptyIsAbsent.optional();
}

/** Text filter: trimmed, at most `max` characters (default 100); empty means "no filter". */
export function textFilter(max = 100) {
  return optionalFilter(
    z
      .string()
      .max(max)
      .transform((s) => s.trim()),
  );
}

/** `pageNo`/`pageSize` paging used by the account, pool and device lists (answers `list`). */
export const PageNoParams = z.object({
  pageNo: integer(1, Number.MAX_SAFE_INTEGER).default(1),
  pageSize: integer(1, MAX_PAGE_SIZE).default(10),
});

/** `pageNum`/`pageSize` paging used by notices, messages and sub-accounts (answers `records`). */
export const PageNumParams = z.object({
  pageNum: integer(1, Number.MAX_SAFE_INTEGER).default(1),
  pageSize: integer(1, MAX_PAGE_SIZE).default(10),
});

/** Answer of the `list`-style calls: `{ total, list }` (part1 §7). */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().nonnegative(), list: z.array(item) });

/** Answer of the `records`-style calls: `{ total, records }` (part1 §7, part2 §7). */
export const recordsPage = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().nonnegative(), records: z.array(item) });

/** A request body with no fields; extra fields are tolerated. */
export const EmptyRequest = z.looseObject({}).optional();
/** A request whose shape the project has not pinned down yet: any JSON object. */
export const AnyRequest = z.looseObject({}).optional();
/** An answer whose shape the project has not pinned down yet. */
export const UnknownResponse = z.unknown();
/** A call that answers with `data: null` on success. */
export const NullResponse = z.null().or(z.undefined()).or(z.unknown());

/** An id in a request: 1 to 64 characters. */
export const Id = z.string().min(1).max(64);

/**
 * The caller's customer id, carried by the batch, export and pool calls of part1 §7. Optional:
 * the SDK's resources fill it from `ClientOptions.customerId`; the sandbox refuses another
 * customer's id with 403 and accepts a body without one (docs/api-paths.md).
 */
export const CustomerId = z.string().max(64).optional();

/** The response envelope of every JSON call: `{ code, message, data }` (part1 §7). */
export const Envelope = z.object({
  code: z.number().int(),
  message: z.string().default(""),
  data: z.unknown().optional(),
});
/** The `{ code, message, data }` envelope of a JSON answer, with `data` of type `T`. */
export type Envelope<T = unknown> = { code: number; message: string; data: T };
