// `fixcloud whoami`: who is signed in, where, and until when (part1 §6 sessions). The token
// itself is never printed: only where it comes from.
import { isMainAccount, toWireTime } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { NotSignedInError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { showTime } from "../../output/print.js";
import { renderPairs } from "../../output/table.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "whoami",
  description: h("Show who is signed in (never the token).", "显示当前登录信息（不显示令牌）。"),
  examples: ["fixcloud whoami", "fixcloud whoami --output json"],
  load: () => import("./whoami.js"),
};

export type WhoamiOptions = Record<string, never>;

export function parseOptions(): WhoamiOptions {
  return {};
}

export async function run(ctx: Context, _opts: WhoamiOptions): Promise<void> {
  const p = ctx.profile;
  if (!ctx.tokenSource) throw new NotSignedInError(ctx.t("auth.notSignedIn"));
  const fromEnv = ctx.tokenSource === "env";
  const expires = !fromEnv && p.tokenExpiresAt ? toWireTime(Date.parse(p.tokenExpiresAt)) : undefined;
  if (!fromEnv && p.tokenExpiresAt && Date.parse(p.tokenExpiresAt) <= Date.now())
    throw new NotSignedInError(ctx.t("auth.expired", { time: showTime(ctx, expires) }));

  const info = {
    profile: ctx.profileName,
    user_name: fromEnv ? undefined : p.user_name,
    customerId: fromEnv ? undefined : p.customerId,
    customerName: fromEnv ? undefined : p.customerName,
    accountType: fromEnv ? undefined : p.accountType,
    roleCode: fromEnv ? undefined : p.roleCode,
    baseURL: fromEnv ? ctx.baseURL : (p.baseURL ?? ctx.baseURL),
    tokenExpiresAt: expires,
    token: fromEnv ? "env" : "stored",
  };
  if (ctx.output === "json" || ctx.output === "csv") {
    ctx.io.stdout.write(toJson(info));
    return;
  }
  const unknown = ctx.t("whoami.unknown");
  const type =
    info.accountType === undefined
      ? unknown
      : `${info.accountType} (${ctx.t(isMainAccount({ accountType: info.accountType }) ? "whoami.mainAccount" : "whoami.subAccount")})`;
  const pairs: [string, string][] = [
    [ctx.t("whoami.user"), info.user_name ?? unknown],
    [
      ctx.t("whoami.customer"),
      info.customerId ? [info.customerName, info.customerId].filter(Boolean).join(", ") : unknown,
    ],
    [ctx.t("whoami.accountType"), type],
  ];
  if (info.roleCode) pairs.push([ctx.t("whoami.role"), info.roleCode]);
  pairs.push(
    [ctx.t("whoami.baseURL"), info.baseURL],
    [ctx.t("whoami.profile"), info.profile],
    [ctx.t("whoami.expires"), expires ? showTime(ctx, expires) : unknown],
    [ctx.t("whoami.token"), ctx.t(fromEnv ? "whoami.tokenEnv" : "whoami.tokenStored")],
  );
  ctx.io.stdout.write(await renderPairs(pairs, { tty: ctx.io.stdout.isTTY === true, color: ctx.color }));
}
