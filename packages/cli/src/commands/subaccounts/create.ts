// `fixcloud subaccounts create`: add a sub-account (part2 §2 add dialog, §5 rules, §7
// createSubAccount). The flags are the SDK's sub-account form, each checked with its rule before any call; the password
// comes from standard input or a terminal prompt, never a flag, and travels encrypted.
import { rules } from "@fixcloud/sdk";
import { subAccountForm } from "@fixcloud/sdk/lists";
import { parseFormFlags } from "../../flags/form-flags.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { check, readPassword, subAccountOptions } from "./shared.js";

export const command: VerbCommand = {
  name: "create",
  description: h("Add a sub-account (the customer must be certified).", "新增子账号（客户须已认证）。"),
  options: () => subAccountOptions("add"),
  examples: [
    'printf %s "$PW" | fixcloud subaccounts create --user-name ops01 --full-name "Ops One" --phone 13800138000 --email ops01@example.com --password-stdin',
  ],
  json: true,
  load: () => import("./create.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["userId", "userName"];

export interface SubAccountCreateOptions {
  userName: string;
  fullName: string;
  phone: string;
  email: string;
  passwordStdin: boolean;
}

export function parseOptions(
  _args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): SubAccountCreateOptions {
  const f = parseFormFlags(subAccountForm, o, ctx, { mode: "add" }) as Omit<
    SubAccountCreateOptions,
    "passwordStdin"
  >;
  const passwordStdin = o.passwordStdin === true;
  if (!passwordStdin && !ctx.interactive) throw new UsageError(ctx.t("subaccounts.passwordMissing"));
  return { ...f, passwordStdin };
}

export async function run(ctx: Context, opts: SubAccountCreateOptions): Promise<void> {
  const password = await readPassword(ctx, opts.passwordStdin);
  check(ctx, "--password", rules.subAccounts.password(password, "add"));
  const { passwordStdin: _, ...fields } = opts;
  const client = await ctx.client();
  const { userId } = await client.subaccounts.create({ ...fields, password, confirmPassword: password });
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ userId, userName: opts.userName }));
  else
    ctx.io.stdout.write(`${ctx.t("subaccounts.created", { user: safeCell(opts.userName), id: userId })}\n`);
}
