// The `webhooks` noun (an addition to the spec's API): its help. Its
// verbs, one file each, are listed in ./verbs.ts and loaded only when the command line names
// the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const webhooks: NounCommand = {
  name: "webhooks",
  description: h(
    "Webhook endpoints that receive signed events, their secrets and the delivery log.",
    "接收签名事件的 Webhook 端点、其签名密钥和投递记录。",
  ),
  examples: [
    "fixcloud webhooks list",
    "fixcloud webhooks add --url https://example.com/hooks/fixcloud --events batch.finished,account.disabled",
    "fixcloud webhooks deliveries --endpoint ep_123 --status failed",
    "fixcloud webhooks rotate ep_123 --yes",
    "fixcloud webhooks remove ep_123 --yes",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
