// zod → JSON Schema for the OpenAPI reference: zod 4's own
// `z.toJSONSchema` (draft 2020-12, the dialect of OpenAPI 3.1). Requests are described as a
// caller writes them (`io: "input"`: before transforms and defaults), answers as the server
// sends them. A check zod cannot express in JSON Schema (a refinement, a custom type) becomes
// `{}` rather than failing: the reference never blocks on it, the sandbox still enforces it.
import { z } from "zod";

/** A JSON Schema object as the reference carries it. */
export type JsonSchema = { [key: string]: unknown };

/** Which side of a call a schema describes. */
export type SchemaSide = "input" | "output";

/**
 * `schema` as JSON Schema, its `$defs` (recursive shapes such as the menu tree) moved into
 * `components` under names prefixed with `prefix` (so every `$ref` resolves from the document's
 * root, as OpenAPI 3.1 reads it) and the `$schema` keyword dropped (the document sets the dialect).
 */
export function toSchema(
  schema: z.ZodType,
  side: SchemaSide,
  prefix: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const raw = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io: side,
    unrepresentable: "any",
  }) as JsonSchema;
  const { $schema: _dialect, $defs, ...root } = raw;
  const defs = ($defs ?? {}) as Record<string, JsonSchema>;
  const names = new Map(Object.keys(defs).map((k) => [k, `${prefix}_${k.replace(/^_+/, "")}`]));
  const relink = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relink);
    if (node === null || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(node)) {
      const target = k === "$ref" && typeof v === "string" ? /^#\/\$defs\/(.+)$/.exec(v)?.[1] : undefined;
      out[k] = target && names.has(target) ? `#/components/schemas/${names.get(target)}` : relink(v);
    }
    return out;
  };
  for (const [k, v] of Object.entries(defs)) components[names.get(k) as string] = relink(v) as JsonSchema;
  return relink(root) as JsonSchema;
}

/** `name` made a component key OpenAPI accepts (`^[a-zA-Z0-9._-]+$`). */
export const componentName = (name: string): string => name.replace(/[^a-zA-Z0-9._-]/g, "_");
