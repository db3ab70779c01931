// `fixcloud receivers verify <receiver>`: send the verification of a recipient's email and/or
// phone (part2 §4, §7 sendEmailVerify/sendPhoneVerify): a link to open (the sandbox puts it in
// its outbox). Each address reports the indicator of part2 §4 with the SDK's label: sent, already
// sent (541, within 60 s: not an error) or already verified (nothing sent).
import { type Receiver, type VerifyChannel, isHolderReceiver, verifyStateOf } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { RECEIVER_ARG, parseReceiverRef, refuseHolder, resolveReceiver } from "./shared.js";

export const command: VerbCommand = {
  name: "verify",
  args: [RECEIVER_ARG],
  description: h(
    "Send the verification of a recipient's email and/or phone (both unverified ones by default).",
    "发送接收人邮箱和/或手机号的验证（默认发送所有未验证的地址）。",
  ),
  options: () => [
    new Option("--email", h("Verify the email address.", "验证邮箱。")),
    new Option("--phone", h("Verify the phone number.", "验证手机号。")),
  ],
  examples: ["fixcloud receivers verify 12", "fixcloud receivers verify li.na@example.com --phone --json"],
  json: true,
  load: () => import("./verify.js"),
};

/** `--json` fields of each address's result. */
export const jsonFields = (): readonly string[] => ["channel", "address", "state"];

export interface ReceiverVerifyOptions {
  ref: string;
  channels: readonly VerifyChannel[];
}

export function parseOptions(
  args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): ReceiverVerifyOptions {
  const ref = parseReceiverRef(args, ctx);
  const chosen = (["email", "phone"] as const).filter((c) => o[c] === true);
  return { ref, channels: chosen.length > 0 ? chosen : ["email", "phone"] };
}

/** The addresses of `r` to send to: on the chosen channels, present and not yet verified. */
function targets(r: Receiver, channels: readonly VerifyChannel[]) {
  return channels
    .map((channel) => ({ channel, address: channel === "email" ? r.email : r.phone }))
    .filter((t) => t.address !== "" && verifyStateOf(r, t.channel) !== 4);
}

export async function run(ctx: Context, opts: ReceiverVerifyOptions): Promise<void> {
  const client = await ctx.client();
  const r = await resolveReceiver(client, ctx, opts.ref);
  refuseHolder(ctx, r);
  const results: { channel: VerifyChannel; address: string; state: number }[] = [];
  for (const t of targets(r, opts.channels))
    results.push({ ...t, state: await client.receivers.sendVerify(t.channel, r.receiverId, t.address) });
  // Verified addresses on the chosen channels say so (indicator 4) instead of being skipped silently.
  for (const channel of opts.channels) {
    const address = channel === "email" ? r.email : r.phone;
    if (address && verifyStateOf(r, channel) === 4 && !isHolderReceiver(r))
      results.push({ channel, address, state: 4 });
  }
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(results));
    return;
  }
  if (results.length === 0) {
    ctx.io.stderr.write(`${ctx.t("receivers.verifyNothing", { name: safeCell(r.name) })}\n`);
    return;
  }
  for (const x of results)
    ctx.io.stdout.write(
      `${ctx.t("receivers.verifyResult", {
        channel: sdkMessage(ctx, x.channel === "email" ? "field.email" : "field.phone"),
        address: safeCell(x.address),
        state: sdkMessage(ctx, `verifyIndicator.${x.state}`),
      })}\n`,
    );
}
