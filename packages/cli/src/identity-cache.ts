// What the server said about a bare FIXCLOUD_TOKEN (its role and customer), remembered for a
// few minutes beside the config file, so a CI job of many commands asks once, not once per
// command (a sub-user token learns its role from the server; the start-up budget).
// The file is named by a SHA-256 of the server and token: the token itself is never written.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** What is remembered: the role code to send (none for a main account) and the customer. */
export interface CachedIdentity {
  roleCode: string | undefined;
  customerId: string | undefined;
}

/** How long an answer is trusted, in ms: a role taken away shows within this time. */
export const IDENTITY_TTL_MS = 10 * 60_000;

const fileOf = (configFile: string, baseURL: string, token: string) =>
  join(
    dirname(configFile),
    "identity",
    `${createHash("sha256").update(`${baseURL}\n${token}`).digest("hex").slice(0, 32)}.json`,
  );

/** The remembered identity, or undefined when there is none, it is stale or unreadable. */
export function readIdentity(
  configFile: string,
  baseURL: string,
  token: string,
  now: number,
): CachedIdentity | undefined {
  try {
    const saved = JSON.parse(readFileSync(fileOf(configFile, baseURL, token), "utf8")) as CachedIdentity & {
      at: number;
    };
    if (typeof saved.at !== "number" || now - saved.at > IDENTITY_TTL_MS || now < saved.at) return undefined;
    return { roleCode: saved.roleCode ?? undefined, customerId: saved.customerId ?? undefined };
  } catch {
    return undefined;
  }
}

/** Remember an identity (private file in a private directory); a failure to write is not an error. */
export function saveIdentity(
  configFile: string,
  baseURL: string,
  token: string,
  identity: CachedIdentity,
  now: number,
): void {
  try {
    const file = fileOf(configFile, baseURL, token);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, JSON.stringify({ ...identity, at: now }), { mode: 0o600 });
  } catch {
    // A read-only config dir only costs the next command one more question.
  }
}
