// Where the config file lives and a read of one profile without conf (the profile's
// default language decides the help and commander's errors, which are printed before any
// action loads conf). The directory is FIXCLOUD_CONFIG_DIR, else conf's default (env-paths'
// rule for "fixcloud" without suffix), read from the run's environment; context.ts hands it
// to conf, so start-up and conf read one file. Start-up code: Node built-ins only.
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Language } from "./lang.js";

/** The config file name conf uses. */
const FILE = "config.json";

/**
 * The config directory: FIXCLOUD_CONFIG_DIR, else the platform's config dir + `fixcloud` (as
 * conf). The home is `env`'s HOME where Node's own `homedir()` would read it (not on Windows).
 */
export function configDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string {
  if (env.FIXCLOUD_CONFIG_DIR) return env.FIXCLOUD_CONFIG_DIR;
  const home = (platform !== "win32" && env.HOME) || homedir();
  if (platform === "darwin") return join(home, "Library", "Preferences", "fixcloud");
  if (platform === "win32")
    return join(env.APPDATA || join(home, "AppData", "Roaming"), "fixcloud", "Config");
  return join(env.XDG_CONFIG_HOME || join(home, ".config"), "fixcloud");
}

/** The config file's path (it may not exist yet). */
export function configFilePath(env: NodeJS.ProcessEnv): string {
  return join(configDir(env), FILE);
}

/** What start-up reads of a profile. */
export interface StartupProfile {
  language?: Language;
}

/**
 * The stored profile `name`, or undefined when the file is missing, unreadable or not JSON
 * (the action that loads conf reports those; start-up only falls back to the locale).
 */
export function readProfileFile(env: NodeJS.ProcessEnv, name: string): StartupProfile | undefined {
  try {
    const data = JSON.parse(readFileSync(configFilePath(env), "utf8")) as {
      profiles?: Record<string, StartupProfile>;
    };
    const profile = data?.profiles?.[name];
    return profile && typeof profile === "object" ? profile : undefined;
  } catch {
    return undefined;
  }
}
