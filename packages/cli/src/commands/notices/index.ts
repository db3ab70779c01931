// The `notices` noun (part1 §2 announcements): its help. Its verbs are listed in ./verbs.ts and
// loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const notices: NounCommand = {
  name: "notices",
  description: h("Read announcements.", "查看公告。"),
  examples: ["fixcloud notices list", "fixcloud notices show <noticeId>"],
  children: async () => (await import("./verbs.js")).verbs,
};
