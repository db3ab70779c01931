// The `ntrip` noun: talk to an NTRIP caster directly. Its verbs are
// listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const ntrip: NounCommand = {
  name: "ntrip",
  description: h("Talk to an NTRIP caster directly (health probe).", "直接连接 NTRIP 播发器（健康探测）。"),
  examples: [
    "fixcloud ntrip probe --account rover-001",
    "fixcloud ntrip probe --caster caster.example.com:2101 --account rover-001 --mount RTCM33GRC --duration 20s",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
