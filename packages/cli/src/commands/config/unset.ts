// `fixcloud config unset <key>`: forget a setting of the profile, so its default applies again.
// Unsetting base-url signs the profile out, like changing it.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { applySetting, type Setting, settingOf } from "./shared.js";

export const command: VerbCommand = {
  name: "unset",
  args: [["<key>", h("lang, time-zone, base-url or output.", "lang、time-zone、base-url 或 output。")]],
  description: h(
    "Forget a setting of the profile (its default applies).",
    "清除配置中的一项设置（恢复默认）。",
  ),
  examples: ["fixcloud config unset lang"],
  load: () => import("./unset.js"),
};

export interface UnsetOptions {
  setting: Setting;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): UnsetOptions {
  return { setting: settingOf(ctx, args[0]) };
}

export async function run(ctx: Context, opts: UnsetOptions): Promise<void> {
  const { signedOut } = applySetting(ctx, opts.setting, undefined);
  ctx.io.stderr.write(`${ctx.t("config.unset", { key: opts.setting.key, profile: ctx.profileName })}\n`);
  if (signedOut) ctx.io.stderr.write(`${ctx.t("config.signedOut", { profile: ctx.profileName })}\n`);
}
