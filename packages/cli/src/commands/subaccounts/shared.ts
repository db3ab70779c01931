// Helpers of the `subaccounts` verbs (part2 §2-§5): the sub-account argument (a user id or a
// username), the form flags from the SDK's sub-account form descriptor, and the password, read
// from standard input (`--password-stdin`) or asked twice on a terminal, never from a flag.
import { rules } from "@fixcloud/sdk";
import { type FormMode, subAccountForm } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { FixcloudClient, SubAccountDetails } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { formOptions } from "../../flags/form-flags.js";
import { h } from "../../lang.js";
import { sdkMessage } from "../../output/print.js";
import { readAll } from "../../io/stdin.js";

/** The `<user>` argument of the verbs that act on one sub-account. */
export const USER_ARG = [
  "<user>",
  h(
    "User id or username of the sub-account (see `subaccounts list`).",
    "子账号的用户 ID 或用户名（见 `subaccounts list`）。",
  ),
] as const;

/** A checked `<user>` argument: digits are a user id, anything else a username (never digits only). */
export function parseUserRef(args: string[], ctx: Context): string {
  const ref = (args[0] ?? "").trim();
  if (!ref) throw new UsageError(ctx.t("usage.required", { flag: "<user>" }));
  if (ref.length > 64 || !/^[A-Za-z0-9]+$/.test(ref))
    throw new UsageError(ctx.t("subaccounts.badRef", { ref }));
  return ref;
}

/** The sub-account `ref` names, with its details; a usage error (exit 2) when there is none. */
export async function resolveUser(
  client: FixcloudClient,
  ctx: Context,
  ref: string,
): Promise<SubAccountDetails> {
  let userId = ref;
  if (!/^\d+$/.test(ref)) {
    const page = await client.subaccounts.list({ userName: ref });
    const hit = page.records.find((r) => r.userName.toLowerCase() === ref.toLowerCase());
    if (!hit) throw new UsageError(ctx.t("subaccounts.notFound", { ref }));
    userId = hit.userconsoleUseId;
  }
  return client.subaccounts.retrieve(userId);
}

/**
 * The form flags of `mode` (`--user-name` on create, `--full-name`, `--phone`, `--email`),
 * from the SDK's sub-account form, and `--password-stdin`.
 */
export function subAccountOptions(mode: FormMode): Option[] {
  return [
    ...formOptions(subAccountForm, { mode }),
    new Option(
      "--password-stdin",
      h(
        "Read the password from standard input (for scripts and CI).",
        "从标准输入读取密码（用于脚本和 CI）。",
      ),
    ),
  ];
}

/** Throw a usage error naming `flag` with the SDK rule's message when `code` is set. */
export function check(ctx: Context, flag: string, code: string | null): void {
  if (code) throw new UsageError(`${flag}: ${sdkMessage(ctx, code)}`);
}

/**
 * The new password: from standard input with `--password-stdin`, else asked twice on a
 * terminal. Checked with the SDK's password rule (L000520) and the confirmation (L000521).
 */
export async function readPassword(ctx: Context, fromStdin: boolean): Promise<string> {
  if (fromStdin) {
    const password = await readAll(ctx.io.stdin);
    if (!password) throw new UsageError(ctx.t("subaccounts.emptyPassword"));
    check(ctx, "--password-stdin", rules.subAccounts.password(password, "add"));
    return password;
  }
  if (!ctx.interactive) throw new UsageError(ctx.t("subaccounts.passwordMissing"));
  const { password: ask } = await import("@inquirer/prompts");
  const promptCtx = { output: ctx.io.stderr as NodeJS.WritableStream };
  const validate = (v: string) => {
    const bad = rules.subAccounts.password(v, "add");
    return bad ? sdkMessage(ctx, bad) : true;
  };
  const first = await ask({ message: ctx.t("subaccounts.password"), mask: "*", validate }, promptCtx);
  const again = await ask({ message: ctx.t("subaccounts.confirmPassword"), mask: "*" }, promptCtx);
  check(ctx, "--password", rules.subAccounts.confirmPassword(first, again, "add"));
  return first;
}
