// Helpers of the `receivers` verbs (part2 §2-§5, §8): the `<receiver>` argument (an id or an
// email address), the form flags from the SDK's receiver form descriptor, and the 544 answer's
// per-field messages written one per line before the error.
import { type FixcloudClient, type Receiver, ReceiverFieldsError, isHolderReceiver } from "@fixcloud/sdk";
import { type FormMode, receiverForm } from "@fixcloud/sdk/lists";
import type { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { type FormFlagOptions, formOptions, parseFormFlags } from "../../flags/form-flags.js";
import { h } from "../../lang.js";
import { safeCell } from "../../output/text.js";

/** The `<receiver>` argument of the verbs that act on one receiver. */
export const RECEIVER_ARG = [
  "<receiver>",
  h("Recipient id or email address (see `receivers list`).", "接收人 ID 或邮箱地址（见 `receivers list`）。"),
] as const;

/** A checked `<receiver>` argument: digits are an id, text with an @ an email address. */
export function parseReceiverRef(args: string[], ctx: Context): string {
  const ref = (args[0] ?? "").trim();
  if (!ref) throw new UsageError(ctx.t("usage.required", { flag: "<receiver>" }));
  if (ref.length > 200 || !(/^\d{1,15}$/.test(ref) || ref.includes("@")))
    throw new UsageError(ctx.t("receivers.badRef", { ref: safeCell(ref) }));
  return ref;
}

/** The receiver `ref` names; a usage error (exit 2) when there is none. */
export async function resolveReceiver(client: FixcloudClient, ctx: Context, ref: string): Promise<Receiver> {
  const { receivers } = await client.receivers.list();
  const hit = receivers.find((r) =>
    /^\d+$/.test(ref) ? r.receiverId === ref : r.email.toLowerCase() === ref.toLowerCase(),
  );
  if (!hit) throw new UsageError(ctx.t("receivers.notFound", { ref: safeCell(ref) }));
  return hit;
}

/** Refuse the holder's row ("0"): read-only (part2 §2). */
export function refuseHolder(ctx: Context, r: Receiver): void {
  if (isHolderReceiver(r)) throw new UsageError(ctx.t("receivers.holder"));
}

/** The receiver form's flags (`--name`, `--email`, `--phone`, `--position`) in `mode`. */
export const RECEIVER_FLAGS = (mode: FormMode): FormFlagOptions => ({
  mode,
  hints: {
    phone: h(
      'optional 11-digit mainland mobile number ("" for none).',
      '选填，11 位大陆手机号（"" 表示无）。',
    ),
  },
});

/** The receiver form's flags of `mode`, from the SDK's descriptor. */
export const receiverOptions = (mode: FormMode): Option[] => formOptions(receiverForm, RECEIVER_FLAGS(mode));

/** The receiver form's values given as flags, trimmed and checked with its rules (part2 §5). */
export const parseReceiverFlags = (o: Record<string, unknown>, ctx: Context, mode: FormMode) =>
  parseFormFlags(receiverForm, o, ctx, RECEIVER_FLAGS(mode));

/** Run a save; a 544 writes each duplicate field's message on its own line (stderr) before failing. */
export async function withRepeats<T>(ctx: Context, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (e) {
    if (e instanceof ReceiverFieldsError)
      for (const f of e.fields) ctx.io.stderr.write(`--${f.field}: ${safeCell(f.message)}\n`);
    throw e;
  }
}
