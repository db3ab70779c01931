// Helpers of the session verbs (`whoami`, `auth status`, `auth token`): the
// token of this run and where it comes from, and who the server says it belongs to. The token
// is read here only to be sent (and printed by `auth token`, the one command that prints it).
import { isMainAccount } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { NotSignedInError } from "../../errors.js";
import type { Identity } from "../../identity.js";
import { toCsv } from "../../output/csv.js";
import { toJson } from "../../output/json.js";
import { renderPairs } from "../../output/table.js";

/** The token this run sends: FIXCLOUD_TOKEN, else the profile's. Throws NotSignedInError without one. */
export function tokenOf(ctx: Context): string {
  const token = ctx.tokenSource === "env" ? ctx.io.env.FIXCLOUD_TOKEN?.trim() : ctx.profile.token;
  if (!token) throw new NotSignedInError(ctx.t("auth.notSignedIn"));
  return token;
}

/**
 * Ask the server who the run's token belongs to (the context's checks first: a stored token is
 * sent only to its own server and not after it expired). Throws NotSignedInError, SessionError
 * (the server does not know the token: exit 4), ConnectionError, TimeoutError.
 */
export async function verifiedIdentity(ctx: Context): Promise<Identity> {
  const token = tokenOf(ctx);
  const client = await ctx.client();
  return ctx.identity(client, token);
}

/** The role code the run's token acts in: FIXCLOUD_ROLE_CODE, else the server's answer (none for the main account). */
export async function roleCodeFor(ctx: Context, who: Identity): Promise<string | undefined> {
  const given = ctx.tokenSource === "env" ? ctx.io.env.FIXCLOUD_ROLE_CODE?.trim() : ctx.profile.roleCode;
  if (given) return given;
  const { roleCodeOf } = await import("@fixcloud/sdk");
  return roleCodeOf(who);
}

/** "main account" or "sub-user", in the run's language. */
export function accountKind(ctx: Context, accountType: number): string {
  return ctx.t(isMainAccount({ accountType }) ? "whoami.mainAccount" : "whoami.subAccount");
}

/**
 * Print one record: JSON when asked (or piped), `field,value` CSV, else a two-column table of
 * `labels` (the record's keys in the run's language; keys without a label are not shown).
 */
export async function printRecord(
  ctx: Context,
  record: Record<string, unknown>,
  labels: readonly (readonly [key: string, label: string, shown: string])[],
): Promise<void> {
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(record));
    return;
  }
  if (ctx.output === "csv") {
    const rows = Object.entries(record)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => ({ field, value }));
    ctx.io.stdout.write(toCsv(rows, ["field", "value"]));
    return;
  }
  const pairs = labels.map(([, label, shown]) => [label, shown] as [string, string]);
  ctx.io.stdout.write(await renderPairs(pairs, { tty: ctx.io.stdout.isTTY === true, color: ctx.color }));
}
