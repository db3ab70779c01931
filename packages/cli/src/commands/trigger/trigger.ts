// `fixcloud trigger <event>`: publish a sample
// event of one of the ten webhook types for the signed-in customer, through the real delivery
// path (webhooks.triggerEvent; the data carries `"sample": true`), so a receiver or
// `fixcloud listen` can be tried without making the event happen. An unknown type is a usage
// error (exit 2) that lists the types.
import { Webhooks, rules } from "@fixcloud/sdk";
// The declaration reads the light entry: `fixcloud --help` must not load the catalogue.
import { valuesOf, webhookEventType } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "trigger",
  args: [["<event>", h("The event type, e.g. batch.finished.", "事件类型，例如 batch.finished。")]],
  description: h(
    "Publish a sample webhook event (marked sample) to your endpoints and `fixcloud listen`.",
    "发布一个示例 Webhook 事件（标记为 sample）到您的端点和 `fixcloud listen`。",
  ),
  examples: ["fixcloud trigger batch.finished", "fixcloud trigger rover.first_fix --output json"],
  note: h(
    `\nEvent types: ${valuesOf(webhookEventType).join(", ")}\n`,
    `\n事件类型：${valuesOf(webhookEventType).join("、")}\n`,
  ),
  load: () => import("./trigger.js"),
};

/** Options of `fixcloud trigger`. */
export interface TriggerOptions {
  eventType: string;
}

/** The event type, checked with the SDK's rule before any call (exit 2 with the list). */
export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): TriggerOptions {
  const eventType = (args[0] ?? "").trim();
  if (rules.webhooks.eventType(eventType))
    throw new UsageError(
      ctx.t("trigger.unknown", {
        type: eventType.slice(0, 60),
        types: valuesOf(webhookEventType).join(", "),
      }),
    );
  return { eventType };
}

export async function run(ctx: Context, opts: TriggerOptions): Promise<void> {
  const eventId = await new Webhooks(await ctx.transport()).trigger(opts.eventType);
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ eventId, eventType: opts.eventType }));
  else
    ctx.io.stdout.write(
      `${ctx.t("trigger.done", {
        type: opts.eventType,
        label: sdkMessage(ctx, `webhookEventType.${opts.eventType}`),
        eventId,
      })}\n`,
    );
}
