// `fixcloud webhooks rotate <endpoint>`: a new signing secret. The old secret stops
// signing at once, so this asks first (--yes in scripts) and prints the new secret once.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { confirmedEndpoint, ENDPOINT_ARG, type EndpointChange, parseEndpointChange } from "./shared.js";

export const command: VerbCommand = {
  name: "rotate",
  args: [ENDPOINT_ARG],
  description: h(
    "Give an endpoint a new signing secret (the old one stops at once); prints it once.",
    "为端点更换签名密钥（旧密钥立即失效）；新密钥仅显示一次。",
  ),
  examples: ["fixcloud webhooks rotate ep_123 --yes", "fixcloud webhooks rotate ep_123 --yes --json secret"],
  json: true,
  load: () => import("./rotate.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["id", "url", "secret"];

export const parseOptions = (args: string[], _o: Record<string, unknown>, ctx: Context): EndpointChange =>
  parseEndpointChange(args, ctx);

export async function run(ctx: Context, opts: EndpointChange): Promise<void> {
  const confirmed = await confirmedEndpoint(ctx, opts.id, "webhooks.confirmRotate");
  if (!confirmed) return;
  const { client, endpoint: e } = confirmed;
  const secret = await client.webhooks.rotateSecret(e.id);
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson({ id: e.id, url: e.url, secret }));
    return;
  }
  ctx.io.stdout.write(`${ctx.t("webhooks.rotated", { url: safeCell(e.url) })}\n`);
  ctx.io.stdout.write(`${ctx.t("webhooks.secret", { secret })}\n`);
  ctx.io.stderr.write(`${ctx.t("webhooks.secretOnce")}\n`);
}
