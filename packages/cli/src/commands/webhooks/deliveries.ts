// `fixcloud webhooks deliveries`: the delivery log, newest first, optionally of one
// endpoint, one state or one event type: id (the webhook-id), event type and state (SDK labels),
// attempts, the last attempt's HTTP status and error, the next attempt and the created time in
// the time-zone setting. --json keeps every field, attempts and payload included.
import { WebhookDelivery } from "@fixcloud/sdk";
import { webhookDeliveryStatus, webhookEventType } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { choiceFlag, intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { type Column, idColumn, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { parseEndpointId } from "./shared.js";

const STATUSES = webhookDeliveryStatus.values.map((v) => v.value);
const EVENTS = webhookEventType.values.map((v) => v.value);

export const command: VerbCommand = {
  name: "deliveries",
  description: h("List webhook deliveries, newest first.", "列出 Webhook 投递记录，最新的在前。"),
  options: () => [
    new Option(
      "--endpoint <id>",
      h("Only the deliveries of this endpoint (ep_…).", "仅此端点（ep_…）的投递。"),
    ),
    new Option(
      "--status <status>",
      h("Only this state: pending, succeeded or failed.", "仅此状态：pending、succeeded 或 failed。"),
    ),
    new Option(
      "--event <type>",
      h("Only this event type, e.g. batch.finished.", "仅此事件类型，如 batch.finished。"),
    ),
    new Option("--page <n>", h("Page number (default 1).", "页码（默认 1）。")),
    new Option("--page-size <n>", h("Rows per page, 1-100 (default 20).", "每页条数，1-100（默认 20）。")),
  ],
  examples: [
    "fixcloud webhooks deliveries",
    "fixcloud webhooks deliveries --endpoint ep_123 --status failed",
    "fixcloud webhooks deliveries --event batch.finished --json id,status,attempts",
  ],
  json: true,
  load: () => import("./deliveries.js"),
};

/** `--json` fields: the delivery's fields. */
export const jsonFields = (): readonly string[] => Object.keys(WebhookDelivery.shape);

export interface WebhookDeliveriesOptions {
  endpointId?: string | undefined;
  status?: (typeof STATUSES)[number] | undefined;
  eventType?: (typeof EVENTS)[number] | undefined;
  pageNo: number;
  pageSize: number;
}

export function parseOptions(
  _args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): WebhookDeliveriesOptions {
  return {
    endpointId: o.endpoint === undefined ? undefined : parseEndpointId(o.endpoint, ctx, "--endpoint"),
    status: choiceFlag(ctx.t, "--status", o.status, STATUSES),
    eventType: choiceFlag(ctx.t, "--event", o.event, EVENTS),
    pageNo: intFlag(ctx.t, "--page", o.page, 1, 1_000_000) ?? 1,
    pageSize: intFlag(ctx.t, "--page-size", o.pageSize, 1, 100) ?? 20,
  };
}

export async function run(ctx: Context, opts: WebhookDeliveriesOptions): Promise<void> {
  const client = await ctx.client();
  const { total, list } = await client.webhooks.deliveries(opts);
  const label = (key: string) => sdkMessage(ctx, key);
  const last = (d: WebhookDelivery) => d.attempts.at(-1);
  const columns: Column<WebhookDelivery>[] = [
    idColumn<WebhookDelivery>(ctx),
    { header: label("field.endpointId"), value: (d) => d.endpointId, kind: "text" },
    { header: label("field.eventType"), value: (d) => d.eventType, kind: "enum", enum: webhookEventType },
    { header: ctx.t("webhooks.status"), value: (d) => d.status, kind: "enum", enum: webhookDeliveryStatus },
    { header: label("field.attempts"), value: (d) => d.attempts.length, kind: "text" },
    { header: label("field.statusCode"), value: (d) => last(d)?.statusCode, kind: "text" },
    { header: ctx.t("webhooks.error"), value: (d) => last(d)?.error, kind: "text" },
    { header: label("field.nextAttemptTime"), value: (d) => d.nextAttemptTime, kind: "time" },
    { header: label("field.createTime"), value: (d) => d.createTime, kind: "time" },
  ];
  const pages = Math.max(1, Math.ceil(total / opts.pageSize));
  await printRows(ctx, list, columns, ctx.t("webhooks.page", { page: opts.pageNo, pages, total }));
}
