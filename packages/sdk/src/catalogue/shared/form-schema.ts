// The payload schema of a form, built from its descriptor (./form.ts): one field per descriptor
// field, a string at most `max` characters (the same LIMITS value the rule enforces) or a
// number, optional where the field is sent only when set. The request payload type is its
// `z.input`. A length issue carries the field rule's L-code as its message; the sandbox also
// runs the descriptor's rules before the lengths, so a refusal is the rule's own message.
import { z } from "zod";
import { valuesOf } from "./enum.js";
import type { FieldDef, FormDescriptor } from "./form.js";

/** The schema of one field's value. */
type ValueSchema<F extends FieldDef> = F["type"] extends "number"
  ? z.ZodNumber
  : F["type"] extends "list"
    ? z.ZodArray<z.ZodString>
    : F["type"] extends "select"
      ? z.ZodType<string | number>
      : z.ZodString;

/** The zod shape of a descriptor's fields. */
export type PayloadShape<F extends readonly FieldDef[]> = {
  [D in F[number] as D["key"]]: D extends { readonly optional?: true }
    ? z.ZodOptional<ValueSchema<D>>
    : ValueSchema<D>;
};

function valueSchema(f: FieldDef, limits: boolean): z.ZodType {
  if (f.type === "number") return z.number();
  if (f.type === "list") return z.array(z.string());
  if (f.type === "select" && f.enum) {
    const values = valuesOf(f.enum) as (string | number)[];
    return z.literal(values as [string | number, ...(string | number)[]]);
  }
  if (!limits || f.max === undefined) return z.string();
  // Over the limit, the issue's message is the field rule's own L-code (e.g. L000666 "at most
  // 50"), so a refusal built from the issue reads as the console's and the CLI's message.
  const rule = f.rule;
  return z.string().max(f.max, {
    error: (issue) => rule?.(issue.input, {}, { mode: "add", language: "en" }) ?? undefined,
  });
}

/**
 * The payload schema of `d`. With `{ limits: false }` only the types are checked (no length):
 * the sandbox runs the rules on such a value first, so an over-long field is refused with its
 * rule's L-code rather than a generic length message.
 */
export function formSchema<const F extends readonly FieldDef[]>(
  d: FormDescriptor<F>,
  options: { limits?: boolean } = {},
): z.ZodObject<PayloadShape<F>> {
  const limits = options.limits ?? true;
  const shape: Record<string, z.ZodType> = {};
  for (const f of d.fields) {
    const v = valueSchema(f, limits);
    shape[f.key] = f.optional ? v.optional() : v;
  }
  return z.object(shape) as unknown as z.ZodObject<PayloadShape<F>>;
}
