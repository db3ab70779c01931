// A context as at a terminal (stdin and stderr TTYs, a profile store in memory) for tests that
// drive prompts (mocked @inquirer/prompts): `login` and `login --sms`.
import { PassThrough } from "node:stream";
import { createContext, type Profile, type ProfileStore } from "../src/context.js";

/** A terminal context against `url` in `lang`; returns it, its profiles and what it wrote to stderr. */
export async function terminalContext(
  url: string,
  lang: "en" | "zh-CN" = "en",
  env: Record<string, string> = {},
) {
  const profiles: Record<string, Profile> = {};
  const store: ProfileStore = {
    path: "memory",
    get: (n) => ({ ...(profiles[n] ?? {}) }),
    set: (n, p) => {
      profiles[n] = p;
    },
  };
  const stdin = Object.assign(new PassThrough(), { isTTY: true });
  let err = "";
  const stderr = { write: (s: string) => (err += s), isTTY: true, columns: 80 };
  const ctx = await createContext(
    { baseUrl: url, lang },
    { store, io: { stdin, stdout: { write: () => true }, stderr, env } },
  );
  return { ctx, profiles, stderr: () => err };
}
