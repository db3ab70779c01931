// `fixcloud config list`: the active profile's settings (stored value or default, and which one
// applies) and every profile of the config file, the active one marked. The token is
// never shown: only whether a profile is signed in.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { renderTable } from "../../output/table.js";
import type { VerbCommand } from "../../runner.js";
import { defaultOf, profilesOf, SETTINGS, storedOf } from "./shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h(
    "Show the profile's settings and list the profiles (the active one marked *).",
    "显示当前配置的设置并列出所有配置（当前配置以 * 标出）。",
  ),
  json: true,
  examples: ["fixcloud config list", "fixcloud config list --profile staging --output json"],
  load: () => import("./list.js"),
};

export type ListOptions = Record<string, never>;

export function parseOptions(): ListOptions {
  return {};
}

export async function run(ctx: Context, _opts: ListOptions): Promise<void> {
  const settings = SETTINGS.map((s) => {
    const stored = storedOf(ctx.profile, s);
    return { key: s.key, value: stored ?? null, default: defaultOf(ctx, s), set: stored !== undefined };
  });
  const profiles = profilesOf(ctx);
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson({ profile: ctx.profileName, file: ctx.store.path, settings, profiles }));
    return;
  }
  const t = ctx.t;
  const opts = { tty: ctx.io.stdout.isTTY === true, color: ctx.color };
  const settingRows = settings.map((s) => [s.key, s.value ?? `${s.default} (${t("config.default")})`]);
  const profileRows = profiles.map((p) => [
    `${p.active ? "* " : "  "}${p.name}`,
    p.baseURL,
    p.signedIn ? (p.user_name ?? t("whoami.unknown")) : t("config.notSignedIn"),
  ]);
  ctx.io.stdout.write(
    `${t("config.settingsOf", { profile: ctx.profileName, file: ctx.store.path })}\n` +
      (await renderTable([t("config.key"), t("config.value")], settingRows, opts)) +
      `\n${t("config.profiles")}\n` +
      (await renderTable([t("whoami.profile"), t("whoami.baseURL"), t("whoami.user")], profileRows, opts)),
  );
}
