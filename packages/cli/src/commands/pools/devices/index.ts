// The `pools devices` sub-noun (part1 §2 device-account page): its help. Its verbs are listed in
// ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../../lang.js";
import type { NounCommand } from "../../../runner.js";

export const devices: NounCommand = {
  name: "devices",
  description: h("Device accounts of a pool.", "资源池的设备账号。"),
  examples: ["fixcloud pools devices list --pool PL00000007"],
  children: async () => (await import("./verbs.js")).verbs,
};
