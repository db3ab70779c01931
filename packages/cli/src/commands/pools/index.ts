// The `pools` noun (part1 §2 resource pools): its help. Its verbs and the `devices` sub-noun are
// listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const pools: NounCommand = {
  name: "pools",
  description: h("Resource pools and their device accounts.", "资源池及其设备账号。"),
  examples: ["fixcloud pools list --abp-state 1", "fixcloud pools devices list --pool PL00000007"],
  children: async () => (await import("./verbs.js")).verbs,
};
