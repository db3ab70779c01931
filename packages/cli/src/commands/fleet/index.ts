// The `fleet` noun (fleet health, a project addition; docs/fleet-health.md): its help. Its verb
// is loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const fleet: NounCommand = {
  name: "fleet",
  description: h(
    "Fleet health: how the customer's rovers fix, and which fare worst.",
    "终端群健康：客户终端的固定情况及表现最差的终端。",
  ),
  examples: ["fixcloud fleet health", "fixcloud fleet health --pool PL00000007 --window 7d"],
  children: async () => [(await import("./health.js")).command],
};
