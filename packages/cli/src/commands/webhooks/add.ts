// `fixcloud webhooks add`: register an endpoint. The flags are the SDK's endpoint form
// (`--url`, `--description`, `--events`), checked with its rules before any call (exit 2) and
// sent trimmed. The signing secret is printed once, here (and in --json): the server never
// shows it again.
import { webhookEndpointForm } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { type FormFlagOptions, formOptions, parseFormFlags } from "../../flags/form-flags.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { parseEvents } from "./shared.js";

/** The endpoint form's flags: `--events` (a comma list, repeatable) keeps its name. */
const FLAGS: FormFlagOptions = {
  mode: "add",
  names: { eventTypes: "events" },
  hints: {
    url: h("the http:// or https:// address to POST events to.", "接收事件的 http:// 或 https:// 地址。"),
    eventTypes: h(
      "comma-separated, e.g. batch.finished,account.disabled (default: all).",
      "以逗号分隔，如 batch.finished,account.disabled（默认：全部）。",
    ),
  },
};

export const command: VerbCommand = {
  name: "add",
  description: h(
    "Register a webhook endpoint; prints its signing secret once.",
    "注册 Webhook 端点；签名密钥仅在此显示一次。",
  ),
  options: () => formOptions(webhookEndpointForm, FLAGS),
  examples: [
    "fixcloud webhooks add --url https://example.com/hooks/fixcloud",
    "fixcloud webhooks add --url http://127.0.0.1:3000/hook --events batch.finished --description CI --json id,secret",
  ],
  json: true,
  load: () => import("./add.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => [
  "id",
  "url",
  "description",
  "eventTypes",
  "enabled",
  "secret",
];

export interface WebhookAddOptions {
  url: string;
  description: string;
  eventTypes: string[];
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): WebhookAddOptions {
  // The text fields first, then the event types, each a usage error naming its flag.
  const { url = "", description = "" } = parseFormFlags(webhookEndpointForm, o, ctx, {
    ...FLAGS,
    skip: ["eventTypes"],
  });
  return { url, description, eventTypes: parseEvents(o.events, ctx) };
}

export async function run(ctx: Context, opts: WebhookAddOptions): Promise<void> {
  const client = await ctx.client();
  const { endpoint, secret } = await client.webhooks.create(opts);
  if (ctx.output === "json") {
    const { id, url, description, eventTypes, enabled } = endpoint;
    ctx.io.stdout.write(toJson({ id, url, description, eventTypes, enabled, secret }));
    return;
  }
  ctx.io.stdout.write(`${ctx.t("webhooks.added", { url: safeCell(endpoint.url), id: endpoint.id })}\n`);
  ctx.io.stdout.write(`${ctx.t("webhooks.secret", { secret })}\n`);
  ctx.io.stderr.write(`${ctx.t("webhooks.secretOnce")}\n`);
}
