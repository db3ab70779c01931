// Form descriptors: a form's fields, written once per form in `catalogue/<area>/forms.ts` (part1
// §5 and part2 §5 field rules). Each field says its wire name, input type, whether it is
// required (per mode and language), its length limit (from LIMITS), the SDK rule that checks it
// and its label key. From a descriptor come the whole-form check (`formErrors`, here), the
// payload schema and its type (./form-schema.ts), the console's form (web/src/shared/form), the
// CLI's flags and option checks (cli/src/flags/form-flags.ts) and the sandbox's check of a body.
// Plain data and functions, no zod: the CLI reads descriptors at start-up to build its help.
import type { Language } from "../session/schemas.js";
import type { EnumDef } from "./enum.js";
import type { FormErrors, RuleResult } from "./rules.js";

/** Whether a form adds a new thing or edits an existing one. */
export type FormMode = "add" | "edit";

/** What a rule or a required-ness may depend on: the form's mode and the UI language. */
export interface FormContext {
  readonly mode: FormMode;
  readonly language: Language;
}

/**
 * The input a field takes: `text` one line, `textarea` several, `password` masked (never a
 * CLI flag value), `phone`/`email` one line typed as such, `number` a number, `select` one
 * value of `enum`, `date` a calendar date, `list` several text values (an array in the payload, a
 * repeatable flag in the CLI; the console gives such a field its own widget, e.g. a time range).
 */
export type FieldType =
  | "text"
  | "textarea"
  | "password"
  | "phone"
  | "email"
  | "number"
  | "select"
  | "date"
  | "list";

/**
 * The SDK rule of a field: its value, the whole form (for cross-field rules such as a password
 * confirmation) and the context; an L-code or null. Rules are pure functions of rules.ts.
 */
export type FieldRule = (
  value: unknown,
  values: Readonly<Record<string, unknown>>,
  ctx: FormContext,
) => RuleResult;

/** One field of a form. */
export interface FieldDef<K extends string = string, T extends FieldType = FieldType> {
  /** The wire name (the spec's), e.g. `userName`; also the form value's key. */
  readonly key: K;
  readonly type: T;
  /** Message key of the label (SDK labels), e.g. `field.userName`. */
  readonly labelKey: string;
  /**
   * Whether a value must be given: marks the field (asterisk, CLI help) and makes its flag
   * mandatory in the CLI. The rule is what refuses an empty value.
   */
  readonly required: boolean | ((ctx: FormContext) => boolean);
  /** At most this many characters (a LIMITS value): the rule's limit and the payload schema's. */
  readonly max?: number;
  /** For `select`: the enum whose values (and labels) the field offers. */
  readonly enum?: EnumDef;
  /** The SDK rule that checks the value; none: any value within `max`. */
  readonly rule?: FieldRule;
  /** The payload may leave it out: sent only when set (e.g. the password pair on edit). */
  readonly optional?: boolean;
  /** Sent only when the field `sentWith` is set (a confirmation goes with its password). */
  readonly sentWith?: string;
  /** Shown but not changeable in these modes (e.g. a username once created): not checked there. */
  readonly fixedIn?: readonly FormMode[];
  /**
   * The field's label in both languages, when it has none in the area's labels: it becomes the
   * label `labelKey` of the area (`formLabels`), so a new field is written in one place.
   */
  readonly label?: Readonly<Record<Language, string>>;
  /** The texts of L-codes only this field's rule returns, in both languages (as `label`). */
  readonly messages?: Readonly<Record<string, Readonly<Record<Language, string>>>>;
}

/** A form: its name, fields in display order and the spec section it serves. */
export interface FormDescriptor<F extends readonly FieldDef[] = readonly FieldDef[]> {
  /** The form's name, e.g. `subAccount`. */
  readonly name: string;
  readonly fields: F;
  /** Spec part and section. */
  readonly source: string;
}

/** The keys of a descriptor's fields. */
export type FormKey<D extends FormDescriptor> = D["fields"][number]["key"];

/** The form's values as a console form holds them: text for every field but `number` and `list`. */
export type FormValues<D extends FormDescriptor> = {
  [F in D["fields"][number] as F["key"]]: F["type"] extends "number"
    ? number | ""
    : F["type"] extends "list"
      ? string[]
      : string;
};

/** What {@link field} takes beside the key and type. */
export type FieldExtra = Partial<Omit<FieldDef, "key" | "type">>;

/**
 * A field of `type` on the wire name `key`, labelled `field.<key>` unless `extra.labelKey`
 * says otherwise; optional (not required) unless `extra.required` says.
 */
export function field<const K extends string, const T extends FieldType, const O extends boolean = false>(
  key: K,
  type: T,
  extra: FieldExtra & { readonly optional?: O } = {},
): FieldDef<K, T> & { readonly optional?: O } {
  return { key, type, labelKey: `field.${key}`, required: false, ...extra };
}

/** Identity helper that keeps a descriptor's literal types (field keys and types). */
export function defineForm<const F extends readonly FieldDef[]>(d: FormDescriptor<F>): FormDescriptor<F> {
  return d;
}

/** Whether `f` must be given in `ctx`. */
export function isRequired(f: FieldDef, ctx: FormContext): boolean {
  return typeof f.required === "function" ? f.required(ctx) : f.required;
}

/** Whether `f` can be changed in `mode` (not fixed there). */
export function isEditable(f: FieldDef, mode: FormMode): boolean {
  return !f.fixedIn?.includes(mode);
}

/** The L-code of one field of `values`, or null; a field fixed in the mode is not checked. */
export function fieldError(
  f: FieldDef,
  values: Readonly<Record<string, unknown>>,
  ctx: FormContext,
): RuleResult {
  if (!isEditable(f, ctx.mode) || !f.rule) return null;
  return f.rule(values[f.key], values, ctx);
}

/**
 * The whole-form check: every failing field of `values` with its rule's L-code (part1 §5,
 * part2 §5), in field order; `{}` when the form may be sent. Fields fixed in the mode are not
 * checked. Used alike by the console, the CLI and the sandbox.
 */
export function formErrors<D extends FormDescriptor>(
  d: D,
  values: Readonly<Record<string, unknown>>,
  ctx: FormContext,
): FormErrors<FormKey<D>> {
  const out: Record<string, string> = {};
  for (const f of d.fields) {
    const code = fieldError(f, values, ctx);
    if (code) out[f.key] = code;
  }
  return out as FormErrors<FormKey<D>>;
}

/**
 * The empty values of a new form: "" for every field (a number field too, meaning "not given"),
 * [] for a list.
 */
export function emptyValues<D extends FormDescriptor>(d: D): FormValues<D> {
  return Object.fromEntries(d.fields.map((f) => [f.key, f.type === "list" ? [] : ""])) as FormValues<D>;
}

/** The form's values for an existing thing: each field's value in `from`, "" when absent. */
export function valuesFrom<D extends FormDescriptor>(
  d: D,
  from: Readonly<Record<string, unknown>>,
): FormValues<D> {
  return Object.fromEntries(
    d.fields.map((f) => {
      const v = from[f.key];
      return [f.key, v === undefined || v === null ? (f.type === "list" ? [] : "") : v];
    }),
  ) as FormValues<D>;
}

/**
 * The payload a form sends: text trimmed (a password never: its spaces are the user's),
 * optional fields left out when empty, and a field with `sentWith` only beside that field.
 * Fields not in the descriptor (e.g. an id) are kept as given.
 */
export function formPayload<D extends FormDescriptor, V extends Readonly<Record<string, unknown>>>(
  d: D,
  values: V,
): V {
  const out: Record<string, unknown> = { ...values };
  const empty = (v: unknown) => v === undefined || v === null || v === "";
  for (const f of d.fields) {
    const v = values[f.key];
    if (f.optional && empty(f.sentWith === undefined ? v : values[f.sentWith])) delete out[f.key];
    else if (typeof v === "string" && f.type !== "password") out[f.key] = v.trim();
    else if (f.sentWith !== undefined) out[f.key] = v ?? "";
  }
  return out as V;
}

/**
 * The labels and rule messages a form's fields carry themselves (`label`, `messages`), in
 * `language`: an area spreads them into its label set (catalogue/<area>/labels.ts).
 */
export function formLabels(d: FormDescriptor, language: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of d.fields) {
    if (f.label) out[f.labelKey] = f.label[language];
    for (const [code, text] of Object.entries(f.messages ?? {})) out[code] = text[language];
  }
  return out;
}
