// `fixcloud logout`: forget the session of the profile. The API has no sign-out call
// (part1 §7), so the token is dropped locally; the server lets it expire.
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "logout",
  description: h("Forget the session of the profile.", "清除配置中的会话。"),
  examples: ["fixcloud logout", "fixcloud logout --profile staging"],
  load: () => import("./logout.js"),
};

export type LogoutOptions = Record<string, never>;

export function parseOptions(): LogoutOptions {
  return {};
}

export async function run(ctx: Context, _opts: LogoutOptions): Promise<void> {
  const had = Boolean(ctx.profile.token);
  ctx.saveProfile({ token: undefined, tokenExpiresAt: undefined });
  ctx.io.stdout.write(`${ctx.t(had ? "logout.done" : "logout.none", { profile: ctx.profileName })}\n`);
}
