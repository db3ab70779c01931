// Stable reason codes of a bulk summary (part1 §4 batches): the snake_case
// form of the SDK's `batchReason` enum (`alreadyEnabled` → `already_enabled`), derived from the
// enum in one map, never a copy of its labels. The server words a reason in the request's
// language; the SDK's labels of both languages lead back to the code.
import { batchReason, type BatchReason, messages } from "@fixcloud/sdk/lists";
import type { Language } from "../lang.js";
import type { RowReason } from "./journal.js";

/** A reason code as JSON carries it, e.g. `already_enabled`, `not_found`; `unknown` for text no code matches. */
export type ReasonCode = SnakeCase<BatchReason> | "unknown";

type SnakeCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}`
  : S;

const snake = (code: string): string => code.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The one map: SDK code → JSON code, and every label (both languages) or code → SDK code. */
const toSnake = new Map<BatchReason, ReasonCode>();
const fromText = new Map<string, BatchReason>();
for (const { value, labelKey } of batchReason.values) {
  toSnake.set(value, snake(value) as ReasonCode);
  fromText.set(value, value);
  fromText.set(snake(value), value);
  for (const lang of Object.keys(messages) as Language[]) {
    const label = messages[lang][labelKey];
    if (label) fromText.set(label, value);
  }
}

/** The JSON code of an SDK reason, e.g. `reasonCode("notPending")` → `"not_pending"`. */
export function reasonCode(reason: BatchReason): ReasonCode {
  return toSnake.get(reason) ?? "unknown";
}

/**
 * The JSON code of a reason as the server answered it: its label in either language, or a
 * code (either spelling). Text no code matches is `unknown` (the text is kept as the message).
 */
export function reasonFromWire(text: string): ReasonCode {
  const sdk = fromText.get(text.trim());
  return sdk ? reasonCode(sdk) : "unknown";
}

/** The SDK label of a code in `lang`, or `fallback` (the server's own words) for `unknown`. */
export function reasonMessage(lang: Language, code: ReasonCode, fallback = ""): string {
  const entry = batchReason.values.find((v) => snake(v.value) === code);
  if (!entry) return fallback || code;
  return messages[lang][entry.labelKey] ?? messages.en[entry.labelKey] ?? fallback;
}

/** The code of an unknown id or name: a failure everywhere. */
export const NOT_FOUND: ReasonCode = reasonCode("notFound");

/** A row as the server answered it → the journal's row: the code, the words only when no code matched. */
function rowReason(r: { id: string; reason: string }): RowReason {
  const reason = reasonFromWire(r.reason);
  return reason === "unknown" ? { id: r.id, reason, text: r.reason } : { id: r.id, reason };
}

/**
 * The rows a batch left alone and failed, as codes. An unknown id is a failure wherever the
 * server put it (`not_found` is never "skipped").
 */
export function splitRows(
  skipped: readonly { id: string; reason: string }[],
  failed: readonly { id: string; reason: string }[] = [],
): { skipped: RowReason[]; failed: RowReason[] } {
  const out = { skipped: [] as RowReason[], failed: failed.map(rowReason) };
  for (const s of skipped) {
    const row = rowReason(s);
    (row.reason === NOT_FOUND ? out.failed : out.skipped).push(row);
  }
  return out;
}
