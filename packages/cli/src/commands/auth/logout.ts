// `fixcloud logout`: end the run's session on the server (`session.logout`, a call the project
// adds: docs/api-paths.md) and forget the profile's token, so the old token passes nowhere
// (`auth status` with it: exit 4). A token the server had already ended is forgotten all the
// same; when the server cannot be reached the token is forgotten here and the run exits 5,
// saying the session may still be open there.
import { SessionError } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "logout",
  description: h(
    "End the session on the server and forget it in the profile.",
    "在服务器上结束会话，并从配置中清除。",
  ),
  examples: ["fixcloud logout", "fixcloud logout --profile staging"],
  load: () => import("./logout.js"),
};

export type LogoutOptions = Record<string, never>;

export function parseOptions(): LogoutOptions {
  return {};
}

export async function run(ctx: Context, _opts: LogoutOptions): Promise<void> {
  const had = Boolean(ctx.profile.token);
  let failure: unknown;
  if (ctx.tokenSource) {
    try {
      await (await ctx.client()).session.logout();
    } catch (error) {
      // Already ended or expired on the server: nothing is left to end there.
      if (!(error instanceof SessionError)) failure = error;
    }
  }
  ctx.saveProfile({ token: undefined, tokenExpiresAt: undefined });
  if (failure !== undefined) {
    if (had) ctx.io.stderr.write(`${ctx.t("logout.forgottenOnly", { profile: ctx.profileName })}\n`);
    throw failure;
  }
  const key = had ? "logout.done" : ctx.tokenSource === "env" ? "logout.envEnded" : "logout.none";
  ctx.io.stdout.write(`${ctx.t(key, { profile: ctx.profileName })}\n`);
}
