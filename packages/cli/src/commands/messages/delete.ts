// `fixcloud messages delete <msgId...>`: delete messages (part2 §2 delete with a confirmation;
// §7 signDelete). Asks first; --yes in scripts.
import type { Context } from "../../context.js";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import type { VerbCommand } from "../../runner.js";
import { parseMessageIds } from "./shared.js";

export const command: VerbCommand = {
  name: "delete",
  args: [["<msgId...>", h("Message ids, spaces or commas between them.", "消息编号，以空格或逗号分隔。")]],
  description: h(
    "Delete messages; this cannot be undone (asks first; --yes in scripts).",
    "删除消息，无法恢复（会先确认；脚本中请加 --yes）。",
  ),
  examples: ["fixcloud messages delete 12 13 --yes"],
  json: true,
  load: () => import("./delete.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["msgIds", "deleted"];

export interface MessageDeleteOptions {
  ids: string[];
}

export function parseOptions(
  args: string[],
  _o: Record<string, unknown>,
  ctx: Context,
): MessageDeleteOptions {
  const ids = parseMessageIds(args, ctx);
  if (ids.length === 0) throw new UsageError(ctx.t("usage.required", { flag: "<msgId...>" }));
  requireConfirmable(ctx);
  return { ids };
}

export async function run(ctx: Context, opts: MessageDeleteOptions): Promise<void> {
  const client = await ctx.client();
  if (!(await confirmChange(ctx, ctx.t("messages.confirmDelete", { count: opts.ids.length })))) {
    ctx.io.stderr.write(`${ctx.t("confirm.cancelled")}\n`);
    return;
  }
  await client.messages.delete(opts.ids);
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ msgIds: opts.ids, deleted: true }));
  else ctx.io.stdout.write(`${ctx.t("messages.deleted", { count: opts.ids.length })}\n`);
}
