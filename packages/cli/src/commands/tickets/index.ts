// The `tickets` noun (part2 §2 "My work orders"): its help. Its verbs are listed in
// ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const tickets: NounCommand = {
  name: "tickets",
  description: h("Support tickets: list, show and file them.", "工单：列出、查看和提交。"),
  examples: [
    "fixcloud tickets list --status 1",
    "fixcloud tickets show GD2026060100001",
    "fixcloud tickets create --file ticket.yaml --attach screen.png --attach logs.zip",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
