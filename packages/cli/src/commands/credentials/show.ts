// `fixcloud credentials show`: the customer's AccessKey table and, verified by the SMS code of
// template 11 sent to the account's phone, the AccessSecret (part2 §2, §5, §7). The secret is
// printed once to stdout and nowhere else: never to stderr, the debug log or the profile. On a
// terminal the code is sent and prompted for; a script sends it with `--send-code` and passes
// it with `--code`. Without a terminal and without --code the verb refuses (exit 2) rather than
// wait for a prompt that cannot come.
import type { AccessCredential, AccessKey, FixcloudClient } from "@fixcloud/sdk";
// The phone is printed masked: stderr ends up in CI logs.
import { accessKeyColumns, maskPhone, rules } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { textFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { type Column, columnOf, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "show",
  description: h(
    "Show the AccessKey table and, after SMS verification, the AccessSecret (printed once).",
    "显示 AccessKey 列表，短信验证后显示 AccessSecret（仅输出一次）。",
  ),
  options: () => [
    new Option(
      "--code <code>",
      h(
        "The 4-character SMS code sent to the account's phone (see --send-code).",
        "发送到账号手机的 4 位短信验证码（见 --send-code）。",
      ),
    ),
    new Option(
      "--send-code",
      h(
        "Only send the SMS code to the account's phone (then run again with --code).",
        "仅向账号手机发送短信验证码（之后用 --code 再次运行）。",
      ),
    ).conflicts(["code"]),
    new Option(
      "--keys-only",
      h(
        "Show the AccessKeys without the secret (no code needed).",
        "只显示 AccessKey，不显示密钥（无需验证码）。",
      ),
    ).conflicts(["code", "sendCode"]),
  ],
  examples: [
    "fixcloud credentials show",
    "fixcloud credentials show --keys-only",
    "fixcloud credentials show --send-code && fixcloud credentials show --code 1234 --output json",
  ],
  note: h(
    "\nA code is valid 30 minutes and can be sent once a minute. Without a terminal (CI) the secret needs --code.\n",
    "\n验证码 30 分钟内有效，每分钟只能发送一次。无终端（CI）时显示密钥需提供 --code。\n",
  ),
  json: true,
  load: () => import("./show.js"),
};

export interface CredentialsShowOptions {
  /** The SMS code given up front. */
  code?: string;
  /** Only send the code. */
  sendCode: boolean;
  /** The keys without the secret. */
  keysOnly: boolean;
}

export function parseOptions(
  _args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): CredentialsShowOptions {
  const opts: CredentialsShowOptions = {
    code: textFlag(ctx.t, "--code", o.code, 20),
    sendCode: o.sendCode === true,
    keysOnly: o.keysOnly === true,
  };
  // The console's rule (part2 §5 "exactly 4 characters"), before any call.
  const bad = opts.code === undefined ? null : rules.credentials.captcha(opts.code);
  if (bad) throw new UsageError(`--code: ${sdkMessage(ctx, bad)}`);
  if (!opts.code && !opts.sendCode && !opts.keysOnly && !ctx.interactive)
    throw new UsageError(ctx.t("credentials.needCode"));
  return opts;
}

/** `--json` fields: an access credential's fields. */
export const jsonFields = (): readonly string[] => accessKeyColumns.map((c) => c.key);

const columns = (ctx: Context, secret: boolean): Column<AccessKey | AccessCredential>[] =>
  accessKeyColumns.filter((c) => secret || c.key !== "accessSecret").map((c) => columnOf(ctx, c));

/** The account's own phone, where the reveal code goes (the server refuses an account without one). */
async function ownPhone(client: FixcloudClient): Promise<string> {
  return (await client.security.userInfo()).phone ?? "";
}

/** Keys (no code), the code sent, or keys with secrets after the code (sent and prompted on a terminal). */
export async function run(ctx: Context, opts: CredentialsShowOptions): Promise<void> {
  const client = await ctx.client();
  const out = ctx.io.stdout;
  if (opts.sendCode) {
    const phone = await ownPhone(client);
    const sent = await client.credentials.sendCode({ phone });
    if (ctx.output === "json") out.write(toJson(sent));
    else ctx.io.stderr.write(`${ctx.t("credentials.codeSent", { to: maskPhone(phone) })}\n`);
    return;
  }
  if (opts.keysOnly) {
    const keys = await client.credentials.list();
    if (ctx.output === "json") out.write(toJson(keys));
    else if (keys.length === 0) out.write(`${ctx.t("list.empty")}\n`);
    else await printRows(ctx, keys, columns(ctx, false));
    return;
  }
  let code = opts.code;
  if (!code) {
    const phone = await ownPhone(client);
    await client.credentials.sendCode({ phone });
    const prompts = await import("@inquirer/prompts");
    code = (
      await prompts.input(
        {
          message: ctx.t("credentials.prompt", { to: maskPhone(phone) }),
          required: true,
          validate: (v: string) => {
            const bad = rules.credentials.captcha(v);
            return bad ? sdkMessage(ctx, bad) : true;
          },
        },
        // Prompts go to stderr so stdout carries only the result.
        { output: ctx.io.stderr as NodeJS.WritableStream },
      )
    ).trim();
  }
  const secrets = await client.credentials.reveal({ captcha: code });
  if (ctx.output === "json") {
    out.write(toJson(secrets));
    return;
  }
  await printRows(ctx, secrets, columns(ctx, true));
  if (ctx.output === "table") ctx.io.stderr.write(`${ctx.t("credentials.once")}\n`);
}
