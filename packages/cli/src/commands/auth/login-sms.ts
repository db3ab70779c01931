// `fixcloud login --sms`: sign in with a phone number and an SMS code (`smsNoLogin`,
// template 3). On a terminal: the phone is asked for, the code is sent and asked for. With no
// terminal: `--phone N --code C` signs in; `--phone N` alone sends the code and says how to run
// again (a script reads the code where it arrives, e.g. the sandbox's outbox).
import { rules, SMS_TEMPLATES, TooFrequentError } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import { keepSession } from "./session.js";

/** What `--sms` was given: the phone and the code, each possibly missing (then prompted). */
export interface SmsLogin {
  phone?: string | undefined;
  code?: string | undefined;
}

/**
 * Send the code when none was given (a 460 within 60 s of the last one is only a warning: the
 * earlier code is still valid), ask for it on a terminal, sign in once and keep the session.
 * Throws ApiError with the server's message (wrong or expired code, unknown phone),
 * ConnectionError, TimeoutError; with no terminal and no `--code`, TooFrequentError too.
 */
export async function runSms(ctx: Context, opts: SmsLogin): Promise<void> {
  const promptCtx = { output: ctx.io.stderr as NodeJS.WritableStream };
  const prompts = ctx.interactive ? await import("@inquirer/prompts") : undefined;
  const asked = (message: string, rule: (v: string) => string | null) =>
    prompts!
      .input(
        {
          message,
          required: true,
          validate: (v: string) => {
            const bad = rule(v);
            return bad ? sdkMessage(ctx, bad) : true;
          },
        },
        promptCtx,
      )
      .then((v) => v.trim());

  const phone =
    opts.phone ?? (await asked(sdkMessage(ctx, "field.phone"), (v) => rules.session.phone(v, ctx.language)));
  const client = await ctx.anonymousClient();
  let code = opts.code;
  if (!code) {
    try {
      await client.session.sendCode({ to: phone, template: SMS_TEMPLATES.login });
      if (!prompts) {
        ctx.io.stderr.write(`${ctx.t("login.codeSentRunAgain", { phone: safeCell(phone) })}\n`);
        return;
      }
      ctx.io.stderr.write(`${ctx.t("login.codeSent", { phone: safeCell(phone) })}\n`);
    } catch (e) {
      // Too soon after the last code: that one still works, so a person may type it.
      if (!(e instanceof TooFrequentError) || !prompts) throw e;
      ctx.io.stderr.write(`${ctx.t("login.codeWait", { message: e.message })}\n`);
    }
    code = await asked(ctx.t("login.smsCode"), rules.session.captcha);
  }
  keepSession(ctx, await client.session.smsNoLogin({ phone, captcha: code }));
}
