// `fixcloud receivers add`: add a message recipient (part2 §2 add dialog, §5 rules, §7
// createReceiver). The flags are the SDK's receiver form, each checked with its rule before any
// call and sent trimmed;
// a taken name, phone or email is refused by the server (544) with one line per field; the
// 11th recipient is refused (777).
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { parseReceiverFlags, receiverOptions, withRepeats } from "./shared.js";

export const command: VerbCommand = {
  name: "add",
  description: h("Add a message recipient (at most 10).", "新增消息接收人（最多 10 个）。"),
  options: () => receiverOptions("add"),
  examples: [
    'fixcloud receivers add --name "Wang Min" --email wang.min@example.com --position "Ops lead"',
    h(
      "fixcloud receivers add --name 'Wang Min' --email wang.min@example.com --phone 13912345678 --position 'Operations manager' --json",
      "fixcloud receivers add --name 王敏 --email wang.min@example.com --phone 13912345678 --position 运维经理 --json",
    ),
  ],
  json: true,
  load: () => import("./add.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["receiverId", "name"];

export interface ReceiverAddOptions {
  name: string;
  email: string;
  phone: string;
  position: string;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ReceiverAddOptions {
  return parseReceiverFlags(o, ctx, "add") as unknown as ReceiverAddOptions;
}

export async function run(ctx: Context, opts: ReceiverAddOptions): Promise<void> {
  const client = await ctx.client();
  const { receiverId } = await withRepeats(ctx, () => client.receivers.create({ ...opts, tell: opts.phone }));
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ receiverId, name: opts.name }));
  else ctx.io.stdout.write(`${ctx.t("receivers.added", { name: safeCell(opts.name), id: receiverId })}\n`);
}
