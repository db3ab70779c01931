// `fixcloud receivers update <receiver>`: change a recipient's name, email, phone or position
// (part2 §2 edit dialog, §5 rules, §7 updateReceiver). Fields not given keep their values; a
// changed email or phone loses its verified state. The holder's row "0" is read-only.
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import {
  RECEIVER_ARG,
  parseReceiverFlags,
  receiverOptions,
  parseReceiverRef,
  refuseHolder,
  resolveReceiver,
  withRepeats,
} from "./shared.js";

export const command: VerbCommand = {
  name: "update",
  args: [RECEIVER_ARG],
  description: h(
    "Change a recipient's details (a changed address must be verified again).",
    "修改接收人信息（修改过的地址须重新验证）。",
  ),
  options: () => receiverOptions("edit"),
  examples: [
    "fixcloud receivers update 12 --phone 13900139000",
    'fixcloud receivers update li.na@example.com --phone ""',
  ],
  json: true,
  load: () => import("./update.js"),
};

/** `--json` fields of the answer. */
export const jsonFields = (): readonly string[] => ["receiverId", "name"];

export interface ReceiverUpdateOptions {
  ref: string;
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  position?: string | undefined;
}

export function parseOptions(
  args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): ReceiverUpdateOptions {
  const ref = parseReceiverRef(args, ctx);
  if (ref === "0") throw new UsageError(ctx.t("receivers.holder"));
  const f: Pick<ReceiverUpdateOptions, "name" | "email" | "phone" | "position"> = parseReceiverFlags(
    o,
    ctx,
    "edit",
  );
  if (Object.values(f).every((v) => v === undefined))
    throw new UsageError(ctx.t("receivers.nothingToUpdate"));
  return { ref, ...f };
}

export async function run(ctx: Context, opts: ReceiverUpdateOptions): Promise<void> {
  const client = await ctx.client();
  const r = await resolveReceiver(client, ctx, opts.ref);
  refuseHolder(ctx, r);
  const name = opts.name ?? r.name;
  await withRepeats(ctx, () =>
    client.receivers.update({
      receiverId: r.receiverId,
      name,
      email: opts.email ?? r.email,
      tell: opts.phone ?? r.phone,
      position: opts.position ?? r.position,
    }),
  );
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ receiverId: r.receiverId, name }));
  else ctx.io.stdout.write(`${ctx.t("receivers.updated", { name: safeCell(name) })}\n`);
}
