// `fixcloud tickets create`: file a ticket of one of the four kinds (part2 §3) from flags or a
// JSON/YAML file (`--file`; flags win over the file's fields), with attachments by path
// (`--attach`, each uploaded first, images with a thumbnail). The field flags and their help are
// the SDK's four ticket form descriptors together; every field is checked with its kind's
// descriptor and every attachment with the attachment rules of part2 §5 (in the run's language:
// mobile required outside en, email in en) before any call, so a bad ticket is a usage error
// that sends nothing.
import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { enums, rules, type TicketCreateParams } from "@fixcloud/sdk";
import { formErrors, messages, ticketForms } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { formOptions, readFormFlags, unionForm } from "../../flags/form-flags.js";
import { kebab } from "../../flags/list-filters.js";
import { UsageError } from "../../errors.js";
import { h, helpLanguage } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { sdkMessage, showLabel } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

/**
 * Every kind's fields, once: the kind is known only at run time. The APIs of an open API ticket
 * are `--api` (one `uriName` each), since the payload holds them as `{ uriName }`.
 */
const anyTicket = () => unionForm("ticket", Object.values(ticketForms));
const FLAGS = { mode: "add", skip: ["apis"] } as const;

/** The field flags; one not every kind has says first which kinds (by their SDK labels) it is for. */
function fieldOptions(): Option[] {
  const zh = helpLanguage === "zh-CN";
  return formOptions(anyTicket(), FLAGS).map((option) => {
    const key = option.attributeName();
    const kinds = Object.entries(ticketForms).filter(([, d]) => d.fields.some((f) => f.key === key));
    if (kinds.length < Object.keys(ticketForms).length) {
      const names = kinds.map(([k]) => messages[helpLanguage][`ticketType.${k}`] ?? k);
      option.description = `${names.join(zh ? "、" : ", ")}${zh ? "：" : ": "}${option.description}`;
    }
    return option;
  });
}

/** `--type` names of the kinds (part2 §3), besides their numbers. */
const KINDS: Readonly<Record<string, 1 | 2 | 3 | 5>> = { bug: 1, change: 2, "open-api": 3, sdk: 5 };

const repeatable = (v: string, prev: string[] | undefined) => [...(prev ?? []), v];

export const command: VerbCommand = {
  name: "create",
  description: h(
    "File a ticket (bug, change, open API or SDK) with attachments.",
    "提交工单（故障、变更、OpenAPI 或 SDK），可附带附件。",
  ),
  options: () => [
    new Option(
      "--type <kind>",
      h(
        "Kind: bug (1), change (2), open-api (3) or sdk (5).",
        "类型：bug (1)、change (2)、open-api (3) 或 sdk (5)。",
      ),
    ),
    new Option(
      "--file <path>",
      h(
        "Read the ticket's fields from a JSON or YAML file (spec field names); flags win.",
        "从 JSON 或 YAML 文件读取工单字段（字段名同接口）；命令行参数优先。",
      ),
    ),
    ...fieldOptions(),
    new Option(
      "--api <uriName>",
      `${messages[helpLanguage]["ticketType.3"]}${h(": an API asked for (repeatable).", "：申请的 API（可重复）。")}`,
    ).argParser(repeatable),
    new Option(
      "--attach <path>",
      h(
        "Attach a file: tar, zip, rar, 7z, jpeg, png, jpg; at most 10 (repeatable).",
        "附件：tar、zip、rar、7z、jpeg、png、jpg，最多 10 个（可重复）。",
      ),
    ).argParser(repeatable),
  ],
  examples: [
    'fixcloud tickets create --type bug --title "RTK fix lost" --trouble-time "2026-05-30 08:00:00" --use-area Hangzhou --acc-serv-no acc0001 --trouble-describe "float only" --equipment-model UB482 --contacts "Zhang San" --mobile 13800138000 --attach screen.png',
    "fixcloud tickets create --file ticket.yaml --attach logs.zip --output json",
  ],
  json: true,
  load: () => import("./create.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["ticketNo", "status"];

export interface TicketCreateOptions {
  file: string | undefined;
  flags: Record<string, unknown>;
  attach: string[];
}

const text = (v: unknown): string | undefined => (v === undefined ? undefined : String(v).trim());

export function parseOptions(
  _args: string[],
  o: Record<string, unknown>,
  _ctx: Context,
): TicketCreateOptions {
  // Only the flags given: a field of the file stays unless a flag says otherwise.
  const flags: Record<string, unknown> = readFormFlags(anyTicket(), o, { ...FLAGS, mode: "edit" });
  if (o.type !== undefined) flags.ticketType = o.type;
  if (o.api !== undefined) flags.apis = (o.api as string[]).map((uriName) => ({ uriName: uriName.trim() }));
  return { file: text(o.file), flags, attach: (o.attach as string[] | undefined) ?? [] };
}

/** The fields of `--file`: a JSON or YAML mapping (by extension; YAML also reads JSON). */
async function readTicketFile(ctx: Context, path: string): Promise<Record<string, unknown>> {
  let source: string;
  try {
    source = await readFile(path, "utf8");
  } catch (e) {
    throw new UsageError(ctx.t("tickets.fileUnreadable", { path, reason: (e as Error).message }));
  }
  let value: unknown;
  try {
    value = /\.json$/i.test(path) ? JSON.parse(source) : (await import("yaml")).parse(source);
  } catch (e) {
    throw new UsageError(
      ctx.t("tickets.fileInvalid", { path, reason: (e as Error).message.split("\n")[0]! }),
    );
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new UsageError(ctx.t("tickets.fileInvalid", { path, reason: "not a mapping of fields" }));
  return value as Record<string, unknown>;
}

/** The ticket kind of `--type` or the file's `ticketType`: a name or 1, 2, 3, 5. */
function kindOf(ctx: Context, raw: unknown): 1 | 2 | 3 | 5 {
  const s = String(raw ?? "")
    .trim()
    .toLowerCase();
  const kind = KINDS[s] ?? ([1, 2, 3, 5].includes(Number(s)) ? (Number(s) as 1 | 2 | 3 | 5) : undefined);
  if (!s) throw new UsageError(ctx.t("usage.required", { flag: "--type" }));
  if (kind === undefined)
    throw new UsageError(
      ctx.t("usage.choice", { flag: "--type", choices: "bug, change, open-api, sdk", value: s }),
    );
  return kind;
}

/** Every failing field as `--flag: message`, one a line; the SDK's L000238 first. */
function errorLines(ctx: Context, errors: Record<string, string | undefined>): string {
  const lines = Object.entries(errors).map(
    ([field, code]) => `  --${kebab(field)}: ${sdkMessage(ctx, code!)}`,
  );
  return [sdkMessage(ctx, "L000238"), ...lines].join("\n");
}

export async function run(ctx: Context, opts: TicketCreateOptions): Promise<void> {
  const fromFile = opts.file ? await readTicketFile(ctx, opts.file) : {};
  const merged = { ...fromFile, ...opts.flags };
  const ticketType = kindOf(ctx, merged.ticketType);
  const ticket = { ...merged, ticketType } as TicketCreateParams;
  const errors: Record<string, string | undefined> = {
    ...formErrors(ticketForms[ticketType], ticket, { mode: "add", language: ctx.language }),
  };
  const files = await Promise.all(
    opts.attach.map(async (path) => {
      try {
        return { name: basename(path), size: (await stat(path)).size };
      } catch (e) {
        throw new UsageError(ctx.t("tickets.fileUnreadable", { path, reason: (e as Error).message }));
      }
    }),
  );
  const attachError = rules.attachments.files(files);
  if (attachError) errors.attach = attachError;
  if (Object.keys(errors).length > 0) throw new UsageError(errorLines(ctx, errors));

  const client = await ctx.client();
  const created = await client.tickets.create(
    { ...ticket, attachments: opts.attach },
    {
      onUpload: (done, total, f) =>
        ctx.io.stderr.write(`${ctx.t("tickets.uploaded", { done, total, name: f.name })}\n`),
    },
  );
  if (ctx.output === "json") ctx.io.stdout.write(toJson(created));
  else
    ctx.io.stdout.write(
      `${ctx.t("tickets.created", {
        ticketNo: created.ticketNo,
        type: showLabel({ ...ctx, color: false }, enums.ticketType, ticketType),
      })}\n`,
    );
}
