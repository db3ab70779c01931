// The pure half of `fixcloud api` (on the model of `gh api`): finding a catalogued
// call by name, alias or path, close matches for a mistyped one, and the request body built
// from `-f`/`-F key=value` fields (gh's key syntax: `ids[]=1` appends, `search[name]=x` nests).
// No calls and no file reads here; ./call.ts does those.
import type { EndpointDef } from "@fixcloud/sdk";
import type { ListDescriptor } from "@fixcloud/sdk/lists";

/** One `-f`/`-F` field as typed: the key path and the value text. */
export interface RawField {
  /** `-f` or `-F`, for messages. */
  flag: string;
  /** Key path: `["ids", ""]` for `ids[]`, `["search", "name"]` for `search[name]`. */
  path: string[];
  /** The text after `=` (a file's text already read in for `-F key=@file`). */
  value: string;
}

const KEY = /^([A-Za-z_][\w.-]*)((?:\[[\w.-]*\])*)$/;

/**
 * Split `key=value` into its key path and value (gh's syntax). Returns undefined for a key
 * that is not a field name (the caller reports it).
 */
export function splitField(text: string): { path: string[]; value: string } | "noEquals" | "badKey" {
  const eq = text.indexOf("=");
  if (eq <= 0) return "noEquals";
  const key = text.slice(0, eq);
  const m = KEY.exec(key);
  if (!m) return "badKey";
  const rest = [...(m[2] ?? "").matchAll(/\[([\w.-]*)\]/g)].map((x) => x[1] ?? "");
  return { path: [m[1]!, ...rest], value: text.slice(eq + 1) };
}

/**
 * gh's typed value: `true`, `false`, `null` and JSON numbers become those; everything else
 * stays text. Large integers that would lose digits stay text too.
 */
export function typedValue(text: string): unknown {
  if (text === "true") return true;
  if (text === "false") return false;
  if (text === "null") return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text)) {
    const n = Number(text);
    if (Number.isFinite(n) && (!Number.isInteger(n) || Number.isSafeInteger(n))) return n;
  }
  return text;
}

/** The clash of a key given both as a value and as nested fields. */
export class FieldClash extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

/**
 * Put every field into `body` (a copy), values converted by `convert`: `a[]` appends to an
 * array, `a[b]` sets inside an object.
 * @throws FieldClash when one key is both a plain value and a container.
 */
export function buildBody(
  fields: readonly RawField[],
  convert: (text: string) => unknown,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = structuredClone(base);
  for (const f of fields) {
    let node: Record<string, unknown> | unknown[] = body;
    for (let i = 0; i < f.path.length; i++) {
      const key = f.path[i]!;
      const last = i === f.path.length - 1;
      const nextKey = f.path[i + 1];
      const value = last ? convert(f.value) : undefined;
      if (Array.isArray(node)) {
        if (last) node.push(value);
        else {
          const child = nextKey === "" ? [] : {};
          node.push(child);
          node = child;
        }
        continue;
      }
      if (last) {
        if (typeof node[key] === "object" && node[key] !== null) throw new FieldClash(f.path[0]!);
        node[key] = value;
        continue;
      }
      const want = nextKey === "" ? "array" : "object";
      const have = node[key];
      if (have === undefined) node[key] = want === "array" ? [] : {};
      else if (typeof have !== "object" || have === null || Array.isArray(have) !== (want === "array"))
        throw new FieldClash(f.path[0]!);
      node = node[key] as Record<string, unknown> | unknown[];
    }
  }
  return body;
}

/** A schema's `safeParse`, the only part of zod looked at here. */
interface Checkable {
  safeParse(value: unknown): { success: boolean };
}

/**
 * The body of a call from its fields: typed values (gh's rules), except where the call's own
 * request schema takes a field as text and not as the typed value (`-f accountRemark=123`
 * stays "123"; `-f ids[]=7` stays `["7"]` for a list of text ids).
 */
export function fieldsBody(
  def: Pick<EndpointDef, "request">,
  fields: readonly RawField[],
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const typed = buildBody(fields, typedValue, base);
  const text = buildBody(fields, (s) => s, base);
  const shape = (def.request as unknown as { shape?: Record<string, Checkable> }).shape;
  if (!shape) return typed;
  const given = new Set(fields.map((f) => f.path[0]!));
  for (const key of given) {
    const schema = shape[key];
    if (schema && !schema.safeParse(typed[key]).success && schema.safeParse(text[key]).success)
      typed[key] = text[key];
  }
  return typed;
}

/** What `fixcloud api` can name: every catalogued call, plus `<list>.list` for each list. */
export interface CallIndex {
  byName: ReadonlyMap<string, EndpointDef>;
  byPath: ReadonlyMap<string, EndpointDef>;
}

/** Index the catalogue: names, `<list>.list` aliases (the list descriptors' calls) and paths. */
export function indexCalls(
  endpointList: readonly EndpointDef[],
  lists: readonly ListDescriptor[],
): CallIndex {
  const byName = new Map<string, EndpointDef>();
  const byPath = new Map<string, EndpointDef>();
  for (const def of endpointList) {
    byName.set(def.name.toLowerCase(), def);
    byPath.set(def.path.toLowerCase(), def);
  }
  for (const d of lists) {
    const def = byName.get(d.call.toLowerCase());
    if (def) byName.set(`${d.name}.list`.toLowerCase(), def);
  }
  return { byName, byPath };
}

/**
 * The call `what` names: a catalogue name (`accounts.selectAccServList`), an alias
 * (`accounts.list`) or a path with or without the `/api` prefix
 * (`/console/accountList/selectAccServList`). Case-insensitive; undefined when none.
 */
export function findCall(index: CallIndex, what: string): EndpointDef | undefined {
  const w = what.trim().toLowerCase();
  if (!w.includes("/")) return index.byName.get(w);
  const path = (w.startsWith("/") ? w : `/${w}`).replace(/\/+$/, "").split("?")[0]!;
  return index.byPath.get(path) ?? index.byPath.get(`/api${path}`);
}

/** Edit distance (insertions, deletions, substitutions) between two short strings. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Up to `max` names close to `what`: a name that contains it (or its last segment), then those
 * within a few edits, nearest first.
 */
export function closeMatches(index: CallIndex, what: string, max = 5): string[] {
  const w = what.trim().toLowerCase();
  const tail = w.split(/[./]/).filter(Boolean).pop() ?? w;
  const names = [...new Set([...index.byName.values()].map((d) => d.name))];
  const scored = names
    .map((name) => {
      const n = name.toLowerCase();
      const call = n.slice(n.indexOf(".") + 1);
      const d = Math.min(distance(w, n), distance(tail, call));
      const contains = tail.length >= 3 && (n.includes(tail) || n.includes(w));
      return { name, score: contains ? -1 : d };
    })
    .filter((s) => s.score < 0 || s.score <= Math.max(2, Math.floor(tail.length / 3)))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return scored.slice(0, max).map((s) => s.name);
}

/**
 * A call `fixcloud api` refuses: sign-in, registration and account recovery (calls that need
 * no session and change state). They take plain passwords the SDK must encrypt and answer
 * tokens that are never printed; `fixcloud login` does them.
 */
export function isSignInCall(def: Pick<EndpointDef, "auth" | "idempotent">): boolean {
  return !def.auth && !def.idempotent;
}
