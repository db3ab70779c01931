// Helpers of the `webhooks` verbs: the `<endpoint>` argument (an `ep_…` id), its
// lookup among the customer's endpoints, and the event-type list of `--events` checked with the
// SDK's rule. Rule failures are usage errors through `checkRule` (flags/check-rule.ts).
import type { FixcloudClient, WebhookEndpoint } from "@fixcloud/sdk";
import { rules } from "@fixcloud/sdk";
import { webhookEventType } from "@fixcloud/sdk/lists";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { safeCell } from "../../output/text.js";
import { checkRule } from "../../flags/check-rule.js";

/** The `<endpoint>` argument of the verbs that act on one endpoint. */
export const ENDPOINT_ARG = [
  "<endpoint>",
  h("Endpoint id, ep_… (see `webhooks list`).", "端点 ID，ep_…（见 `webhooks list`）。"),
] as const;

/** A checked endpoint id: `ep_` and letters, digits, `_` or `-`. */
export function parseEndpointId(raw: unknown, ctx: Context, flag = "<endpoint>"): string {
  const id = String(raw ?? "").trim();
  if (!id) throw new UsageError(ctx.t("usage.required", { flag }));
  if (!/^ep_[A-Za-z0-9_-]{1,96}$/.test(id))
    throw new UsageError(ctx.t("webhooks.badId", { id: safeCell(id) }));
  return id;
}

/** The endpoint `id` names; a usage error (exit 2) when the customer has none such. */
export async function resolveEndpoint(
  client: FixcloudClient,
  ctx: Context,
  id: string,
): Promise<WebhookEndpoint> {
  const hit = (await client.webhooks.list()).find((e) => e.id === id);
  if (!hit) throw new UsageError(ctx.t("webhooks.notFound", { id: safeCell(id) }));
  return hit;
}

/** The options of a change to one endpoint (remove, rotate): its checked id. */
export interface EndpointChange {
  id: string;
}

/** `<endpoint>` of a change verb, checked; a usage error when no confirmation can be asked. */
export function parseEndpointChange(args: string[], ctx: Context): EndpointChange {
  const id = parseEndpointId(args[0], ctx);
  requireConfirmable(ctx);
  return { id };
}

/**
 * The endpoint `id` names and a client, once the user confirmed the change (`question` names
 * its URL); null after a "no" (nothing changed, said on stderr).
 */
export async function confirmedEndpoint(
  ctx: Context,
  id: string,
  question: "webhooks.confirmRemove" | "webhooks.confirmRotate",
): Promise<{ client: FixcloudClient; endpoint: WebhookEndpoint } | null> {
  const client = await ctx.client();
  const endpoint = await resolveEndpoint(client, ctx, id);
  if (await confirmChange(ctx, ctx.t(question, { url: safeCell(endpoint.url) }))) return { client, endpoint };
  ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
  return null;
}

/**
 * `--events a,b` (repeatable): the event types, trimmed, without repeats; each checked with the
 * SDK's rule.
 */
export function parseEvents(raw: unknown, ctx: Context): string[] {
  if (raw === undefined) return [];
  const list = [
    ...new Set(
      [raw]
        .flat()
        .flatMap((r) => String(r).split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  for (const e of list)
    if (rules.webhooks.eventType(e))
      throw new UsageError(
        ctx.t("webhooks.badEvent", {
          value: safeCell(e),
          choices: webhookEventType.values.map((v) => v.value).join(", "),
        }),
      );
  checkRule(ctx, "--events", rules.webhooks.eventTypes(list));
  return list;
}
