// `fixcloud subaccounts update <user>`: change a sub-account's full name, phone, email or
// password (part2 §2 edit dialog: the username is fixed, the password optional; §7
// updateSubAccountInfo). Fields not given keep their values; all are checked with the SDK's
// rules. The password comes from standard input or a terminal prompt, never a flag.
import { subAccountForm } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import { parseFormFlags } from "../../flags/form-flags.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { USER_ARG, parseUserRef, readPassword, resolveUser, subAccountOptions } from "./shared.js";

export const command: VerbCommand = {
  name: "update",
  args: [USER_ARG],
  description: h("Change a sub-account's details or password.", "修改子账号的信息或密码。"),
  options: () => [
    ...subAccountOptions("edit"),
    new Option("--change-password", h("Ask for a new password on the terminal.", "在终端中提示输入新密码。")),
  ],
  examples: [
    "fixcloud subaccounts update ops01 --phone 13900139000",
    'printf %s "$NEW_PW" | fixcloud subaccounts update ops01 --password-stdin',
  ],
  json: true,
  load: () => import("./update.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["userId", "userName", "passwordChanged"];

export interface SubAccountUpdateOptions {
  ref: string;
  fullName?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  /** Where a new password comes from, if any. */
  password?: "stdin" | "prompt" | undefined;
}

export function parseOptions(
  args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): SubAccountUpdateOptions {
  const ref = parseUserRef(args, ctx);
  const f: Pick<SubAccountUpdateOptions, "fullName" | "phone" | "email"> = parseFormFlags(
    subAccountForm,
    o,
    ctx,
    { mode: "edit" },
  );
  const password = o.passwordStdin === true ? "stdin" : o.changePassword === true ? "prompt" : undefined;
  if (password === "prompt" && !ctx.interactive) throw new UsageError(ctx.t("subaccounts.passwordMissing"));
  if (!password && f.fullName === undefined && f.phone === undefined && f.email === undefined)
    throw new UsageError(ctx.t("subaccounts.nothingToUpdate"));
  return { ref, ...f, password };
}

export async function run(ctx: Context, opts: SubAccountUpdateOptions): Promise<void> {
  const password = opts.password ? await readPassword(ctx, opts.password === "stdin") : undefined;
  const client = await ctx.client();
  const current = await resolveUser(client, ctx, opts.ref);
  await client.subaccounts.update({
    userId: current.userconsoleUseId,
    userName: current.userName,
    fullName: opts.fullName ?? current.fullName,
    phone: opts.phone ?? current.phone,
    email: opts.email ?? current.email,
    password,
    confirmPassword: password,
  });
  if (ctx.output === "json")
    ctx.io.stdout.write(
      toJson({
        userId: current.userconsoleUseId,
        userName: current.userName,
        passwordChanged: Boolean(password),
      }),
    );
  else ctx.io.stdout.write(`${ctx.t("subaccounts.updated", { user: safeCell(current.userName) })}\n`);
}
