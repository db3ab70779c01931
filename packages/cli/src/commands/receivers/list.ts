// `fixcloud receivers list`: the receiver page's table (part2 §2: name, email, phone, position,
// each address with its verified state), the holder's row "0" first. When no more may be added
// (10 receivers, or the list answered 777) a note says so on stderr.
import { Receiver, verifyFlag } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { type Column, idColumn, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "list",
  description: h(
    "List message recipients with the verified state of each address.",
    "列出消息接收人及每个地址的验证状态。",
  ),
  examples: ["fixcloud receivers list", "fixcloud receivers list --json receiverId,email,emailVerify"],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the receiver's fields. */
export const jsonFields = (): readonly string[] => Object.keys(Receiver.shape);

export type ReceiverListOptions = Record<string, never>;

export function parseOptions(): ReceiverListOptions {
  return {};
}

export async function run(ctx: Context, _opts: ReceiverListOptions): Promise<void> {
  const client = await ctx.client();
  const { receivers, limitReached } = await client.receivers.list();
  const text = (header: string, value: (r: Receiver) => unknown): Column<Receiver> => ({
    header: sdkMessage(ctx, header),
    value,
    kind: "text",
  });
  const flag = (header: string, value: (r: Receiver) => unknown): Column<Receiver> => ({
    header: sdkMessage(ctx, header),
    value,
    kind: "enum",
    enum: verifyFlag,
  });
  const columns: Column<Receiver>[] = [
    idColumn<Receiver>(ctx, "receiverId"),
    text("field.name", (r) => r.name),
    text("field.email", (r) => r.email),
    flag("field.emailVerify", (r) => r.emailVerify),
    text("field.phone", (r) => r.phone),
    flag("field.phoneVerify", (r) => (r.phone ? r.phoneVerify : null)),
    text("field.position", (r) => r.position),
  ];
  await printRows(ctx, receivers, columns);
  if (limitReached && ctx.output === "table") ctx.io.stderr.write(`${ctx.t("receivers.limit")}\n`);
}
