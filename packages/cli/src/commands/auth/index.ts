// The `auth` noun (like `gh auth`): sign in and out, verify the session with the
// server, print the token for scripts. Its verbs are listed in ./verbs.ts; `login`, `logout`
// and `whoami` stay top-level verbs too.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const auth: NounCommand = {
  name: "auth",
  description: h(
    "Sign in and out, check the session, print the token for scripts.",
    "登录与退出、核实会话、为脚本输出令牌。",
  ),
  examples: ["fixcloud auth status", "export FIXCLOUD_TOKEN=$(fixcloud auth token)"],
  children: async () => (await import("./verbs.js")).verbs,
};
