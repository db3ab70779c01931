// `fixcloud webhooks remove <endpoint>`: remove an endpoint; it receives no more
// events and its pending deliveries stop. Asks first, naming the URL; --yes in scripts
// (required without a terminal).
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { confirmedEndpoint, ENDPOINT_ARG, type EndpointChange, parseEndpointChange } from "./shared.js";

export const command: VerbCommand = {
  name: "remove",
  args: [ENDPOINT_ARG],
  description: h(
    "Remove a webhook endpoint (asks first; --yes in scripts).",
    "删除 Webhook 端点（会先确认；脚本中请加 --yes）。",
  ),
  examples: ["fixcloud webhooks remove ep_123 --yes"],
  json: true,
  load: () => import("./remove.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["id", "url", "removed"];

export const parseOptions = (args: string[], _o: Record<string, unknown>, ctx: Context): EndpointChange =>
  parseEndpointChange(args, ctx);

export async function run(ctx: Context, opts: EndpointChange): Promise<void> {
  const confirmed = await confirmedEndpoint(ctx, opts.id, "webhooks.confirmRemove");
  if (!confirmed) return;
  const { client, endpoint: e } = confirmed;
  await client.webhooks.remove(e.id);
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ id: e.id, url: e.url, removed: true }));
  else ctx.io.stdout.write(`${ctx.t("webhooks.removed", { url: safeCell(e.url) })}\n`);
}
