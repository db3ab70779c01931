// `fixcloud receivers remove <receiver>`: delete a message recipient (part2 §2 delete with its
// confirmation, §7 deleteReceiver). Asks first; --yes in scripts (required without a terminal).
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { RECEIVER_ARG, parseReceiverRef, refuseHolder, resolveReceiver } from "./shared.js";

export const command: VerbCommand = {
  name: "remove",
  args: [RECEIVER_ARG],
  description: h(
    "Remove a message recipient (asks first; --yes in scripts).",
    "删除消息接收人（会先确认；脚本中请加 --yes）。",
  ),
  examples: ["fixcloud receivers remove 12 --yes"],
  json: true,
  load: () => import("./remove.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["receiverId", "name", "removed"];

export interface ReceiverRemoveOptions {
  ref: string;
}

export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): ReceiverRemoveOptions {
  const ref = parseReceiverRef(args, ctx);
  if (ref === "0") throw new UsageError(ctx.t("receivers.holder"));
  requireConfirmable(ctx);
  return { ref };
}

export async function run(ctx: Context, opts: ReceiverRemoveOptions): Promise<void> {
  const client = await ctx.client();
  const r = await resolveReceiver(client, ctx, opts.ref);
  refuseHolder(ctx, r);
  if (!(await confirmChange(ctx, ctx.t("receivers.confirmRemove", { name: safeCell(r.name) })))) {
    ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
    return;
  }
  await client.receivers.delete(r.receiverId);
  if (ctx.output === "json")
    ctx.io.stdout.write(toJson({ receiverId: r.receiverId, name: r.name, removed: true }));
  else ctx.io.stdout.write(`${ctx.t("receivers.removed", { name: safeCell(r.name) })}\n`);
}
