// `fixcloud tokens create --name <name> --scope read|write [--expires 90d]`: a personal access
// token. The flags are checked with the SDK's token rules before any call (exit 2). The token
// is printed once, on stdout (and in --json), so `$(fixcloud tokens create … --json token)`
// can hand it to a secret store; the server never shows it again.
import { TOKEN_LIMITS, tokenExpiryDays, tokensRules } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { checkRule } from "../../flags/check-rule.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "create",
  description: h("Create a personal access token; prints it once.", "创建个人访问令牌；令牌仅在此显示一次。"),
  options: () => [
    new Option(
      "--name <name>",
      h("A name to know it by, e.g. ci (1-40 characters).", "便于识别的名称，如 ci（1-40 个字符）。"),
    ),
    new Option(
      "--scope <scope>",
      h(
        "read: only calls that change nothing; write: every call your role allows.",
        "read：只能执行不修改数据的操作；write：可执行您的角色允许的所有操作。",
      ),
    ),
    new Option(
      "--expires <days>",
      h(
        `Lifetime, e.g. 30d (1-${TOKEN_LIMITS.expiresDaysMax} days, default ${TOKEN_LIMITS.expiresDaysDefault}d).`,
        `有效期，如 30d（1-${TOKEN_LIMITS.expiresDaysMax} 天，默认 ${TOKEN_LIMITS.expiresDaysDefault}d）。`,
      ),
    ),
  ],
  examples: [
    "fixcloud tokens create --name nightly-export --scope read",
    "fixcloud tokens create --name bulk-job --scope write --expires 30d --json token",
  ],
  json: true,
  load: () => import("./create.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => [
  "id",
  "name",
  "scope",
  "hint",
  "createTime",
  "expireTime",
  "token",
];

export interface TokenCreateOptions {
  name: string;
  scope: string;
  expiresDays: number;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): TokenCreateOptions {
  const name = String(o.name ?? "").trim();
  const scope = String(o.scope ?? "").trim();
  checkRule(ctx, "--name", tokensRules.name(name));
  checkRule(ctx, "--scope", tokensRules.scope(scope));
  const expires = o.expires === undefined ? "" : String(o.expires);
  checkRule(ctx, "--expires", tokensRules.expires(expires));
  return { name, scope, expiresDays: tokenExpiryDays(expires) ?? TOKEN_LIMITS.expiresDaysDefault };
}

export async function run(ctx: Context, opts: TokenCreateOptions): Promise<void> {
  const client = await ctx.client();
  const made = await client.tokens.create({ name: opts.name, scope: opts.scope, expires: opts.expiresDays });
  if (ctx.output === "json") {
    const { id, name, scope, hint, createTime, expireTime, token } = made;
    ctx.io.stdout.write(toJson({ id, name, scope, hint, createTime, expireTime, token }));
    return;
  }
  ctx.io.stdout.write(
    `${ctx.t("tokens.created", {
      name: safeCell(made.name),
      scope: sdkMessage(ctx, `tokenScope.${made.scope}`),
      id: made.id,
      expireTime: made.expireTime,
    })}\n`,
  );
  ctx.io.stdout.write(`${ctx.t("tokens.secret", { token: made.token })}\n`);
  ctx.io.stderr.write(`${ctx.t("tokens.secretOnce")}\n`);
}
