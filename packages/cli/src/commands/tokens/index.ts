// The `tokens` noun (personal access tokens, docs/tokens.md): its help. Its verbs, one file
// each, are listed in ./verbs.ts and loaded only when the command line names the noun.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const tokens: NounCommand = {
  name: "tokens",
  description: h(
    "Personal access tokens for CI and scripts: read-only or read/write, shown once, revocable.",
    "用于 CI 与脚本的个人访问令牌：只读或读写，仅显示一次，可吊销。",
  ),
  examples: [
    "fixcloud tokens create --name nightly-export --scope read --expires 90d",
    "fixcloud tokens list",
    "fixcloud tokens revoke pat_0123456789abcdef --yes",
  ],
  children: async () => (await import("./verbs.js")).verbs,
};
