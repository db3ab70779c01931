// The per-invocation context: global options resolved against the stored profile and the
// environment, a translator, the output streams and a lazily created SDK client (part1 §6
// sessions and roles, §9 time zone). Precedence (like gh): flag > environment
// (FIXCLOUD_TOKEN, FIXCLOUD_BASE_URL) > profile > default. Loaded only inside actions: conf
// (and the SDK, via client()) never slow down `--help`. The transport gets the `--timeout`
// and the CLI's fetch (net/fetch.ts: failures name their URL, `--debug` lines, the slow-call
// spinner).
import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import type { FixcloudClient } from "@fixcloud/sdk";
import type { Transport } from "@fixcloud/sdk/transport";
import { configDir, configFilePath } from "./config-file.js";
import { fileError, NotSignedInError, UsageError } from "./errors.js";
import { type Identity, identityAsker } from "./identity.js";
import { readIdentity, saveIdentity } from "./identity-cache.js";
import { type Language, resolveLanguage } from "./lang.js";
import { type Translate, translator } from "./messages/index.js";
import { watchedFetch } from "./net/fetch.js";
import { slowCallSpinner } from "./net/spinner.js";

/** What a signed-in call sends: the token, the sub-user's role and the customer (part1 §6, §7). */
interface Credentials {
  token: string;
  roleCode: string | undefined;
  customerId: string | undefined;
}

/** Where a session is kept: one profile per name in the config file. */
export interface Profile {
  baseURL?: string;
  /** Session token. Never printed or logged. */
  token?: string;
  /** ISO time the token stops working. */
  tokenExpiresAt?: string;
  user_name?: string;
  customerId?: string;
  customerName?: string;
  /** 1 main account; other values are sub-users (part1 §6). */
  accountType?: number;
  /** The role header to send: decided at sign-in by the SDK's `roleCodeOf` (none for the main account). */
  roleCode?: string;
  /** Default language of messages (`fixcloud config set lang`); FIXCLOUD_LANG and --lang win. */
  language?: Language;
  timeZone?: "UTC" | "local";
  /** Default output format (`fixcloud config set output`); --output wins. */
  output?: OutputFormat;
}

/** Reads and writes profiles. The conf-backed store is the default; tests may pass another. */
export interface ProfileStore {
  /** Path of the config file (for messages), or a label. */
  readonly path: string;
  get(name: string): Profile;
  set(name: string, profile: Profile): void;
}

export type OutputFormat = "table" | "json" | "csv";

/** A writable text stream (process.stdout or a test buffer). */
export interface TextOut {
  write(chunk: string): unknown;
  isTTY?: boolean;
  /** The terminal's width, when it is one. */
  columns?: number;
}

/** The streams and environment a command runs with (the process's, or a test's). */
export interface Io {
  stdout: TextOut;
  stderr: TextOut;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

/** Global options as commander parses them. */
export interface GlobalOptions {
  profile?: string;
  baseUrl?: string;
  output?: OutputFormat;
  lang?: Language;
  yes?: boolean;
  color?: boolean;
  /** `--timeout <seconds>`: per-call limit (default 60). */
  timeout?: string;
  /** `--debug`: one stderr line per call (also FIXCLOUD_DEBUG=api). */
  debug?: boolean;
}

/** Seconds a call may take unless --timeout says otherwise (part1 §9: 60000 ms). */
export const DEFAULT_TIMEOUT_SECONDS = 60;

/**
 * `--timeout <seconds>`: a number from 1 to 3600 (fractions allowed), or the default.
 * @throws UsageError for anything else.
 */
export function parseTimeout(t: Translate, raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_TIMEOUT_SECONDS;
  const n = Number(raw.trim());
  if (raw.trim() === "" || !Number.isFinite(n) || n < 1 || n > 3600)
    throw new UsageError(t("net.badTimeout", { value: raw }));
  return n;
}

/** `--debug`, or FIXCLOUD_DEBUG=api (FIXCLOUD_DEBUG=1 also prints stacks, see action.ts). */
export function debugCalls(opts: GlobalOptions, env: NodeJS.ProcessEnv): boolean {
  const v = env.FIXCLOUD_DEBUG?.toLowerCase();
  return opts.debug === true || v === "api" || v === "1" || v === "all";
}

/** The local sandbox (packages/fixtures) listens here by default. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:8787";

export interface Context {
  readonly io: Io;
  readonly profileName: string;
  /** The stored profile (possibly empty). */
  readonly profile: Profile;
  readonly store: ProfileStore;
  readonly baseURL: string;
  readonly output: OutputFormat;
  /** True when `--output` was given (otherwise chosen by whether stdout is a TTY). */
  readonly outputExplicit: boolean;
  readonly language: Language;
  readonly timeZone: "UTC" | "local";
  /** Seconds one call may take (`--timeout`, default 60). */
  readonly timeoutSeconds: number;
  readonly color: boolean;
  readonly yes: boolean;
  /** Prompts are allowed: stdin and stderr are TTYs, no `--yes`, not CI. */
  readonly interactive: boolean;
  /** Where the token comes from, if any. */
  readonly tokenSource: "env" | "profile" | undefined;
  readonly t: Translate;
  /** The words typed after `fixcloud` (a stopped bulk job prints them as the command to resume). */
  readonly argv: readonly string[];
  /** The URL of this run's last call that failed (named by a timeout's message, whose error lost it). */
  readonly lastFailedURL: string | undefined;
  /** Who `token` belongs to, asked of the server through `client`, once per run and token. */
  identity(client: FixcloudClient, token: string): Promise<Identity>;
  /** A client with the session; throws NotSignedInError when there is none. */
  client(): Promise<FixcloudClient>;
  /**
   * The session's transport alone, for a verb that builds just the resource it calls
   * (`new Accounts(await ctx.transport())`): it then loads only that area of the SDK, not the
   * whole client (start-up budget). Throws like `client()`.
   */
  // Beside `client()`: both share `signedIn()`, so the token rules stay in one place.
  transport(): Promise<Transport>;
  /** A client without a session (sign-in calls). */
  anonymousClient(): Promise<FixcloudClient>;
  /** Merge into the stored profile and keep the new value. */
  saveProfile(patch: Partial<Profile>): Profile;
}

/** Trailing slashes removed, so stored and given URLs compare equal. */
export function normalizeBaseURL(url: string): string {
  return url.trim().replace(/\/+$/, "");
}

/** CI=true (and any other value but "false"/"0") means: never prompt. */
export function isCI(env: NodeJS.ProcessEnv): boolean {
  const v = env.CI?.toLowerCase();
  return v !== undefined && v !== "" && v !== "false" && v !== "0";
}

/**
 * Make `dir` private (0700): created with that mode, and tightened when `tighten` says the
 * directory is fixcloud's own (the default location) and it is wider. The profile file in it
 * holds tokens; the journals beside it hold account ids.
 */
export function ensurePrivateDir(dir: string, tighten: boolean): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700); // whatever the umask made of it
  } else if (tighten && (statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

/**
 * The conf-backed store: `<config dir>/config.json`, mode 0600, in a directory of mode 0700.
 * FIXCLOUD_CONFIG_DIR overrides the directory (an existing one is left as it is); the default
 * is conf's own (`$XDG_CONFIG_HOME/fixcloud`, `~/.config/fixcloud` …), found in `env` by
 * ./config-file.ts (start-up reads the same file), not in the process's environment.
 */
export async function confStore(env: NodeJS.ProcessEnv): Promise<ProfileStore> {
  const { default: Conf } = await import("conf");
  const given = env.FIXCLOUD_CONFIG_DIR;
  if (given) ensurePrivateDir(given, false);
  // conf creates its directory as soon as it reads: with this umask it is born 0700.
  const conf = withUmask(
    0o077,
    () =>
      new Conf<{ profiles: Record<string, Profile> }>({
        projectName: "fixcloud",
        projectSuffix: "",
        configFileMode: 0o600,
        // Profile names may hold dots; the whole map is read and written at once.
        accessPropertiesByDotNotation: false,
        defaults: { profiles: {} },
        cwd: configDir(env),
      }),
  );
  if (!given) ensurePrivateDir(dirname(conf.path), true);
  return {
    path: conf.path,
    get: (name) => ({ ...(conf.get("profiles")[name] ?? {}) }),
    set: (name, profile) => {
      const profiles = { ...conf.get("profiles") };
      // conf serialises with JSON: drop undefined fields so cleared values disappear.
      profiles[name] = JSON.parse(JSON.stringify(profile)) as Profile;
      conf.set("profiles", profiles);
    },
  };
}

/** Run `fn` with the process umask set to `mask` (left alone where it cannot be set: worker threads). */
function withUmask<T>(mask: number, fn: () => T): T {
  let old: number | undefined;
  try {
    old = process.umask(mask);
  } catch {
    old = undefined;
  }
  try {
    return fn();
  } finally {
    if (old !== undefined) process.umask(old);
  }
}

export interface CreateContextOptions {
  io: Io;
  /** The words typed after `fixcloud` (default none). */
  argv?: readonly string[];
  store?: ProfileStore;
  /** Clock for expiry checks (tests). */
  now?: () => number;
}

/** Build the context of one command run. */
export async function createContext(opts: GlobalOptions, options: CreateContextOptions): Promise<Context> {
  const { io } = options;
  const env = io.env;
  const now = options.now ?? Date.now;
  const profileName = opts.profile ?? "default";
  let store: ProfileStore;
  let profile: Profile;
  try {
    store = options.store ?? (await confStore(env));
    profile = store.get(profileName);
  } catch (e) {
    // A config file that is not JSON, a directory, unreadable: say which file and what.
    throw fileError(e, configFilePath(env), translator(resolveLanguage({ flag: opts.lang, env }).language));
  }

  // Language per run: --lang > FIXCLOUD_LANG > profile > locale (lang.ts).
  const { language } = resolveLanguage({ flag: opts.lang, env, configured: profile.language });
  const t = translator(language);
  const timeoutSeconds = parseTimeout(t, opts.timeout);
  const debug = debugCalls(opts, env);
  const envTZ = env.FIXCLOUD_TIME_ZONE;
  const timeZone = envTZ === "UTC" || envTZ === "local" ? envTZ : (profile.timeZone ?? "UTC");
  const baseURL = normalizeBaseURL(
    opts.baseUrl ?? env.FIXCLOUD_BASE_URL ?? profile.baseURL ?? DEFAULT_BASE_URL,
  );
  const envToken = env.FIXCLOUD_TOKEN?.trim() || undefined;
  const tokenSource = envToken ? "env" : profile.token ? "profile" : undefined;
  const stdoutTTY = io.stdout.isTTY === true;
  const ci = isCI(env);
  const yes = opts.yes === true;
  const color = opts.color !== false && !env.NO_COLOR && stdoutTTY;

  let lastFailedURL: string | undefined;
  /** The CLI's fetch (net/fetch.ts) around `base`: failures name their URL, `--debug`, the spinner. */
  const watchFetch = (base?: typeof globalThis.fetch) =>
    watchedFetch(
      {
        ...(debug ? { debug: io.stderr } : {}),
        begin: slowCallSpinner(io.stderr, (seconds) => t("net.waiting", { seconds })),
        failed: (url) => {
          lastFailedURL = url;
        },
      },
      base,
    );
  const askIdentity = identityAsker();
  const identity = (client: FixcloudClient, token: string) => askIdentity(client, `${baseURL}\n${token}`);

  /** The transport options of every call: who, in which language and zone, how long, through which fetch. */
  const callOptions = (
    token: string | undefined,
    roleCode: string | undefined,
    customerId: string | undefined,
    fetch: typeof globalThis.fetch,
  ) => ({
    baseURL,
    token,
    roleCode,
    ...(customerId ? { customerId } : {}),
    language,
    timeZone,
    timeout: timeoutSeconds * 1000,
    fetch,
    // The audit trail records where a change came from.
    client: "cli" as const,
  });

  const make = async (token: string | undefined, roleCode: string | undefined, customerId?: string) => {
    const { createClient } = await import("@fixcloud/sdk");
    return createClient(callOptions(token, roleCode, customerId, watchFetch()));
  };

  /**
   * The token and role to send, or NotSignedInError (the rules of `client()` and `transport()`).
   * A token alone (FIXCLOUD_TOKEN) learns its role from the server, once per run;
   * FIXCLOUD_ROLE_CODE stays a documented override.
   */
  const signedIn = async (): Promise<Credentials> => {
    if (envToken) {
      const given = env.FIXCLOUD_ROLE_CODE?.trim();
      if (given) return { token: envToken, roleCode: given, customerId: undefined };
      const configFile = configFilePath(env);
      const known = readIdentity(configFile, baseURL, envToken, now());
      if (known) return { token: envToken, ...known };
      const { roleCodeOf } = await import("@fixcloud/sdk");
      const who = await identity(await make(envToken, undefined), envToken);
      const learnt = { roleCode: roleCodeOf(who), customerId: who.customerId };
      saveIdentity(configFile, baseURL, envToken, learnt, now());
      return { token: envToken, ...learnt };
    }
    if (!profile.token) throw new NotSignedInError(t("auth.notSignedIn"));
    // A stored token belongs to the server it was issued by: never send it elsewhere.
    const stored = normalizeBaseURL(profile.baseURL ?? DEFAULT_BASE_URL);
    if (stored !== baseURL)
      throw new NotSignedInError(t("auth.otherServer", { profile: profileName, stored, url: baseURL }));
    if (profile.tokenExpiresAt && Date.parse(profile.tokenExpiresAt) <= now())
      throw new NotSignedInError(t("auth.expired", { time: profile.tokenExpiresAt }));
    return { token: profile.token, roleCode: profile.roleCode, customerId: profile.customerId };
  };

  const ctx: Context = {
    io,
    profileName,
    get profile() {
      return profile;
    },
    store,
    baseURL,
    output: opts.output ?? profile.output ?? (stdoutTTY ? "table" : "json"),
    outputExplicit: opts.output !== undefined,
    language,
    timeZone,
    timeoutSeconds,
    color,
    yes,
    interactive: io.stdin.isTTY === true && io.stderr.isTTY === true && !yes && !ci,
    tokenSource,
    t,
    argv: options.argv ?? [],
    get lastFailedURL() {
      return lastFailedURL;
    },
    identity,
    async client() {
      const { token, roleCode, customerId } = await signedIn();
      return make(token, roleCode, customerId);
    },
    async transport() {
      const { token, roleCode, customerId } = await signedIn();
      // Node 20's global fetch loads undici (~1/4 of a short command's start-up); node-fetch
      // (node-fetch-native, unjs, also under ofetch) speaks the same fetch API over node:http.
      const [{ Transport }, { fetch }] = await Promise.all([
        import("@fixcloud/sdk/transport"),
        import("node-fetch-native/node"),
      ]);
      return new Transport(
        callOptions(token, roleCode, customerId, watchFetch(fetch as typeof globalThis.fetch)),
      );
    },
    anonymousClient: () => make(undefined, undefined),
    saveProfile(patch) {
      profile = { ...profile, ...patch };
      store.set(profileName, profile);
      return profile;
    },
  };
  return ctx;
}
