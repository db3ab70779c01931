import { z } from "zod";

/**
 * Wire time: `YYYY-MM-DD HH:mm:ss` in UTC. The console and CLI convert to the
 * stored time-zone setting for display (see `formatTime`). Source: part1 §1, §3.
 */
export const WireTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, "expected YYYY-MM-DD HH:mm:ss (UTC)");
/** Parsed shape of {@link WireTime}. */
export type WireTime = z.infer<typeof WireTime>;

/** Page sizes offered by every list (part1 §2, §9). */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
/** The largest page the API serves, in rows. */
export const MAX_PAGE_SIZE = 1000;

/** `pageNo`/`pageSize` paging used by the account, pool and ticket lists. */
export const PageNoParams = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

/** `pageNum`/`pageSize` paging used by notices, messages and sub-accounts. */
export const PageNumParams = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

/** A text filter: trimmed, empty means "no filter", at most 100 characters. */
export const TextFilter = z
  .string()
  .max(100)
  .transform((s) => s.trim())
  .optional();

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

/** The response envelope of every JSON call: `{ code, message, data }` (part1 §7). */
export const Envelope = z.object({
  code: z.number().int(),
  message: z.string().default(""),
  data: z.unknown().optional(),
});
/** The `{ code, message, data }` envelope of a JSON answer, with `data` of type `T`. */
export type Envelope<T = unknown> = { code: number; message: string; data: T };
