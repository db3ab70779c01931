// `fixcloud auth status` (and `whoami`): verify the run's token with the server and say whose it
// is (part1 §6): profile, base URL, user, customer, account type, role, where
// the token comes from and until when it is valid. Never the token itself.
import { SessionError, toWireTime } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { NotSignedInError } from "../../errors.js";
import { h } from "../../lang.js";
import { showTime } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { accountKind, printRecord, roleCodeFor, verifiedIdentity } from "./shared.js";

export const command: VerbCommand = {
  name: "status",
  description: h(
    "Verify the session with the server: profile, server, user, account type, role, token source.",
    "向服务器核实会话：配置、服务器、用户、账号类型、角色、令牌来源。",
  ),
  json: true,
  examples: ["fixcloud auth status", "fixcloud auth status --profile staging --output json"],
  note: h(
    "\nExit code 4 when not signed in or when the server no longer accepts the token.\nProfiles and their settings: fixcloud config list\n",
    "\n未登录或服务器已不再接受该令牌时，退出码为 4。\n查看所有配置及其设置：fixcloud config list\n",
  ),
  load: () => import("./status.js"),
};

export type StatusOptions = Record<string, never>;

export function parseOptions(): StatusOptions {
  return {};
}

export async function run(ctx: Context, _opts: StatusOptions): Promise<void> {
  if (!ctx.tokenSource) throw new NotSignedInError(ctx.t("auth.notSignedIn"));
  const fromEnv = ctx.tokenSource === "env";
  let who: Awaited<ReturnType<typeof verifiedIdentity>>;
  try {
    who = await verifiedIdentity(ctx);
  } catch (error) {
    // The server does not know the token: say which one, and how to get a new one.
    if (error instanceof SessionError)
      throw new NotSignedInError(
        fromEnv
          ? ctx.t("auth.envRejected", { url: ctx.baseURL, message: error.message })
          : ctx.t("auth.sessionEnded", {
              profile: ctx.profileName,
              url: ctx.baseURL,
              message: error.message,
            }),
      );
    throw error;
  }
  const roleCode = await roleCodeFor(ctx, who);
  const expires =
    !fromEnv && ctx.profile.tokenExpiresAt ? toWireTime(Date.parse(ctx.profile.tokenExpiresAt)) : undefined;
  const record = {
    profile: ctx.profileName,
    baseURL: ctx.baseURL,
    user_name: who.user_name,
    customerId: who.customerId,
    customerNo: who.customerNo,
    customerName: who.customerName,
    accountType: who.accountType,
    roleCode: roleCode ?? null,
    roleList: who.roleList,
    tokenSource: fromEnv ? "FIXCLOUD_TOKEN" : "config",
    tokenExpiresAt: expires,
  };
  const t = ctx.t;
  const role = roleCode
    ? `${roleCode}${nameOf(who.roleList, roleCode)}${fromEnv && !ctx.io.env.FIXCLOUD_ROLE_CODE ? ` (${t("status.roleFromServer")})` : ""}`
    : t("status.noRole");
  await printRecord(ctx, record, [
    ["profile", t("whoami.profile"), ctx.profileName],
    ["baseURL", t("whoami.baseURL"), ctx.baseURL],
    ["user_name", t("whoami.user"), who.user_name],
    ["customerName", t("whoami.customer"), [who.customerName, who.customerId].filter(Boolean).join(", ")],
    ["accountType", t("whoami.accountType"), `${who.accountType} (${accountKind(ctx, who.accountType)})`],
    ["roleCode", t("whoami.role"), role],
    ["tokenSource", t("whoami.token"), t(fromEnv ? "whoami.tokenEnv" : "whoami.tokenStored")],
    ["tokenExpiresAt", t("whoami.expires"), expires ? showTime(ctx, expires) : t("whoami.unknown")],
  ]);
}

/** ` (role name)` of `code` in the role list, or nothing. */
function nameOf(roles: readonly { roleCode: string; roleName: string }[], code: string): string {
  const name = roles.find((r) => r.roleCode === code)?.roleName;
  return name ? ` (${name})` : "";
}
