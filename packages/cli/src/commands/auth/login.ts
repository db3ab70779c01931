// `fixcloud login`: sign in with username, password and image captcha, or with `--sms` by
// phone and SMS code (./login-sms.ts), and keep the session in the profile (part1 §2
// sign-in, §5 rules, §6 roles). Interactive on a terminal; with no terminal (or CI=true, or
// --yes) every value must come from flags and stdin, and a missing one is a usage error, never
// a prompt.
import { rules } from "@fixcloud/sdk";
import { Option } from "commander";
import { showCaptcha } from "../../captcha/show.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { textFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { readAll } from "../../io/stdin.js";
import { sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { keepSession } from "./session.js";

export const command: VerbCommand = {
  name: "login",
  description: h("Sign in and keep the session in the profile.", "登录并将会话保存到配置中。"),
  options: () => [
    new Option(
      "--username <name>",
      h("Username (prompted on a terminal when missing).", "用户名（终端中缺省时会提示输入）。"),
    ),
    new Option(
      "--password-stdin",
      h(
        "Read the password from standard input (for scripts and CI).",
        "从标准输入读取密码（用于脚本和 CI）。",
      ),
    ),
    new Option(
      "--captcha <code>",
      h(
        "The image verification code (for a sandbox started with --captcha CODE); prompted on a terminal.",
        "图形验证码（用于以 --captcha CODE 启动的沙箱）；终端中会显示图片并提示输入。",
      ),
    ),
    new Option(
      "--sms",
      h(
        "Sign in with a phone number and an SMS code instead of a password.",
        "用手机号和短信验证码登录，不用密码。",
      ),
    ),
    new Option(
      "--phone <number>",
      h(
        "With --sms: the phone number (prompted on a terminal).",
        "与 --sms 一起：手机号（终端中会提示输入）。",
      ),
    ),
    new Option(
      "--code <code>",
      h(
        "With --sms: the SMS code already received; without it the code is sent and asked for (with no terminal: sent, then run again with --code).",
        "与 --sms 一起：已收到的短信验证码；不给时先发送验证码再提示输入（无终端时：发送后请带 --code 再运行）。",
      ),
    ),
  ],
  examples: [
    "fixcloud login",
    "fixcloud login --username demo",
    'printf %s "$FIXCLOUD_PASSWORD" | fixcloud login --username demo --password-stdin --captcha 1234',
    "fixcloud login --sms --phone 13812345678",
    "fixcloud login --sms --phone 13812345678 --code 4821",
  ],
  note: h(
    "\nOn a terminal the verification code's picture is drawn with block characters and saved as an .svg file.\n",
    "\n在终端中，验证码会以字符块画出，并另存为 .svg 文件。\n",
  ),
  load: () => import("./login.js"),
};

export interface LoginOptions {
  username?: string;
  /** Read the password from stdin. */
  passwordStdin: boolean;
  /** Captcha code given up front (a sandbox started with --captcha CODE). */
  captcha?: string;
  /** Sign in by phone and SMS code. */
  sms?: { phone?: string | undefined; code?: string | undefined };
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): LoginOptions {
  const smsFlags = [o.phone !== undefined && "--phone", o.code !== undefined && "--code"].filter(Boolean);
  if (o.sms === true) return parseSms(o, ctx);
  if (smsFlags.length > 0) throw new UsageError(ctx.t("login.smsOnly", { flags: smsFlags.join(", ") }));
  const opts: LoginOptions = {
    username: textFlag(ctx.t, "--username", o.username, 50),
    passwordStdin: o.passwordStdin === true,
    captcha: textFlag(ctx.t, "--captcha", o.captcha, 4),
  };
  // The console's own rules (part1 §5): letters and digits, not digits only; captcha of 4.
  const badName = opts.username ? rules.common.loginUsername(opts.username, 50) : null;
  if (badName) throw new UsageError(`--username: ${sdkMessage(ctx, badName)}`);
  const badCode = opts.captcha ? rules.common.captcha(opts.captcha) : null;
  if (badCode) throw new UsageError(`--captcha: ${sdkMessage(ctx, badCode)}`);
  if (!ctx.interactive) {
    const missing = [
      opts.username ? undefined : "--username",
      opts.passwordStdin ? undefined : "--password-stdin",
      opts.captcha ? undefined : "--captcha",
    ].filter(Boolean);
    if (missing.length > 0) throw new UsageError(ctx.t("login.missing", { what: missing.join(", ") }));
  }
  return opts;
}

/** `--sms [--phone N] [--code C]`: phone and code checked by the SDK's rules, no password flags. */
function parseSms(o: Record<string, unknown>, ctx: Context): LoginOptions {
  const conflicting = [
    o.username !== undefined && "--username",
    o.passwordStdin === true && "--password-stdin",
    o.captcha !== undefined && "--captcha",
  ].filter(Boolean);
  if (conflicting.length > 0)
    throw new UsageError(ctx.t("login.smsConflict", { flags: conflicting.join(", ") }));
  const phone = textFlag(ctx.t, "--phone", o.phone, 20);
  const code = textFlag(ctx.t, "--code", o.code, 4);
  const badPhone = phone ? rules.session.phone(phone, ctx.language) : null;
  if (badPhone) throw new UsageError(`--phone: ${sdkMessage(ctx, badPhone)}`);
  const badCode = code ? rules.session.captcha(code) : null;
  if (badCode) throw new UsageError(`--code: ${sdkMessage(ctx, badCode)}`);
  if (!ctx.interactive && !phone) throw new UsageError(ctx.t("login.smsMissing"));
  return { passwordStdin: false, sms: { phone, code } };
}

/**
 * One sign-in: username, password and captcha (prompted on a terminal), then one call. A wrong
 * password or captcha is reported once with the server's message, never sent again (a
 * wrong password sent again would count against the account); the person runs `login` again.
 */
export async function run(ctx: Context, opts: LoginOptions): Promise<void> {
  if (opts.sms) return (await import("./login-sms.js")).runSms(ctx, opts.sms);
  // Prompts write to stderr so stdout stays clean for the result.
  const promptCtx = { output: ctx.io.stderr as NodeJS.WritableStream };
  const prompts = ctx.interactive ? await import("@inquirer/prompts") : undefined;

  const username =
    opts.username ??
    (
      await prompts!.input(
        {
          message: ctx.t("login.username"),
          required: true,
          validate: (v: string) => {
            const bad = rules.common.loginUsername(v, 50);
            return bad ? sdkMessage(ctx, bad) : true;
          },
        },
        promptCtx,
      )
    ).trim();
  let password: string;
  if (opts.passwordStdin) {
    password = await readAll(ctx.io.stdin);
    if (!password) throw new UsageError(ctx.t("login.emptyPassword"));
  } else {
    password = await prompts!.password({ message: ctx.t("login.password"), mask: "*" }, promptCtx);
  }

  const client = await ctx.anonymousClient();
  const { uuid, img } = await client.session.captcha();
  let code = opts.captcha;
  if (!code) {
    const shown = showCaptcha(ctx, img);
    try {
      code = (
        await prompts!.input(
          {
            message: ctx.t("login.captcha"),
            required: true,
            validate: (v: string) => {
              const bad = rules.common.captcha(v);
              return bad ? sdkMessage(ctx, bad) : true;
            },
          },
          promptCtx,
        )
      ).trim();
    } finally {
      shown.dispose();
    }
  }
  // One call: its refusal (ApiError: wrong password or captcha, with the server's message)
  // goes to the person as it is.
  const session = await client.session.loginByUsername({ username, password, code, uuid });
  keepSession(ctx, session);
}
