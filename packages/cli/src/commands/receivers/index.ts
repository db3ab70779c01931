// The `receivers` noun (part2 §2 receiver list): its help. Its verbs, one file each, are listed
// in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const receivers: NounCommand = {
  name: "receivers",
  description: h(
    "Message recipients (at most 10) and the verification of their email and phone.",
    "消息接收人（最多 10 个）及其邮箱和手机号的验证。",
  ),
  examples: [
    "fixcloud receivers list",
    'fixcloud receivers add --name "Wang Min" --email wang.min@example.com --phone 13912345678 --position "Ops lead"',
    "fixcloud receivers verify wang.min@example.com --email",
    "fixcloud receivers remove 12 --yes",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
