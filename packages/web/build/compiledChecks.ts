// The console's first route checks its answers with code compiled at build time (the
// first route ≤ 170 KB gz; zod's core alone is 18 KB gz there). The SDK's zod schemas stay the
// one description of each answer: at build time each response schema the first route's lazy calls
// name becomes JSON Schema (`z.toJSONSchema`) and then a standalone ajv validator, wrapped in the
// `safeParse` the SDK's transport calls. Only the console's bundle changes: the modules the lazy
// `load` of catalogue/{overview,notices,messages}/calls.ts imports are replaced; every other
// importer (sandbox, OpenAPI, the SDK's own tests and dist) keeps the zod module.
import { dirname, resolve } from "node:path";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import type { Plugin } from "vite";
import { runnerImport } from "vite";
import { toJSONSchema, type z } from "zod";

/** A zod schema (classic or mini): what the compiler takes. */
type Schema = z.core.$ZodType;

const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && "_zod" in v;

/** A JSON Schema node. */
type Json = { [k: string]: unknown };

/** True when `node` (JSON Schema) holds `additionalProperties: false` anywhere. */
function forbidsExtraKeys(node: unknown): boolean {
  if (typeof node !== "object" || node === null) return false;
  if ((node as Json).additionalProperties === false) return true;
  return Object.values(node).some(forbidsExtraKeys);
}

/**
 * JSON Schema of `schema` matching what `safeParse` accepts and returns. `io: "output"`: zod's
 * output schema marks every `z.object` (which strips unknown keys from the parsed data) with
 * `additionalProperties: false`, which ajv's `removeAdditional` turns into the same stripping;
 * `z.looseObject` keeps `additionalProperties: {}` (kept, as zod keeps them). The input schema
 * would leave unknown keys in the data. A `z.strictObject` (rejects unknown keys) would look
 * like a stripping one in the output schema, so it is refused (its input schema forbids them).
 * Draft-07: these answers use nothing newer, and ajv's 2020 dialect adds evaluation tracking
 * (for `unevaluated*`) to every validator. Throws for what JSON Schema cannot express (zod's
 * `toJSONSchema` errors: transforms, …).
 */
export function jsonSchemaOf(name: string, schema: Schema): Json {
  if (forbidsExtraKeys(toJSONSchema(schema, { io: "input" }))) {
    throw new Error(
      `compiledChecks: ${name}: strict objects are not supported (ajv would strip, zod refuses)`,
    );
  }
  if (schema._zod.def.type === "optional") {
    throw new Error(`compiledChecks: ${name}: an optional answer is not supported (JSON Schema drops it)`);
  }
  const { $schema: _dialect, ...json } = toJSONSchema(schema, { io: "output", target: "draft-7" });
  return json;
}

// The `safeParse` of a compiled check, as zod/mini reports (its messages, without a locale, are
// "Invalid input"; the transport adds the path): the first issue's path is the field's, as zod's.
const runtime = `
const pathOf = (e) => {
  const path = e.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")).map((s) => /^(0|[1-9]\\d*)$/.test(s) ? Number(s) : s);
  if (e.keyword === "required") path.push(e.params.missingProperty);
  return path;
};
const check = (validate) => ({
  safeParse(data) {
    if (validate(data)) return { success: true, data };
    return { success: false, error: { issues: validate.errors.map((e) => ({ path: pathOf(e), message: "Invalid input" })) } };
  },
});
`;

/**
 * The source of an ES module exporting, under each name of `schemas`, `{ safeParse(data) }`:
 * `{ success: true, data }` (unknown keys of `z.object`s removed, in place) or `{ success: false,
 * error: { issues: [{ path, message }] } }`. Self-contained (no import). Throws when a schema
 * cannot be compiled faithfully (see {@link jsonSchemaOf}).
 */
export function compileChecks(schemas: Readonly<Record<string, Schema>>): string {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: false },
    removeAdditional: true,
    allErrors: false,
    messages: false,
    strict: true,
  });
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema({ $id: name, ...jsonSchemaOf(name, schema) });
    refs[`v_${name}`] = name;
  }
  // Nothing reads an issue's schemaPath (the issue is its instancePath): dropped, it is a tenth
  // of the first route's checks.
  const code = standaloneCode(ajv, refs).replace(/schemaPath:"[^"]*",/g, "");
  if (/\brequire\(|^import\s/m.test(code)) {
    throw new Error("compiledChecks: a schema needs ajv's runtime helpers; keep first-route answers simple");
  }
  const exports = Object.keys(schemas).map((name) => `export const ${name} = check(v_${name});`);
  return `${code}\n${runtime}\n${exports.join("\n")}\n`;
}

/** A first-route area: its lazy calls and the module their `load` imports. */
interface Target {
  /** The area's lazy calls (`catalogue/<area>/calls.ts`): the importer. */
  calls: string;
  /** The module the calls load their answers' schemas from. */
  module: string;
}

/** The SDK's first-route areas, relative to packages/sdk/src/catalogue. */
const AREAS: readonly Target[] = [
  { calls: "overview/calls.ts", module: "overview/schemas.ts" },
  { calls: "notices/calls.ts", module: "notices/responses.ts" },
  { calls: "messages/calls.ts", module: "messages/count.ts" },
];

/** The response schema names of an area's lazy calls (`schemaNames.response` of each). */
function responseNames(calls: Record<string, unknown>): Set<string> {
  const names = new Set<string>();
  for (const area of Object.values(calls)) {
    for (const def of Object.values(area as Record<string, { schemaNames?: { response: string } }>)) {
      if (def?.schemaNames) names.add(def.schemaNames.response);
    }
  }
  return names;
}

/**
 * The schemas of `target` that its lazy calls read as answers, loaded from the SDK's source at
 * build time (Vite's module runner: no SDK build needed). Throws when a named answer is not a
 * zod schema of the module.
 */
export async function answerSchemas(catalogue: string, target: Target): Promise<Record<string, Schema>> {
  const load = async (file: string) =>
    (await runnerImport<Record<string, unknown>>(resolve(catalogue, file), { configFile: false })).module;
  const [calls, module] = await Promise.all([load(target.calls), load(target.module)]);
  const out: Record<string, Schema> = {};
  for (const name of responseNames(calls)) {
    if (!(name in module)) continue; // an answer of another module of the area
    const schema = module[name];
    if (!isSchema(schema)) throw new Error(`compiledChecks: ${target.module}: ${name} is not a zod schema`);
    out[name] = schema;
  }
  return out;
}

/** The id of the one generated module (`\0`: no other plugin reads it as a file). */
const MODULE = "\0fixcloud:compiled-checks";

/**
 * The Vite plugin (build only; the dev server keeps zod): the first route's answer modules,
 * when a lazy `load` of the SDK imports them, become one module of compiled checks (the first
 * route loads all three: one chunk compresses better than three). `sdkSource` is
 * packages/sdk/src. Throws (fails the build) when two areas name the same answer.
 */
export function compiledChecks(sdkSource: string): Plugin {
  const catalogue = resolve(sdkSource, "catalogue");
  const byImporter = new Map(AREAS.map((t) => [resolve(catalogue, t.calls), t]));
  return {
    name: "fixcloud:compiled-checks",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const target = importer && byImporter.get(importer);
      if (!target) return null;
      // calls.ts imports its schema modules as types (erased) and loads them dynamically: what
      // is left here is the lazy load.
      const file = resolve(dirname(importer), source.replace(/\.js$/, ".ts"));
      return file === resolve(catalogue, target.module) ? MODULE : null;
    },
    async load(id) {
      if (id !== MODULE) return null;
      return compileChecks(await firstRouteAnswers(catalogue));
    },
  };
}

/** The answer schemas of every first-route area (see {@link answerSchemas}), by export name. */
export async function firstRouteAnswers(catalogue: string): Promise<Record<string, Schema>> {
  const all: Record<string, Schema> = {};
  for (const target of AREAS) {
    for (const [name, schema] of Object.entries(await answerSchemas(catalogue, target))) {
      if (name in all) throw new Error(`compiledChecks: two first-route areas answer with ${name}`);
      all[name] = schema;
    }
  }
  return all;
}
