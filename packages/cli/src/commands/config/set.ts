// `fixcloud config set <key> <value>`: change a setting of the profile (`config set
// lang` changes the default language of every later run). The value is checked first: a bad one
// is a usage error (exit 2) and the file is not touched. The file stays mode 0600 in a 0700
// directory (context.ts's store). A new server drops the stored session: its token belongs to
// the old server and must never be sent to the new one.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";
import { applySetting, type Setting, settingOf } from "./shared.js";

export const command: VerbCommand = {
  name: "set",
  args: [
    ["<key>", h("lang, time-zone, base-url or output.", "lang、time-zone、base-url 或 output。")],
    ["<value>", h("The new value.", "新的值。")],
  ],
  description: h("Change a setting of the profile.", "修改配置中的一项设置。"),
  examples: [
    "fixcloud config set lang zh-CN",
    "fixcloud config set time-zone local",
    "fixcloud config set base-url https://fixcloud.example.com --profile staging",
    "fixcloud config set output json",
  ],
  note: h(
    "\nValues: lang zh-CN|en; time-zone UTC|local; base-url an http(s) URL (signs the profile out when it changes); output table|json|csv.\n--lang, FIXCLOUD_LANG and --output still win for one run.\n",
    "\n取值：lang zh-CN|en；time-zone UTC|local；base-url 为 http(s) 地址（更改后该配置会退出登录）；output table|json|csv。\n单次运行中 --lang、FIXCLOUD_LANG 和 --output 仍然优先。\n",
  ),
  load: () => import("./set.js"),
};

export interface SetOptions {
  setting: Setting;
  value: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): SetOptions {
  const setting = settingOf(ctx, args[0]);
  return { setting, value: setting.parse(ctx, args[1] ?? "") };
}

export async function run(ctx: Context, opts: SetOptions): Promise<void> {
  const { signedOut } = applySetting(ctx, opts.setting, opts.value);
  ctx.io.stderr.write(
    `${ctx.t("config.set", { key: opts.setting.key, value: opts.value, profile: ctx.profileName })}\n`,
  );
  if (signedOut) ctx.io.stderr.write(`${ctx.t("config.signedOut", { profile: ctx.profileName })}\n`);
}
