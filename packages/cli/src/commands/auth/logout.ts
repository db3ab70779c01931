// `fixcloud logout`: forget the session of the profile. The API has no sign-out call
// (part1 §7), so the token is dropped locally; the server lets it expire.
import type { Context } from "../../context.js";

export type LogoutOptions = Record<string, never>;

export function parseOptions(): LogoutOptions {
  return {};
}

export async function run(ctx: Context, _opts: LogoutOptions): Promise<void> {
  const had = Boolean(ctx.profile.token);
  ctx.saveProfile({ token: undefined, tokenExpiresAt: undefined });
  ctx.io.stdout.write(`${ctx.t(had ? "logout.done" : "logout.none", { profile: ctx.profileName })}\n`);
}
