// `fixcloud auth token`: print the run's token for a script (`FIXCLOUD_TOKEN=$(fixcloud auth
// token)`), the only command that ever prints it (like `gh auth token`). The
// token alone is enough in CI: a run with FIXCLOUD_TOKEN asks the server which role it acts in.
// The role code goes to stderr (stdout holds the token only); `--output json` gives both.
import type { Context } from "../../context.js";
import { NotSignedInError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import type { VerbCommand } from "../../runner.js";
import { roleCodeFor, tokenOf, verifiedIdentity } from "./shared.js";

export const command: VerbCommand = {
  name: "token",
  description: h(
    "Print the session token for scripts (the only command that prints it).",
    "输出会话令牌供脚本使用（唯一会输出令牌的命令）。",
  ),
  examples: ["export FIXCLOUD_TOKEN=$(fixcloud auth token)", "fixcloud auth token --output json"],
  note: h(
    "\nStandard output holds the token alone; the role code of a sub-account is printed on standard error.\nA run with FIXCLOUD_TOKEN asks the server for the role; FIXCLOUD_ROLE_CODE overrides it.\nTreat the token as a password: it grants the account's rights until it expires.\n",
    "\n标准输出只包含令牌；子账号的角色代码输出到标准错误。\n使用 FIXCLOUD_TOKEN 运行时会向服务器查询角色；FIXCLOUD_ROLE_CODE 可覆盖。\n请像对待密码一样保管令牌：在过期前它拥有该账号的全部权限。\n",
  ),
  load: () => import("./token.js"),
};

export type TokenOptions = Record<string, never>;

export function parseOptions(): TokenOptions {
  return {};
}

export async function run(ctx: Context, _opts: TokenOptions): Promise<void> {
  const token = tokenOf(ctx);
  const fromEnv = ctx.tokenSource === "env";
  const expires = ctx.profile.tokenExpiresAt;
  if (!fromEnv && expires && Date.parse(expires) <= Date.now())
    throw new NotSignedInError(ctx.t("auth.expired", { time: expires }));
  // A stored token names its role; a token from the environment asks the server (or
  // FIXCLOUD_ROLE_CODE), exactly as every other command run with it does.
  const roleCode = fromEnv ? await roleCodeFor(ctx, await verifiedIdentity(ctx)) : ctx.profile.roleCode;
  if (ctx.output === "json" && ctx.outputExplicit) {
    ctx.io.stdout.write(toJson({ token, roleCode: roleCode ?? null }));
    return;
  }
  ctx.io.stdout.write(`${token}\n`);
  if (roleCode) ctx.io.stderr.write(`${ctx.t("token.role", { role: roleCode })}\n`);
}
