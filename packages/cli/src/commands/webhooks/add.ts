// `fixcloud webhooks add`: register an endpoint. The URL, description and event types
// are checked with the SDK's webhook rules before any call (exit 2) and sent trimmed. The
// signing secret is printed once, here (and in --json): the server never shows it again.
import { rules } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { checkRule } from "../../flags/check-rule.js";
import { parseEvents } from "./shared.js";

export const command: VerbCommand = {
  name: "add",
  description: h(
    "Register a webhook endpoint; prints its signing secret once.",
    "注册 Webhook 端点；签名密钥仅在此显示一次。",
  ),
  options: () => [
    new Option(
      "--url <url>",
      h("The http:// or https:// address to POST events to.", "接收事件的 http:// 或 https:// 地址。"),
    ),
    new Option(
      "--events <types>",
      h(
        "Comma-separated event types, e.g. batch.finished,account.disabled (default: all).",
        "以逗号分隔的事件类型，如 batch.finished,account.disabled（默认：全部）。",
      ),
    ),
    new Option("--description <text>", h("A note, at most 50 characters.", "备注，最多 50 个字符。")),
  ],
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
  const url = o.url === undefined ? "" : String(o.url).trim();
  const description = o.description === undefined ? "" : String(o.description).trim();
  checkRule(ctx, "--url", rules.webhooks.url(url));
  checkRule(ctx, "--description", rules.webhooks.description(description));
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
