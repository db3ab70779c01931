// `fixcloud webhooks list`: the customer's webhook endpoints, oldest first: id, URL,
// description, event types (their SDK labels; "all" when none is chosen), enabled, created time
// in the time-zone setting, the secret's hint (never the secret).
import { WebhookEndpoint } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { type Column, idColumn, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List webhook endpoints.", "列出 Webhook 端点。"),
  examples: ["fixcloud webhooks list", "fixcloud webhooks list --json id,url,enabled"],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the endpoint's fields. */
export const jsonFields = (): readonly string[] => Object.keys(WebhookEndpoint.shape);

export type WebhookListOptions = Record<string, never>;

export function parseOptions(): WebhookListOptions {
  return {};
}

export async function run(ctx: Context, _opts: WebhookListOptions): Promise<void> {
  const client = await ctx.client();
  const rows = await client.webhooks.list();
  const label = (key: string) => sdkMessage(ctx, key);
  const columns: Column<WebhookEndpoint>[] = [
    idColumn<WebhookEndpoint>(ctx),
    { header: label("field.url"), value: (e) => e.url, kind: "text" },
    { header: label("field.description"), value: (e) => e.description, kind: "text" },
    {
      header: label("field.eventTypes"),
      value: (e) =>
        e.eventTypes.length === 0
          ? ctx.t("webhooks.allEvents")
          : e.eventTypes.map((t) => label(`webhookEventType.${t}`)).join(", "),
      kind: "text",
    },
    {
      header: label("field.enabled"),
      value: (e) => ctx.t(e.enabled ? "webhooks.yes" : "webhooks.no"),
      kind: "text",
    },
    { header: label("field.createTime"), value: (e) => e.createTime, kind: "time" },
    { header: label("field.secretHint"), value: (e) => e.secretHint, kind: "text" },
  ];
  await printRows(ctx, rows, columns);
}
