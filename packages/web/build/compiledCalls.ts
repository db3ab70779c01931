// The console's calls, compiled at build time (the first route ≤ 170 KB gz; zod's core alone is
// 18 KB gz there). Every area's `catalogue/<area>/endpoints.ts`, wherever the console imports it,
// becomes a module with the same exports: each call with what the transport reads (name, method,
// path) and its answer check; no titles, no access, no request schemas, no zod. The SDK's zod
// schemas stay the one description of each answer: at build time each becomes JSON Schema
// (`z.toJSONSchema`) and then a standalone ajv validator wrapped in the `safeParse` the SDK's
// transport calls. An answer JSON Schema cannot check as zod does (defaults, transforms, formats)
// keeps its zod schema, loaded with the real module on the call's first use. Every other importer
// (sandbox, OpenAPI, CLI, the SDK's own tests and dist) reads the real modules.
import { resolve } from "node:path";
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
  const input = toJSONSchema(schema, { io: "input" });
  if (forbidsExtraKeys(input)) {
    throw new Error(
      `compiledCalls: ${name}: strict objects are not supported (ajv would strip, zod refuses)`,
    );
  }
  if (schema._zod.def.type === "optional") {
    throw new Error(`compiledCalls: ${name}: an optional answer is not supported (JSON Schema drops it)`);
  }
  if (coerces(schema)) {
    throw new Error(`compiledCalls: ${name}: zod coerces a value (JSON Schema has no such step)`);
  }
  const output = toJSONSchema(schema, { io: "output" });
  // What the data looks like before and after zod parses it differ (a default fills a field, a
  // pipe changes it): ajv would check the one and return the other unchanged.
  if (JSON.stringify(withoutClosed(input)) !== JSON.stringify(withoutClosed(output))) {
    throw new Error(`compiledCalls: ${name}: zod changes the data it parses (a default or a pipe)`);
  }
  const { $schema: _dialect, ...json } = toJSONSchema(schema, { io: "output", target: "draft-7" });
  return json;
}

/** True when `schema` or a schema inside it coerces (`z.coerce.*`): same JSON Schema, other data. */
function coerces(schema: Schema, seen = new Set<Schema>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  if (def.coerce === true) return true;
  const inner = (v: unknown): boolean =>
    isSchema(v)
      ? coerces(v, seen)
      : Array.isArray(v)
        ? v.some(inner)
        : typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype
          ? Object.values(v).some(inner)
          : false;
  return Object.values(def).some(inner);
}

/** `node` without its `additionalProperties: false` marks (what the output schema adds). */
function withoutClosed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutClosed);
  if (typeof node !== "object" || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (k !== "additionalProperties" || v !== false) out[k] = withoutClosed(v);
  }
  return out;
}

// The `safeParse` of a compiled check, as zod reports it (its messages, here always
// "Invalid input"; the transport adds the path): the first issue's path is the field's, as zod's.
const runtime = `
const pathOf = (e) => {
  const path = e.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~")).map((s) => /^(0|[1-9]\\d*)$/.test(s) ? Number(s) : s);
  if (e.keyword === "required") path.push(e.params.missingProperty);
  return path;
};
export const check = (validate) => ({
  safeParse(data) {
    if (validate(data)) return { success: true, data };
    return { success: false, error: { issues: validate.errors.map((e) => ({ path: pathOf(e), message: "Invalid input" })) } };
  },
});
export const call = (name, path, response, method = "POST") => ({ name, method, path, response });
`;

/** A fresh ajv for standalone code. */
const newAjv = () =>
  new Ajv({
    code: { source: true, esm: true, lines: false },
    removeAdditional: true,
    allErrors: false,
    messages: false,
    strict: true,
  });

/** The standalone code of `ajv`'s schemas under `refs`, self-contained, or null when it is not. */
function standalone(ajv: Ajv, refs: Record<string, string>): string | null {
  // Nothing reads an issue's schemaPath (the issue is its instancePath): dropped, it is a tenth
  // of the checks' code.
  const code = withoutUnusedSchemas(standaloneCode(ajv, refs).replace(/schemaPath:"[^"]*",/g, ""))
    // zod counts a string's length in UTF-16 units (`.length`), ajv's helper in code points.
    .replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, "((s) => s.length)");
  return /\brequire\(|^import\s/m.test(code) ? null : code;
}

/**
 * `code` without the `const schemaN = {…};` literals nothing reads (ajv emits one per schema;
 * the minifier keeps them).
 */
function withoutUnusedSchemas(code: string): string {
  let out = code;
  for (const [, id] of code.matchAll(/const (schema\d+) = /g)) {
    const start = out.indexOf(`const ${id} = `);
    const open = start + `const ${id} = `.length;
    const end = jsonEnd(out, open);
    const rest = out.slice(0, start) + out.slice(end + 1);
    if (!new RegExp(`\\b${id}\\b`).test(rest)) out = rest;
  }
  return out;
}

/** The index of the `;` after the JSON literal starting at `from` in `code`. */
function jsonEnd(code: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < code.length; i++) {
    const c = code[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return code.indexOf(";", i);
    }
  }
  throw new Error("compiledCalls: an unterminated schema literal");
}

/**
 * The JSON Schema of `schema` when a self-contained ajv check decides as zod does, else the
 * reason it cannot (see {@link jsonSchemaOf}; a check needing ajv's runtime helpers or an
 * unknown `format` cannot).
 */
export function compilable(name: string, schema: Schema): { json: Json } | { reason: string } {
  try {
    const json = jsonSchemaOf(name, schema);
    const ajv = newAjv();
    ajv.addSchema({ $id: "s", ...json });
    if (standalone(ajv, { v: "s" }) === null) return { reason: "needs ajv's runtime helpers" };
    return { json };
  } catch (e) {
    return { reason: (e as Error).message };
  }
}

/**
 * The source of an ES module exporting, under each name of `schemas`, `{ safeParse(data) }`:
 * `{ success: true, data }` (unknown keys of `z.object`s removed, in place) or `{ success: false,
 * error: { issues: [{ path, message }] } }`. Self-contained (no import). Throws when a schema
 * cannot be compiled faithfully (see {@link compilable}).
 */
export function compileChecks(schemas: Readonly<Record<string, Schema>>): string {
  const ajv = newAjv();
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const c = compilable(name, schema);
    if ("reason" in c) throw new Error(`compiledCalls: ${name}: ${c.reason}`);
    ajv.addSchema({ $id: name, ...c.json });
    refs[`v_${name}`] = name;
  }
  const exports = Object.keys(schemas).map((name) => `export const ${name} = check(v_${name});`);
  return `${standalone(ajv, refs)}\n${runtime}\n${exports.join("\n")}\n`;
}

/**
 * What the SDK's transport reads of a call besides its answer check (src/compiledCalls.test.ts
 * holds the transport to it): the rest of `CallDef` is for the docs, the sandbox and the CLI.
 */
export const SENT = ["name", "method", "path"] as const;

/** A call of an endpoints module as the build reads it. */
interface Def {
  readonly response: Schema;
  readonly [field: string]: unknown;
}

const isDef = (v: unknown): v is Def =>
  typeof v === "object" && v !== null && typeof (v as Def).path === "string" && isSchema((v as Def).response);

/** How the console checks each answer of a module: compiled (`check`), or loaded (`later`). */
export interface CompiledArea {
  /** The module's source. */
  readonly code: string;
  /** Calls whose answers are compiled, by name. */
  readonly compiled: readonly string[];
  /** Calls whose answers load with the real module on first use, by name, with the reason. */
  readonly loaded: Readonly<Record<string, string>>;
}

/**
 * The console's module for an area's endpoints module `exports` (its exports as loaded, each an
 * area's calls keyed by call); `real` is the specifier that loads the real module. Each export
 * keeps its name and keys; each call keeps what sending it needs and gets a compiled answer
 * check, or one loading the real module on first use when JSON Schema cannot say what zod checks.
 * One validator per distinct schema. `runtimeFrom`: the module the `check` and `call` helpers come
 * from (every area shares them), else they are inlined. Throws for an export that is not an
 * area's calls.
 */
export function compileArea(
  exports: Readonly<Record<string, unknown>>,
  real: string,
  runtimeFrom?: string,
): CompiledArea {
  const ajv = newAjv();
  const refs: Record<string, string> = {};
  const ids = new Map<Schema, string>();
  const compiled: string[] = [];
  const loaded: Record<string, string> = {};
  const out: string[] = [];
  for (const [name, area] of Object.entries(exports)) {
    const calls: string[] = [];
    for (const [key, def] of Object.entries(area as Record<string, unknown>)) {
      if (!isDef(def)) throw new Error(`compiledCalls: ${name}.${key} is not a catalogued call`);
      let check = ids.get(def.response);
      if (check === undefined) {
        const c = compilable(String(def.name), def.response);
        if ("json" in c) {
          check = `v${ids.size}`;
          ajv.addSchema({ $id: check, ...c.json });
          refs[check] = check;
        } else {
          check = "";
          loaded[String(def.name)] = c.reason;
        }
        ids.set(def.response, check);
      }
      if (check) compiled.push(String(def.name));
      else loaded[String(def.name)] ??= "as another call's answer";
      const response = check ? `check(${check})` : `later(${JSON.stringify(name)}, ${JSON.stringify(key)})`;
      const method = def.method === "POST" ? "" : `, ${JSON.stringify(def.method)}`;
      calls.push(
        `${JSON.stringify(key)}: call(${JSON.stringify(def.name)}, ${JSON.stringify(def.path)}, ${response}${method})`,
      );
    }
    out.push(`export const ${name} = {\n${calls.join(",\n")}\n};`);
  }
  const code = Object.keys(refs).length ? standalone(ajv, refs) : "";
  if (code === null) throw new Error("compiledCalls: a combined check needs ajv's runtime helpers");
  const later = `const later = (area, key) => () => import(${JSON.stringify(real)}).then((m) => m[area][key].response);`;
  const helpers = runtimeFrom
    ? `import { call, check } from ${JSON.stringify(runtimeFrom)};`
    : runtime.replace(/^export /gm, "");
  // The module exports what the real one does, nothing more: the validators stay inside.
  const checks = code.replace(/^"use strict";/, "").replace(/export const (v\d+) = /g, "const $1 = ");
  return { code: `${helpers}\n${checks}\n${later}\n${out.join("\n")}\n`, compiled, loaded };
}

/** The prefix of the generated modules' ids (`\0`: no other plugin reads them as files). */
const PREFIX = "\0fixcloud:calls:";
/** The helpers every compiled area imports. */
const RUNTIME = "\0fixcloud:calls-runtime";

/**
 * The Vite plugin (build only; the dev server keeps zod): every `catalogue/<area>/endpoints.ts`
 * of the SDK (`sdkSource` is packages/sdk/src), imported from anywhere in the console, becomes
 * its compiled module ({@link compileArea}); the compiled module's own import of the real one
 * (answers loaded on first use) is left alone.
 */
export function compiledCalls(sdkSource: string): Plugin {
  const catalogue = resolve(sdkSource, "catalogue");
  const areaOf = (file: string) => {
    const m = /^(.*)[\\/]([a-z]+)[\\/]endpoints\.ts$/.exec(file);
    return m && resolve(m[1] as string) === catalogue ? (m[2] as string) : null;
  };
  return {
    name: "fixcloud:compiled-calls",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source === RUNTIME) return RUNTIME;
      if (!importer || importer.startsWith(PREFIX) || !/endpoints(\.[jt]s)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const area = resolved && areaOf(resolved.id);
      return area ? `${PREFIX}${area}` : null;
    },
    async load(id) {
      if (id === RUNTIME) return runtime;
      if (!id.startsWith(PREFIX)) return null;
      const file = resolve(catalogue, id.slice(PREFIX.length), "endpoints.ts");
      const { module } = await runnerImport<Record<string, unknown>>(file, { configFile: false });
      return compileArea(module, file, RUNTIME).code;
    },
  };
}
