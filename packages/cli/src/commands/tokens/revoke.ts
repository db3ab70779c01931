// `fixcloud tokens revoke <token>`: revoke a personal access token; every job using it stops at
// once. Asks first, naming the token; --yes in scripts (required without a terminal).
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "revoke",
  args: [["<token>", h("Token id, pat_… (see `tokens list`).", "令牌 ID，pat_…（见 `tokens list`）。")]],
  description: h(
    "Revoke a personal access token (asks first; --yes in scripts).",
    "吊销个人访问令牌（会先确认；脚本中请加 --yes）。",
  ),
  examples: ["fixcloud tokens revoke pat_0123456789abcdef --yes"],
  json: true,
  load: () => import("./revoke.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["id", "name", "revoked"];

export interface TokenRevokeOptions {
  id: string;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): TokenRevokeOptions {
  const id = String(args[0] ?? "").trim();
  if (!id) throw new UsageError(ctx.t("usage.required", { flag: "<token>" }));
  if (!/^pat_[0-9a-f]{1,64}$/.test(id)) throw new UsageError(ctx.t("tokens.badId", { id: safeCell(id) }));
  requireConfirmable(ctx);
  return { id };
}

export async function run(ctx: Context, opts: TokenRevokeOptions): Promise<void> {
  const client = await ctx.client();
  const token = (await client.tokens.list()).find((t) => t.id === opts.id);
  if (!token) throw new UsageError(ctx.t("tokens.notFound", { id: safeCell(opts.id) }));
  const name = safeCell(token.name);
  if (!(await confirmChange(ctx, ctx.t("tokens.confirmRevoke", { name, id: token.id })))) {
    ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
    return;
  }
  await client.tokens.revoke(token.id);
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ id: token.id, name: token.name, revoked: true }));
  else ctx.io.stdout.write(`${ctx.t("tokens.revoked", { name, id: token.id })}\n`);
}
