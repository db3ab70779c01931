// The payload schema of a form, built from its descriptor (./form.ts): one field per descriptor
// field, a string at most `max` characters (the same LIMITS value the rule enforces) or a
// number, optional where the field is sent only when set. The request payload type is its
// `z.input`. A length issue carries the field rule's L-code as its message. With `check`, each
// field's rule runs in the schema too and text arrives trimmed, so a request schema refuses a
// bad field with the rule's L-code wherever it is parsed (the sandbox's pipeline among them).
import { z } from "zod";
import { valuesOf } from "./enum.js";
import type { FieldDef, FormContext, FormDescriptor, FormMode } from "./form.js";

/** The schema of one field's value. */
type ValueSchema<F extends FieldDef> = F["type"] extends "number"
  ? z.ZodType<number, number>
  : F["type"] extends "list"
    ? z.ZodType<string[], string[]>
    : F["type"] extends "select"
      ? z.ZodType<string | number, string | number>
      : z.ZodType<string, string>;

/** The zod shape of a descriptor's fields. */
export type PayloadShape<F extends readonly FieldDef[]> = {
  [D in F[number] as D["key"]]: D extends { readonly optional?: true }
    ? z.ZodOptional<ValueSchema<D>>
    : ValueSchema<D>;
};

/** Options of {@link formSchema} and {@link formShape}. */
export interface FormSchemaOptions {
  /** Check lengths (default true); `false` checks the types only. */
  readonly limits?: boolean;
  /**
   * Run each field's rule in this mode inside the schema and trim text (not passwords). Only
   * for forms whose rules read neither the language nor other fields (the sandbox checks those
   * with the descriptor in the request's language).
   */
  readonly check?: FormMode;
}

// The rules `check` runs read neither the language nor other fields (see FormSchemaOptions).
const SCHEMA_CONTEXT = (mode: FormMode): FormContext => ({ mode, language: "en" });

function valueSchema(f: FieldDef, options: FormSchemaOptions): z.ZodType {
  if (f.type === "number") return z.number();
  if (f.type === "list") return z.array(z.string());
  if (f.type === "select" && f.enum) {
    const values = valuesOf(f.enum) as (string | number)[];
    return z.literal(values as [string | number, ...(string | number)[]]);
  }
  const rule = f.rule;
  const mode = options.check;
  let text: z.ZodType<string, string> = z.string();
  if (options.limits !== false && f.max !== undefined)
    text = z.string().max(f.max, {
      error: (issue) => rule?.(issue.input, {}, SCHEMA_CONTEXT(mode ?? "add")) ?? undefined,
    });
  if (!mode || !rule) return text;
  const checked = text.superRefine((value, ctx) => {
    const code = rule(value, {}, SCHEMA_CONTEXT(mode));
    if (code) ctx.addIssue({ code: "custom", message: code });
  });
  return f.type === "password" ? checked : checked.transform((s) => s.trim());
}

/** The zod shape of `d`'s fields, to spread into a request that carries more (an id …). */
export function formShape<const F extends readonly FieldDef[]>(
  d: FormDescriptor<F>,
  options: FormSchemaOptions = {},
): PayloadShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of d.fields) {
    const v = valueSchema(f, options);
    shape[f.key] = f.optional ? v.optional() : v;
  }
  return shape as PayloadShape<F>;
}

/**
 * The payload schema of `d`. With `{ limits: false }` only the types are checked (no length):
 * the sandbox runs the rules on such a value first, so an over-long field is refused with its
 * rule's L-code rather than a generic length message.
 */
export function formSchema<const F extends readonly FieldDef[]>(
  d: FormDescriptor<F>,
  options: FormSchemaOptions = {},
): z.ZodObject<PayloadShape<F>> {
  return z.object(formShape(d, options)) as unknown as z.ZodObject<PayloadShape<F>>;
}

/** The zod shape of a form's fields as an answer holds them: text, passwords never answered. */
export type AnswerShape<F extends readonly FieldDef[]> = {
  [D in Exclude<F[number], { type: "password" }> as D["key"]]: D extends { readonly optional?: true }
    ? z.ZodOptional<ValueSchema<D>>
    : ValueSchema<D>;
};

/**
 * The fields of `d` other than those in `except` (answered otherwise) and passwords, as an
 * answer carries them (list rows, details): a field added to a form is answered with no other
 * change. Optional fields may be absent (a server without them).
 */
export function answerShape<const F extends readonly FieldDef[], const X extends string = never>(
  d: FormDescriptor<F>,
  except: readonly X[] = [],
): Omit<AnswerShape<F>, X> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of d.fields) {
    if (f.type === "password" || (except as readonly string[]).includes(f.key)) continue;
    const v = valueSchema(f, { limits: false });
    shape[f.key] = f.optional ? v.optional() : v;
  }
  return shape as Omit<AnswerShape<F>, X>;
}
