// `fixcloud config get <key>`: the profile's stored value of one setting, for scripts:
// the value alone on stdout, an empty line when the profile does not set it.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { type Setting, settingOf, storedOf } from "./shared.js";

export const command: VerbCommand = {
  name: "get",
  args: [["<key>", h("lang, time-zone, base-url or output.", "lang、time-zone、base-url 或 output。")]],
  description: h(
    "Print a setting of the profile (empty when unset).",
    "输出配置中的一项设置（未设置时为空）。",
  ),
  examples: ["fixcloud config get lang", "fixcloud config get base-url --profile staging"],
  load: () => import("./get.js"),
};

export interface GetOptions {
  setting: Setting;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): GetOptions {
  return { setting: settingOf(ctx, args[0]) };
}

export async function run(ctx: Context, opts: GetOptions): Promise<void> {
  ctx.io.stdout.write(`${storedOf(ctx.profile, opts.setting) ?? ""}\n`);
}
