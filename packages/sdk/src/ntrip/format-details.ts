// The format-details field of a sourcetable STR record (RTCM 10410.1 §2.3 table 3, field 5): the
// RTCM message numbers a stream carries with their intervals in seconds, e.g.
// `1005(10),1077(1)`. Real casters write it loosely (spaces, semicolons, `1005/1006(5)`, numbers
// without a rate, free text such as `RTCM 3.2`), so the reader takes what it can and never throws.

/** One message of a format-details field: its RTCM message number and interval. */
export interface FormatDetail {
  /** RTCM 3 message number (DF002), 1000-4095, e.g. 1077. */
  type: number;
  /** Interval between two frames of this message, in seconds; null when the field gives none (or 0: "on change"). */
  intervalS: number | null;
}

/** A message number with its rate in parentheses or none: `1077(1)`, `1005/1006 (10)`, `1230`. */
const ITEM = /(\d+(?:\s*\/\s*\d+)*)\s*(?:\(\s*([0-9]*\.?[0-9]+)\s*\))?/g;

/**
 * The messages of a sourcetable's format-details field (RTCM 10410.1 §2.3 table 3), in the
 * order written: `"1004(1),1005(5)"` → `[{ type: 1004, intervalS: 1 }, { type: 1005, intervalS: 5 }]`.
 *
 * Tolerant of what real casters send: any separator (commas, semicolons, spaces), spaces inside
 * the parentheses, a missing rate (`1004` → `intervalS: null`), a rate of 0 (null: sent on
 * change), several numbers sharing one rate (`1005/1006(5)` gives both), decimal rates
 * (`1077(0.5)`). Anything that is not a 4-digit message number ≤ 4095 is skipped (so `RTCM 3.2`
 * gives nothing); a number listed twice keeps its first entry. Never throws.
 *
 * @param text - The format-details field as a caster wrote it (may be empty).
 * @returns The messages, each once, in the order of the text.
 */
export function parseFormatDetails(text: string): FormatDetail[] {
  const out: FormatDetail[] = [];
  const seen = new Set<number>();
  for (const m of text.matchAll(ITEM)) {
    const rate = m[2] === undefined ? null : Number(m[2]);
    const intervalS = rate !== null && Number.isFinite(rate) && rate > 0 ? rate : null;
    for (const part of (m[1] ?? "").split("/")) {
      const digits = part.trim();
      const type = Number(digits);
      if (digits.length !== 4 || type < 1000 || type > 4095 || seen.has(type)) continue;
      seen.add(type);
      out.push({ type, intervalS });
    }
  }
  return out;
}

/**
 * The interval as real casters print it: whole seconds from 1 s up (an observed 9.98 s is
 * `10`), one decimal below (`0.5`), never less than 0.1.
 */
function interval(s: number): string {
  if (s >= 0.95) return String(Math.round(s));
  return String(Math.max(0.1, Math.round(s * 10) / 10));
}

/**
 * A sourcetable format-details field (RTCM 10410.1 §2.3 table 3) from message rates, sorted by
 * message number as casters list them: `[{ type: 1077, intervalS: 1 }, { type: 1005, intervalS: 10 }]`
 * → `"1005(10),1077(1)"`. An interval of null (or not a positive number) prints the number alone
 * (`1033`); intervals are printed in whole seconds from 1 s and with one decimal below (an
 * observed mean of 0.998 s prints `1`), because the field is a declaration, not a measurement.
 * A message number given twice is printed once (its first entry). Never throws.
 *
 * @param rates - Message numbers with their intervals in seconds.
 * @returns The field's text, e.g. `"1005(10),1077(1)"`; empty for no messages.
 */
export function formatDetails(rates: readonly { type: number; intervalS: number | null }[]): string {
  const seen = new Set<number>();
  return rates
    .filter((r) => !seen.has(r.type) && seen.add(r.type))
    .sort((a, b) => a.type - b.type)
    .map((r) =>
      r.intervalS !== null && Number.isFinite(r.intervalS) && r.intervalS > 0
        ? `${r.type}(${interval(r.intervalS)})`
        : String(r.type),
    )
    .join(",");
}
