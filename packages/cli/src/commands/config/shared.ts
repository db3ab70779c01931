// The settings `fixcloud config` reads and writes (lang, time zone, base URL, default
// output), one entry each: the word typed, the profile field it is stored in, and its check.
// Settings belong to a profile (like `aws configure --profile`), so `--profile staging`
// addresses another set. A bad key or value is a usage error (exit 2) and changes nothing.
import { readFileSync } from "node:fs";
import { type Context, DEFAULT_BASE_URL, normalizeBaseURL, type Profile } from "../../context.js";
import { UsageError } from "../../errors.js";
import { LANGUAGES } from "../../lang.js";

/** One setting: its key on the command line, its profile field and its check. */
export interface Setting {
  readonly key: "lang" | "time-zone" | "base-url" | "output";
  readonly field: "language" | "timeZone" | "baseURL" | "output";
  /** The accepted values, when they are a fixed list. */
  readonly choices?: readonly string[];
  /** The value to store, or a UsageError naming the key and what is accepted. */
  parse(ctx: Context, raw: string): string;
}

/** A value from a fixed list, as typed. */
function choice(key: Setting["key"], choices: readonly string[]) {
  return (ctx: Context, raw: string): string => {
    const v = raw.trim();
    if (!choices.includes(v))
      throw new UsageError(ctx.t("config.badValue", { key, value: raw, choices: choices.join(", ") }));
    return v;
  };
}

/**
 * An http(s) server URL without credentials, query or fragment; stored without trailing slashes
 * (the form the context compares a stored token's server with).
 */
function serverURL(ctx: Context, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new UsageError(ctx.t("config.badURL", { value: raw }));
  return normalizeBaseURL(url.href);
}

/** Every setting, in help order. */
export const SETTINGS: readonly Setting[] = [
  { key: "lang", field: "language", choices: LANGUAGES, parse: choice("lang", LANGUAGES) },
  {
    key: "time-zone",
    field: "timeZone",
    choices: ["UTC", "local"],
    parse: choice("time-zone", ["UTC", "local"]),
  },
  { key: "base-url", field: "baseURL", parse: serverURL },
  {
    key: "output",
    field: "output",
    choices: ["table", "json", "csv"],
    parse: choice("output", ["table", "json", "csv"]),
  },
];

/** The setting named `key`, or a UsageError listing the keys. */
export function settingOf(ctx: Context, key: string | undefined): Setting {
  const s = SETTINGS.find((e) => e.key === key?.trim());
  if (!s)
    throw new UsageError(
      ctx.t("config.badKey", { key: key ?? "", keys: SETTINGS.map((e) => e.key).join(", ") }),
    );
  return s;
}

/** The value a setting has when the profile does not set it (what a run then uses). */
export function defaultOf(ctx: Context, s: Setting): string {
  switch (s.field) {
    case "language":
      return ctx.t("config.default.lang");
    case "timeZone":
      return "UTC";
    case "baseURL":
      return DEFAULT_BASE_URL;
    case "output":
      return ctx.t("config.default.output");
  }
}

/** The stored value of a setting in `profile`, if set. */
export function storedOf(profile: Profile, s: Setting): string | undefined {
  return profile[s.field];
}

/** A profile as `config list` shows it. */
export interface ProfileSummary {
  name: string;
  active: boolean;
  baseURL: string;
  user_name: string | null;
  signedIn: boolean;
}

/**
 * Every profile of the config file (the active one included even when it is not stored yet).
 * A file that cannot be read lists only the active profile.
 */
export function profilesOf(ctx: Context): ProfileSummary[] {
  let stored: Record<string, Profile> = {};
  try {
    stored =
      (JSON.parse(readFileSync(ctx.store.path, "utf8")) as { profiles?: Record<string, Profile> }).profiles ??
      {};
  } catch {
    stored = {};
  }
  const names = [...new Set([...Object.keys(stored), ctx.profileName])].sort();
  return names.map((name) => {
    const p = name === ctx.profileName ? ctx.profile : (stored[name] ?? {});
    return {
      name,
      active: name === ctx.profileName,
      baseURL: normalizeBaseURL(p.baseURL ?? DEFAULT_BASE_URL),
      user_name: p.token ? (p.user_name ?? null) : null,
      signedIn: Boolean(p.token),
    };
  });
}

/**
 * Store `value` (undefined: forget the setting) in the profile. A change of server drops the
 * stored session: its token belongs to the old server and is never sent to another. Returns
 * whether the profile was signed out.
 */
export function applySetting(ctx: Context, s: Setting, value: string | undefined): { signedOut: boolean } {
  const patch: Partial<Profile> = { [s.field]: value };
  const serverOf = (url: string | undefined) => normalizeBaseURL(url ?? DEFAULT_BASE_URL);
  const signedOut =
    s.field === "baseURL" && Boolean(ctx.profile.token) && serverOf(ctx.profile.baseURL) !== serverOf(value);
  if (signedOut) Object.assign(patch, { token: undefined, tokenExpiresAt: undefined });
  ctx.saveProfile(patch);
  return { signedOut };
}
