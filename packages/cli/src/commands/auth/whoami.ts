// `fixcloud whoami`: who the server says is signed in (part1 §6 sessions and
// roles). The same verb as `fixcloud auth status`, kept under its short, familiar name.
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "whoami",
  description: h(
    "Ask the server who is signed in (same as `auth status`; never the token).",
    "向服务器核实当前登录身份（同 `auth status`；不显示令牌）。",
  ),
  json: true,
  examples: ["fixcloud whoami", "fixcloud whoami --output json"],
  note: h(
    "\nExit code 4 when not signed in or when the server no longer accepts the token.\n",
    "\n未登录或服务器已不再接受该令牌时，退出码为 4。\n",
  ),
  load: () => import("./status.js"),
};
