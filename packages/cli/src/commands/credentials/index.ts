// The `credentials` noun (part2 §2 personal centre: the AccessKey and its SMS-gated AccessSecret):
// its help. Its verbs are listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const credentials: NounCommand = {
  name: "credentials",
  description: h("Access credentials: AccessKey and AccessSecret.", "访问凭证：AccessKey 与 AccessSecret。"),
  examples: ["fixcloud credentials show", "fixcloud credentials show --code 1234 --output json"],
  children: async () => (await import("./verbs.js")).verbs,
};
