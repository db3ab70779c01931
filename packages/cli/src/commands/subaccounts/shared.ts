// Helpers of the `subaccounts` verbs (part2 §2-§5): the sub-account argument (a user id or a
// username), the form flags checked with the SDK's sub-account rules, and the password, read
// from standard input (`--password-stdin`) or asked twice on a terminal, never from a flag.
import { rules } from "@fixcloud/sdk";
import { Option } from "commander";
import type { FixcloudClient, SubAccountDetails } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
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

/** `--full-name`, `--phone`, `--email` (and `--user-name` on create). */
export function formOptions(withUserName: boolean): Option[] {
  return [
    ...(withUserName
      ? [
          new Option(
            "--user-name <name>",
            h(
              "Username: letters and digits, not digits only, at most 50.",
              "用户名：字母和数字，不能全为数字，最多 50 个字符。",
            ),
          ),
        ]
      : []),
    new Option("--full-name <name>", h("Full name, 1 to 50 characters.", "姓名，1 到 50 个字符。")),
    new Option(
      "--phone <phone>",
      h("Phone (a mainland mobile number in zh-CN).", "手机号（中文环境下须为大陆手机号）。"),
    ),
    new Option("--email <email>", h("Email, at most 50 characters.", "邮箱，最多 50 个字符。")),
    new Option(
      "--password-stdin",
      h(
        "Read the password from standard input (for scripts and CI).",
        "从标准输入读取密码（用于脚本和 CI）。",
      ),
    ),
  ];
}

/** A flag's text, trimmed, or undefined when not given. */
export const flagText = (raw: unknown): string | undefined =>
  raw === undefined ? undefined : String(raw).trim();

/** Throw a usage error naming `flag` with the SDK rule's message when `code` is set. */
export function check(ctx: Context, flag: string, code: string | null): void {
  if (code) throw new UsageError(`${flag}: ${sdkMessage(ctx, code)}`);
}

/** Check the given form flags with the SDK's sub-account rules (part2 §5). */
export function checkForm(
  ctx: Context,
  f: {
    userName?: string | undefined;
    fullName?: string | undefined;
    phone?: string | undefined;
    email?: string | undefined;
  },
): void {
  const r = rules.subAccounts;
  if (f.userName !== undefined) check(ctx, "--user-name", r.userName(f.userName));
  if (f.fullName !== undefined) check(ctx, "--full-name", r.fullName(f.fullName));
  if (f.phone !== undefined) check(ctx, "--phone", r.phone(f.phone, ctx.language));
  if (f.email !== undefined) check(ctx, "--email", r.email(f.email));
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
