// How an enumerated state of the spec is written: its wire values in display order, the
// message key of each label and, where the spec gives a colour (or the project chose one),
// a semantic tone. Tones are the SDK's word; the console maps them to its UI library's colours.

/**
 * The meaning a state's colour carries, independent of any UI library: `info` (blue in the
 * spec: pending, to be served), `success` (green: in service), `danger` (red: ended, failed),
 * `warning` (orange), `caution` (yellow), `neutral` (grey: used up, off, unknown).
 */
export type Tone = "neutral" | "info" | "success" | "caution" | "warning" | "danger";

/** One value of an enum: the wire value, its message key and optional tone. */
export interface EnumValue<V extends number | string = number | string> {
  readonly value: V;
  /** Key into the message catalogues, e.g. `"serviceState.1"`. */
  readonly labelKey: string;
  readonly tone?: Tone;
}

/** An enum: its name, values in display order and the spec part/section it comes from. */
export interface EnumDef<V extends number | string = number | string, N extends string = string> {
  readonly name: N;
  readonly values: readonly EnumValue<V>[];
  readonly source: string;
}

/** The wire value type of an enum, e.g. `1 | 2 | 3` for serviceState. */
export type EnumValueOf<E> = E extends EnumDef<infer V> ? V : never;

type ValueSpec<V> =
  | V
  | readonly [V, Tone]
  | { readonly value: V; readonly labelKey: string; readonly tone?: Tone };

/**
 * Define an enum. Each value is `v` (label key `name.v`), `[v, tone]`, or a full
 * `{ value, labelKey, tone }` when the label is an L-code (error types, part2 §4).
 */
export function defineEnum<const N extends string, const V extends number | string>(
  name: N,
  source: string,
  values: readonly ValueSpec<V>[],
): EnumDef<V, N> {
  return {
    name,
    source,
    values: values.map((v): EnumValue<V> => {
      if (typeof v === "object" && !Array.isArray(v)) return v as EnumValue<V>;
      const [value, tone] = Array.isArray(v) ? (v as readonly [V, Tone]) : [v as V, undefined];
      return tone ? { value, labelKey: `${name}.${value}`, tone } : { value, labelKey: `${name}.${value}` };
    }),
  };
}

/** The entry of `value` in `def`; wire values arrive as text ("1") or number (1), both match. */
export function enumEntry(def: EnumDef, value: unknown): EnumValue | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  return def.values.find((v) => v.value === value || String(v.value) === String(value));
}

/** The wire values of an enum in display order, e.g. for a filter select. */
export function valuesOf<V extends number | string>(def: EnumDef<V>): V[] {
  return def.values.map((v) => v.value);
}
