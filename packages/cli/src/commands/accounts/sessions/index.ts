// `fixcloud accounts sessions`: the sessions holding a service account's seats, and ending one
// (docs/ntrip-caster.md "Seats"; the SDK's accounts.selectAccSessions and accounts.endAccSession).
import { h } from "../../../lang.js";
import type { NounCommand } from "../../../runner.js";

export const sessions: NounCommand = {
  name: "sessions",
  description: h("Open NTRIP sessions of a service account.", "服务账号的在线 NTRIP 会话。"),
  examples: ["fixcloud accounts sessions list whsurvey00285", "fixcloud accounts sessions end whsurvey00285"],
  children: async () => [(await import("./list.js")).command, (await import("./end.js")).command],
};
