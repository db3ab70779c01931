// The flags of a form, generated from its SDK descriptor (`@fixcloud/sdk/lists`; part1 §5,
// part2 §5 field rules), with their parsing right below, as ./list-filters.ts is for a list's
// filters: a field `key` is `--kebab-key <value>`, its help the field's SDK label with
// "required" (for the mode) and its limit, in the help language; a select lists its values.
// A list field is a repeatable flag. Password fields are never flags (a password comes from
// standard input or a prompt), nor are fields fixed in the mode. A new field in a descriptor is a
// new flag here, checked by its rule.
import {
  type FieldDef,
  type FormContext,
  type FormDescriptor,
  type FormMode,
  fieldError,
  isEditable,
  isRequired,
  messages,
} from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../context.js";
import { UsageError } from "../errors.js";
import { helpLanguage, type Language } from "../lang.js";
import { sdkMessage } from "../output/print.js";
import { completeWith, enumHelp, tabValues } from "./help.js";
import { kebab } from "./list-filters.js";

/** Per-verb choices about a form's flags. */
export interface FormFlagOptions {
  /** Add or edit: which fields are required, and which are fixed (no flag). */
  readonly mode: FormMode;
  /** The language of the help: the run's help language unless given. */
  readonly language?: Language;
  /** Fields the verb takes otherwise (an argument, its own flag), by key. */
  readonly skip?: readonly string[];
  /** A flag name other than the kebab-cased key, by field key (roles: `roleName` → `name`). */
  readonly names?: Readonly<Record<string, string>>;
  /** Required fields are mandatory flags (commander refuses the command without them). */
  readonly mandatory?: boolean;
  /** The verb's own words after a field's help, by key, in the help language (a sentence). */
  readonly hints?: Readonly<Record<string, string>>;
}

/** The fields of `d` that are flags in `opts.mode`. */
export function flagFields(d: FormDescriptor, opts: FormFlagOptions): FieldDef[] {
  return d.fields.filter(
    (f) => f.type !== "password" && isEditable(f, opts.mode) && !opts.skip?.includes(f.key),
  );
}

/** The flag of field `f`: `--full-name` for `fullName`, unless `opts.names` says. */
export const formFlag = (f: FieldDef, opts: Pick<FormFlagOptions, "names"> = {}): string =>
  `--${opts.names?.[f.key] ?? kebab(f.key)}`;

/** The attribute commander stores a field's flag under: `--full-name` → `fullName`. */
const attr = (f: FieldDef, opts: FormFlagOptions): string =>
  formFlag(f, opts)
    .slice(2)
    .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The help of one field's flag, in `language`. */
function flagHelp(f: FieldDef, mode: FormMode, language: Language, hint?: string): string {
  const ctx: FormContext = { mode, language };
  const label = messages[language][f.labelKey] ?? f.labelKey;
  const zh = language === "zh-CN";
  const notes: string[] = [];
  // On edit a flag not given keeps the value: only a new thing has required fields.
  if (mode === "add" && isRequired(f, ctx)) notes.push(zh ? "必填" : "required");
  if (f.max !== undefined) notes.push(zh ? `最多 ${f.max} 个字符` : `at most ${f.max} characters`);
  if (f.type === "list") notes.push(zh ? "可重复" : "repeatable");
  const head = notes.length
    ? zh
      ? `${label}（${notes.join("，")}）`
      : `${label} (${notes.join(", ")})`
    : label;
  const stop = zh ? "。" : ".";
  if (hint) return `${head}${zh ? "：" : ": "}${hint}`;
  if (f.type === "select" && f.enum) return `${head}${zh ? "：" : ": "}${enumHelp(f.enum)}${stop}`;
  return `${head}${stop}`;
}

/** The commander options of the fields of `d` that are flags, with help in the help language. */
export function formOptions(d: FormDescriptor, opts: FormFlagOptions): Option[] {
  const language = opts.language ?? helpLanguage;
  return flagFields(d, opts).map((f) => {
    const option = new Option(
      `${formFlag(f, opts)} <${f.type === "number" ? "n" : "value"}>`,
      flagHelp(f, opts.mode, language, opts.hints?.[f.key]),
    );
    if (f.type === "list") option.argParser((v: string, prev: string[] | undefined) => [...(prev ?? []), v]);
    if (opts.mandatory && opts.mode === "add" && isRequired(f, { mode: opts.mode, language }))
      option.makeOptionMandatory();
    return f.type === "select" && f.enum ? completeWith(option, tabValues(f.enum)) : option;
  });
}

/**
 * One descriptor with the fields of several (e.g. the four ticket kinds, whose kind is chosen
 * at run time), each once, in first-seen order: for flags and help only, no rules. A field is
 * required when every form that has it requires it; its limit shows only when all agree.
 */
export function unionForm(name: string, forms: readonly FormDescriptor[]): FormDescriptor {
  const keys = [...new Set(forms.flatMap((d) => d.fields.map((f) => f.key)))];
  const fields = keys.map((key): FieldDef => {
    const all = forms.map((d) => d.fields.find((f) => f.key === key));
    const first = all.find((f) => f !== undefined)!;
    const maxes = new Set(all.filter((f) => f !== undefined).map((f) => f.max));
    const { rule: _rule, max: _max, ...rest } = first;
    return {
      ...rest,
      required: (ctx: FormContext) => all.every((f) => f === undefined || isRequired(f, ctx)),
      ...(maxes.size === 1 && first.max !== undefined ? { max: first.max } : {}),
    };
  });
  return { name, fields, source: forms[0]?.source ?? "" };
}

/** A flag's value or values (a list field's), trimmed. */
export type FormFlagValue = string | string[];

/**
 * The form values given as flags, trimmed (a list field's each), without checking them: on add
 * a field not given is "" ([] for a list), on edit it is left out.
 */
export function readFormFlags(
  d: FormDescriptor,
  o: Record<string, unknown>,
  opts: FormFlagOptions,
): Record<string, FormFlagValue> {
  const values: Record<string, FormFlagValue> = {};
  for (const f of flagFields(d, opts)) {
    const raw = o[attr(f, opts)];
    if (raw !== undefined)
      values[f.key] = Array.isArray(raw) ? raw.map((v) => String(v).trim()) : String(raw).trim();
    else if (opts.mode === "add") values[f.key] = f.type === "list" ? [] : "";
  }
  return values;
}

/**
 * The form values given as flags, trimmed, each checked with its field's SDK rule in the run's
 * language. On add a field not given is "" (its rule says whether that will do); on edit it is
 * left out (the thing keeps its value) and not checked. No calls.
 * @throws UsageError naming the flag with the rule's message, at the first bad value.
 */
export function parseFormFlags(
  d: FormDescriptor,
  o: Record<string, unknown>,
  ctx: Pick<Context, "language">,
  opts: FormFlagOptions,
): Record<string, string> {
  const fields = flagFields(d, opts);
  // A list field's values are an array; the text fields, which callers read, are strings.
  const values = readFormFlags(d, o, opts) as Record<string, string>;
  for (const f of fields) {
    if (!(f.key in values)) continue;
    const code = fieldError(f, values, { mode: opts.mode, language: ctx.language });
    if (code) throw new UsageError(`${formFlag(f, opts)}: ${sdkMessage(ctx, code)}`);
  }
  return values;
}
