// Machine-readable output of every data verb (on the model
// of gh's `--json`/`--jq`; docs/cli-output.md). The verb runs as with `--output json` into a
// buffer; its JSON is then cut to the asked fields (passwords only when asked for by name) and
// filtered by jq (./jq.ts: the jq on PATH, else the built-in jq-wasm).
import { Option } from "commander";
import type { Context, TextOut } from "../context.js";
import { UsageError } from "../errors.js";
import { h } from "../lang.js";
import { writeJq } from "./jq.js";
import { toJson } from "./json.js";

/** What `--json`/`--jq` asked for. */
export interface MachineSpec {
  /** `--json` without fields: list the fields and stop. */
  listFields: boolean;
  /** `--json a,b`: only these top-level fields of each record, in this order. */
  fields?: readonly string[];
  /** `--jq EXPR`: the jq program applied to the JSON. */
  jq?: string;
}

/** Fields that hold a secret: left out of `--json`/`--jq` output unless named in `--json`. */
const SECRET = /password/i;

/** `--json [fields]` and `--jq <expression>`, added to every verb that prints data. */
export function machineOptions(): Option[] {
  return [
    new Option(
      "--json [fields]",
      h(
        "JSON with only these comma-separated fields; alone, list the fields.",
        "只输出这些字段的 JSON（逗号分隔）；不带字段时列出可用字段。",
      ),
    ),
    new Option(
      "--jq <expression>",
      h(
        "Filter the JSON with a jq expression (strings print raw).",
        "用 jq 表达式过滤 JSON（字符串原样输出）。",
      ),
    ),
  ];
}

/**
 * The machine-output request of a verb's flags, or undefined when neither flag was given.
 * @throws UsageError when `--json` names no field (`--json ,`) or `--jq` is empty.
 */
export function parseMachine(o: Record<string, unknown>, ctx: Pick<Context, "t">): MachineSpec | undefined {
  if (o.json === undefined && o.jq === undefined) return undefined;
  const jq = o.jq === undefined ? undefined : String(o.jq);
  if (jq !== undefined && jq.trim() === "") throw new UsageError(ctx.t("usage.required", { flag: "--jq" }));
  if (o.json === undefined || o.json === false) return { listFields: false, ...(jq ? { jq } : {}) };
  if (o.json === true) return { listFields: jq === undefined, ...(jq ? { jq } : {}) };
  const fields = [
    ...new Set(
      String(o.json)
        .split(",")
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
  if (fields.length === 0) throw new UsageError(ctx.t("json.empty", { example: "id" }));
  return { listFields: false, fields, ...(jq ? { jq } : {}) };
}

/**
 * What `--json` alone prints (exit 0): a heading on stderr and the fields on stdout, one a
 * line, so a script can read them (`fixcloud accounts list --json | grep Time`).
 */
export function printFieldList(ctx: Pick<Context, "t" | "io">, fields: readonly string[]): void {
  ctx.io.stderr.write(`${ctx.t("json.fields", { example: fields.slice(0, 2).join(",") })}\n`);
  ctx.io.stdout.write(`${fields.join("\n")}\n`);
}

/**
 * Check the asked fields against the verb's own list.
 * @throws UsageError naming the unknown fields and listing the available ones.
 */
export function checkFields(
  ctx: Pick<Context, "t">,
  asked: readonly string[],
  available: readonly string[],
): void {
  const known = new Set(available);
  const unknown = asked.filter((f) => !known.has(f));
  if (unknown.length > 0)
    throw new UsageError(
      ctx.t("json.unknown", { fields: unknown.join(", "), available: available.join(", ") }),
    );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** One record with only `fields` (absent ones as null, as gh does), or without secrets when no list is given. */
function pick(
  record: Record<string, unknown>,
  fields: readonly string[] | undefined,
): Record<string, unknown> {
  if (!fields) return Object.fromEntries(Object.entries(record).filter(([k]) => !SECRET.test(k)));
  return Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));
}

/**
 * The JSON a machine reader gets: each record of an array (or the single record) cut to
 * `fields`; without `fields`, every field but the secrets. Values are never rewritten.
 */
export function shapeJson(value: unknown, fields: readonly string[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => (isRecord(v) ? pick(v, fields) : v));
  return isRecord(value) ? pick(value, fields) : value;
}

/** Keys of the records of `value`, in first-seen order (for verbs that declare no field list). */
export function keysOf(value: unknown): string[] {
  const rows = Array.isArray(value) ? value : [value];
  const seen = new Set<string>();
  for (const r of rows) if (isRecord(r)) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

/** A text sink that keeps what is written (the verb's JSON, before it is cut and filtered). */
export class Capture implements TextOut {
  private readonly parts: string[] = [];
  readonly isTTY = false;
  write(chunk: string): boolean {
    this.parts.push(chunk);
    return true;
  }
  get text(): string {
    return this.parts.join("");
  }
}

/**
 * A text sink for a verb that prints JSON lines (NDJSON): each complete line goes to `emit` at
 * once, in order, so a reader sees each record when it happens. `done` waits for the emitted
 * lines and rethrows the first failure.
 */
export class LineCapture implements TextOut {
  private pending = "";
  private chain: Promise<void> = Promise.resolve();
  readonly isTTY = false;
  constructor(private readonly emit: (line: string) => Promise<void>) {}
  write(chunk: string): boolean {
    this.pending += chunk;
    let nl = this.pending.indexOf("\n");
    while (nl >= 0) {
      const line = this.pending.slice(0, nl);
      this.pending = this.pending.slice(nl + 1);
      if (line.trim() !== "") this.chain = this.chain.then(() => this.emit(line));
      nl = this.pending.indexOf("\n");
    }
    return true;
  }
  /** Emit what is left (a last line without its newline) and wait for every line. */
  done(): Promise<void> {
    if (this.pending.trim() !== "") {
      const line = this.pending;
      this.chain = this.chain.then(() => this.emit(line));
    }
    this.pending = "";
    return this.chain;
  }
}

/**
 * One JSON line a streaming verb printed, written as `spec` asks: cut to the fields, filtered by
 * jq, or compact on one line (NDJSON stays one record a line).
 * @throws UsageError when the line is not JSON, a field is unknown, or jq fails.
 */
export async function emitMachineLine(
  ctx: Context,
  line: string,
  spec: MachineSpec,
  available: readonly string[] | undefined,
): Promise<void> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new UsageError(ctx.t("json.notJson"));
  }
  if (spec.fields) checkFields(ctx, spec.fields, available ?? keysOf(value));
  const shaped = shapeJson(value, spec.fields);
  if (spec.jq) await writeJq(ctx, shaped, spec.jq, ctx.io.stdout);
  else ctx.io.stdout.write(`${JSON.stringify(shaped)}\n`);
}

/**
 * The context a verb runs with under `--json`/`--jq`: JSON output into `capture`. Everything
 * else (profile, client, translator, stderr) is the real context's (prototype chain, so its
 * getters and methods still see the live profile).
 */
export function machineContext(ctx: Context, capture: TextOut): Context {
  return Object.create(ctx, {
    output: { value: "json", enumerable: true },
    outputExplicit: { value: true, enumerable: true },
    color: { value: false, enumerable: true },
    io: { value: { ...ctx.io, stdout: capture }, enumerable: true },
  }) as Context;
}

/**
 * Write what the verb printed (JSON text) as `spec` asks to the real stdout. Nothing printed
 * (a verb that had nothing to say) prints nothing. `available`: the verb's declared fields.
 * @throws UsageError when the output is not JSON, a field is unknown, or jq fails.
 */
export async function emitMachine(
  ctx: Context,
  printed: string,
  spec: MachineSpec,
  available: readonly string[] | undefined,
): Promise<void> {
  if (printed.trim() === "") return;
  let value: unknown;
  try {
    value = JSON.parse(printed);
  } catch {
    throw new UsageError(ctx.t("json.notJson"));
  }
  if (spec.listFields) {
    // A verb without a declared field list: the keys of what it printed.
    printFieldList(ctx, keysOf(value));
    return;
  }
  if (spec.fields) checkFields(ctx, spec.fields, available ?? keysOf(value));
  const shaped = shapeJson(value, spec.fields);
  if (spec.jq) await writeJq(ctx, shaped, spec.jq, ctx.io.stdout);
  else ctx.io.stdout.write(toJson(shaped));
}
