// Requests from a JSON Schema (the OpenAPI property test): a
// fast-check arbitrary for the request schema of a documented call, as the reference describes
// it, so the test sends what an integrator reading the reference would send. Where the seed has
// real values under a field's name (ids, names, pool numbers), they are drawn half the time, so
// details and actions reach real rows and answer success, not only "not found".
import fc from "fast-check";

type Schema = { [key: string]: unknown };

/** Values seen in the sandbox's answers, by field name (`accountId` → ["A0001", …]). */
export type SeedValues = ReadonlyMap<string, readonly unknown[]>;

/** Every scalar (and array of scalars) of `node`, collected under its field name into `into`. */
export function collectValues(node: unknown, into: Map<string, unknown[]>, key?: string): void {
  if (Array.isArray(node)) {
    for (const v of node) collectValues(v, into, key);
    return;
  }
  if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) collectValues(v, into, k);
    return;
  }
  if (key === undefined || node === null) return;
  const seen = into.get(key) ?? [];
  if (seen.length < 40 && !seen.includes(node)) seen.push(node);
  into.set(key, seen);
}

const anyJson = fc.jsonValue({ maxDepth: 1 });

/**
 * An arbitrary of values matching `schema` (draft 2020-12 as zod writes it: type, const, enum,
 * anyOf/oneOf, object properties/required/additionalProperties, array items and bounds, string
 * length and pattern, number bounds), `$ref`s resolved in `doc`.
 */
export function arbitraryOf(
  schema: Schema,
  doc: Schema,
  seed: SeedValues,
  field?: string,
): fc.Arbitrary<unknown> {
  const own = ownArbitrary(schema, doc, seed);
  const seen = field ? seed.get(field) : undefined;
  if (!seen?.length || schema.type === "object" || schema.type === "array") return own;
  const fitting = seen.filter((v) => typeof v !== "object");
  return fitting.length ? fc.oneof(fc.constantFrom(...fitting), own) : own;
}

function resolveRef(ref: string, doc: Schema): Schema {
  let node: unknown = doc;
  for (const key of ref.replace(/^#\//, "").split("/")) node = (node as Schema)[key];
  return node as Schema;
}

function ownArbitrary(schema: Schema, doc: Schema, seed: SeedValues): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === "string") return arbitraryOf(resolveRef(schema.$ref, doc), doc, seed);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, doc, seed)));
  if (Array.isArray(schema.type))
    return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, doc, seed)));
  switch (schema.type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = Math.max(
        (schema.minimum as number | undefined) ?? -5,
        schema.exclusiveMinimum === undefined ? -Infinity : (schema.exclusiveMinimum as number) + 1,
      );
      const max = Math.min((schema.maximum as number | undefined) ?? 10_000, min + 10_000);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    }
    case "string": {
      if (typeof schema.pattern === "string") {
        // fast-check cannot draw from every regex (lookaheads): such a field gets any text,
        // which the server then refuses with a documented 400.
        try {
          return fc.stringMatching(new RegExp(schema.pattern));
        } catch {
          return fc.string({ maxLength: 24 });
        }
      }
      const minLength = (schema.minLength as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((schema.maxLength as number | undefined) ?? 24, 24));
      return fc.string({ minLength, maxLength });
    }
    case "array": {
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.max(minLength, Math.min((schema.maxItems as number | undefined) ?? 4, 4));
      const items = schema.items ? arbitraryOf(schema.items as Schema, doc, seed) : anyJson;
      return fc.array(items, { minLength, maxLength });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const keys = Object.keys(properties);
      if (keys.length === 0 && schema.additionalProperties && typeof schema.additionalProperties === "object")
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 6 }),
          arbitraryOf(schema.additionalProperties as Schema, doc, seed),
          { maxKeys: 3 },
        );
      const shape = Object.fromEntries(
        keys.map((k) => [k, arbitraryOf(properties[k] as Schema, doc, seed, k)]),
      );
      return fc.record(shape, { requiredKeys: required.filter((k) => k in shape) });
    }
    default:
      return anyJson;
  }
}
