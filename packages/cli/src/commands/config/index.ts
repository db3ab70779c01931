// The `config` noun: read and change a profile's settings (language, time zone, server,
// default output) and list the profiles. Its verbs are listed in ./verbs.ts.
import { h } from "../../lang.js";
import type { NounCommand } from "../../runner.js";

export const config: NounCommand = {
  name: "config",
  description: h(
    "Settings of a profile (lang, time-zone, base-url, output) and the list of profiles.",
    "配置的设置（lang、time-zone、base-url、output）及配置列表。",
  ),
  examples: ["fixcloud config list", "fixcloud config set lang zh-CN", "fixcloud config get base-url"],
  children: async () => (await import("./verbs.js")).verbs,
};
