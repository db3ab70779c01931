// The `accounts` noun (part1 §2 service accounts): its help. Its verbs, one file each, are listed
// in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const accounts: NounCommand = {
  name: "accounts",
  description: h("Service accounts (NTRIP credentials).", "服务账号（NTRIP 账号）。"),
  examples: [
    "fixcloud accounts list --service-state 2",
    "fixcloud accounts activate --service-state 1 --yes",
    "fixcloud accounts export --all --out accounts.xlsx",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
