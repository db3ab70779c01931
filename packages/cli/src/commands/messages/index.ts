// The `messages` noun (part2 §2 message list and detail): its help. Its verbs are
// listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const messages: NounCommand = {
  name: "messages",
  description: h("Read, mark read and delete in-app messages.", "查看站内消息，标为已读或删除。"),
  examples: [
    "fixcloud messages list --unread",
    "fixcloud messages show <msgId>",
    "fixcloud messages read --all",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
