// `fixcloud api <call|path>`: a signed-in call of any catalogued endpoint (on the model
// of `gh api`; docs/cli-output.md). The call goes through the SDK's Transport with the
// profile's token and roleCode, so headers, the envelope, error classes and exit codes are the
// resources' own. The body is checked against the call's request schema before anything is
// sent; JSON answers print as the server sent them (no response schema applied), `--paginate`
// walks a paged list into one array, downloads go to `--out`, uploads take `-F file=@path`.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { type EndpointDef, encryptField, endpointList, listAll, pageParams } from "@fixcloud/sdk";
import { type ListDescriptor, lists } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { checkOverwrite, writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import { writeJq } from "../../output/jq.js";
import { printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import {
  closeMatches,
  FieldClash,
  fieldsBody,
  findCall,
  indexCalls,
  isSignInCall,
  type RawField,
  splitField,
} from "./shared.js";

const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

export const command: VerbCommand = {
  name: "api",
  args: [
    [
      "[call]",
      h(
        "Catalogue name (accounts.selectAccServList), list alias (accounts.list) or path.",
        "目录中的调用名（accounts.selectAccServList）、列表别名（accounts.list）或路径。",
      ),
    ],
  ],
  description: h("Make a signed-in call of any API endpoint.", "以当前登录身份调用任意接口。"),
  options: () => [
    new Option(
      "-f, --field <key=value>",
      h(
        "A body field; true/false/null and numbers are typed unless the call takes text. key[]=v appends, key[name]=v nests. Repeatable.",
        "请求体字段；true/false/null 与数字按类型发送（接口要求文本时除外）。key[]=v 追加，key[name]=v 嵌套。可重复。",
      ),
    ).argParser(collect),
    new Option(
      "-F, --form-field <key=value|key=@file>",
      h(
        "Like -f; @file reads the value from a file (- for stdin). For upload calls, file=@path is the file sent.",
        "同 -f；@file 从文件读取值（- 为标准输入）。上传调用中 file=@路径 即为上传的文件。",
      ),
    ).argParser(collect),
    new Option(
      "--input <file>",
      h(
        "The JSON body from a file (- for stdin); fields add to it.",
        "从文件读取 JSON 请求体（- 为标准输入）；字段会合并进去。",
      ),
    ),
    new Option(
      "--paginate",
      h(
        "Walk every page of a list call into one JSON array.",
        "遍历列表调用的所有页，输出为一个 JSON 数组。",
      ),
    ),
    new Option("--out <file>", h("Where a call that answers a file saves it.", "返回文件的调用保存到此处。")),
    new Option("--force", h("Overwrite the --out file.", "覆盖 --out 指定的文件。")),
    new Option(
      "--encrypt <field>",
      h(
        "Encrypt this text field with the server's public key (RSA, as the console does). Repeatable.",
        "用服务器公钥加密此文本字段（RSA，与控制台相同）。可重复。",
      ),
    ).argParser(collect),
    new Option(
      "--jq <expression>",
      h("Filter the JSON answer with a jq expression.", "用 jq 表达式过滤 JSON 结果。"),
    ),
    new Option(
      "--list",
      h("List every call: name, method, path, kind.", "列出所有调用：名称、方法、路径、类型。"),
    ),
  ],
  examples: [
    "fixcloud api --list",
    "fixcloud api accounts.list -f selectType=1 -f pageNo=1 -f pageSize=5 --jq '.list[].accountName'",
    "fixcloud api /console/accountList/selectAccServList -f selectType=1 --paginate --jq 'length'",
    "fixcloud api accounts.selectAccServDetail -f id=285",
    "fixcloud api accounts.batchExportExcel -f selectType=1 -f ids[]=285 --out accounts.xlsx",
    "fixcloud api pools.uploadConcPoolDevice -F file=@devices.xlsx -f poolId=P0001",
  ],
  note: h(
    "\nThe token and role of the profile are sent as for any command. JSON answers print as the server\nsent them; exit codes are those of every command (1 API error, 2 usage, 4 session, 5 connection).\n",
    "\n与其他命令一样发送当前配置的令牌和角色。JSON 结果按服务器原样输出；退出码与其他命令相同\n（1 接口错误，2 用法错误，4 会话，5 连接）。\n",
  ),
  load: () => import("./call.js"),
};

export interface ApiOptions {
  /** `--list`: print the calls instead of making one (headers are the JSON field names). */
  list: boolean;
  def?: EndpointDef;
  /** `-f` and `-F` fields (file values already named, read at run). */
  fields: { flag: string; text: string }[];
  input?: string;
  paginate: boolean;
  out?: string;
  force: boolean;
  encrypt: string[];
  jq?: string;
}

/** Every call `api` can name. */
const index = () => indexCalls(endpointList, Object.values(lists) as readonly ListDescriptor[]);

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): ApiOptions {
  const t = ctx.t;
  const list = o.list === true;
  const what = args[0];
  const fields = [
    ...((o.field as string[] | undefined) ?? []).map((text) => ({ flag: "-f", text })),
    ...((o.formField as string[] | undefined) ?? []).map((text) => ({ flag: "-F", text })),
  ];
  const base = {
    list,
    fields,
    paginate: o.paginate === true,
    force: o.force === true,
    encrypt: (o.encrypt as string[] | undefined) ?? [],
    ...(o.input === undefined ? {} : { input: String(o.input) }),
    ...(o.out === undefined ? {} : { out: String(o.out) }),
    ...(o.jq === undefined ? {} : { jq: String(o.jq) }),
  };
  if (list) return base;
  if (!what) throw new UsageError(t("api.needCall"));
  const calls = index();
  const def = findCall(calls, what);
  if (!def) {
    const near = closeMatches(calls, what);
    throw new UsageError(
      `${t("api.unknown", { call: what })}${near.length ? ` ${t("api.didYouMean", { names: near.join(", ") })}` : ""}`,
    );
  }
  if (isSignInCall(def)) throw new UsageError(t("api.signIn", { call: def.name }));
  for (const f of fields) {
    const split = splitField(f.text);
    if (split === "noEquals") throw new UsageError(t("api.field", { flag: f.flag, value: f.text }));
    if (split === "badKey")
      throw new UsageError(t("api.fieldKey", { flag: f.flag, key: f.text.split("=")[0]! }));
  }
  if (base.paginate && !listOf(def)) throw new UsageError(t("api.notList", { call: def.name }));
  if (base.out !== undefined && def.kind !== "download")
    throw new UsageError(t("api.outNotDownload", { call: def.name }));
  if (base.out !== undefined) checkOverwrite(ctx, base.out, base.force);
  return { ...base, def };
}

/** The list descriptor whose call `def` is (for `--paginate`: its paging style). */
function listOf(def: EndpointDef): ListDescriptor | undefined {
  return (Object.values(lists) as readonly ListDescriptor[]).find((d) => d.call === def.name);
}

/** All of `stream` (the run's stdin), as bytes. */
async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Read a file named on the command line (`-` is the run's stdin), naming it when that fails. */
async function readNamed(ctx: Context, flag: string, file: string): Promise<Buffer> {
  try {
    return file === "-" ? await readStream(ctx.io.stdin) : readFileSync(file);
  } catch (e) {
    const problem = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
    throw new UsageError(ctx.t("api.file", { flag, file, problem }));
  }
}

/** The body from `--input` (a JSON object), or an empty one. */
async function inputBody(ctx: Context, file: string | undefined): Promise<Record<string, unknown>> {
  if (file === undefined) return {};
  const text = (await readNamed(ctx, "--input", file)).toString("utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new UsageError(ctx.t("api.input", { file, problem: e instanceof Error ? e.message : String(e) }));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new UsageError(ctx.t("api.input", { file, problem: ctx.t("api.inputObject") }));
  return value as Record<string, unknown>;
}

/** The fields as key paths and values, `-F key=@file` read in; the upload file taken apart. */
async function readFields(
  ctx: Context,
  def: EndpointDef,
  fields: ApiOptions["fields"],
): Promise<{ raw: RawField[]; file?: { name: string; data: Uint8Array } }> {
  const raw: RawField[] = [];
  let file: { name: string; data: Uint8Array } | undefined;
  for (const f of fields) {
    const split = splitField(f.text);
    if (typeof split === "string") continue; // checked in parseOptions
    const fromFile = f.flag === "-F" && split.value.startsWith("@") ? split.value.slice(1) : undefined;
    if (
      fromFile !== undefined &&
      def.kind === "upload" &&
      split.path.length === 1 &&
      split.path[0] === "file"
    ) {
      file = {
        name: basename(fromFile === "-" ? "stdin" : fromFile),
        data: await readNamed(ctx, f.flag, fromFile),
      };
      continue;
    }
    const value =
      fromFile === undefined ? split.value : (await readNamed(ctx, f.flag, fromFile)).toString("utf8");
    raw.push({ flag: f.flag, path: split.path, value });
  }
  return file ? { raw, file } : { raw };
}

/** Check the body against the call's request schema; a bad field is a usage error (nothing sent). */
function checkBody(ctx: Context, def: EndpointDef, body: unknown): void {
  const r = def.request.safeParse(body);
  if (r.success) return;
  const issue = r.error.issues[0];
  const message = issue?.message ?? "";
  throw new UsageError(
    ctx.t("api.invalid", {
      call: def.name,
      field: issue?.path.length ? issue.path.join(".") : "body",
      // The SDK's rules answer L-codes: shown as their text in the context language.
      problem: /^L\d+$/.test(message) ? `${sdkMessage(ctx, message)} (${message})` : message,
    }),
  );
}

/** `--list`: every call, as rows (JSON when piped, a table on a terminal). */
async function printCalls(ctx: Context): Promise<void> {
  const rows = endpointList.map((d) => ({ name: d.name, method: d.method, path: d.path, kind: d.kind }));
  const col = (key: keyof (typeof rows)[number], header: string) => ({
    header,
    value: (r: (typeof rows)[number]) => r[key],
    kind: "text" as const,
  });
  await printRows(ctx, rows, [
    col("name", "name"),
    col("method", "method"),
    col("path", "path"),
    col("kind", "kind"),
  ]);
}

export async function run(ctx: Context, opts: ApiOptions): Promise<void> {
  if (opts.list || !opts.def) {
    await printCalls(ctx);
    return;
  }
  const def = opts.def;
  const t = ctx.t;
  const { raw, file } = await readFields(ctx, def, opts.fields);
  const input = await inputBody(ctx, opts.input);
  let body: Record<string, unknown>;
  try {
    body = fieldsBody(def, raw, input);
  } catch (e) {
    if (e instanceof FieldClash) throw new UsageError(t("api.fieldClash", { flag: "-f", key: e.key }));
    throw e;
  }
  if (def.kind === "upload" && !file) throw new UsageError(t("api.uploadFile", { call: def.name }));
  const download = def.kind === "download";
  if (download && opts.out === undefined && ctx.io.stdout.isTTY === true)
    throw new UsageError(t("api.download", { call: def.name }));
  const paging = opts.paginate ? listOf(def)?.paging : undefined;
  const pageSize = paging ? (intFlag(t, "pageSize", body.pageSize, 1, 1000) ?? 100) : undefined;
  if (paging) checkBody(ctx, def, { ...body, ...pageParams(paging, 1, pageSize!) });
  else checkBody(ctx, def, body);

  // Every usage check before the first call (the client may ask the server for the role).
  for (const field of opts.encrypt)
    if (typeof body[field] !== "string") throw new UsageError(t("api.encrypt", { field }));
  const client = await ctx.client();
  for (const field of opts.encrypt)
    body[field] = await encryptField(await client.session.publicKey(), body[field] as string);
  const transport = client.transport;
  const out = ctx.io.stdout;

  if (download) {
    const answer = await transport.download(def, body);
    if (opts.out === undefined) {
      // Piped (a terminal was refused above): the bytes as they came, like `gh api` or curl.
      (out as unknown as { write(chunk: Uint8Array): unknown }).write(answer.data);
      return;
    }
    const path = opts.out;
    await writeFileAtomic(ctx, path, opts.force, (tmp) => writeFileSync(tmp, answer.data));
    ctx.io.stderr.write(`${t("api.saved", { file: path, bytes: answer.data.byteLength })}\n`);
    return;
  }

  let value: unknown;
  if (file) value = await transport.upload(def, file, body);
  else if (paging) {
    const rows: unknown[] = [];
    const pages = listAll(
      (page, size) =>
        transport.call(def, { ...body, ...pageParams(paging, page, size) } as never, {
          validate: false,
        }) as never,
      pageSize,
    );
    for await (const row of pages) rows.push(row);
    value = rows;
  } else value = await transport.call(def, body as never, { validate: false });
  if (opts.jq) await writeJq(ctx, value ?? null, opts.jq, out);
  else out.write(toJson(value ?? null));
}
