// Helpers of the `receivers` verbs (part2 §2-§5, §8): the `<receiver>` argument (an id or an
// email address), the form flags checked with the SDK's receiver rules, and the 544 answer's
// per-field messages written one per line before the error. Rule failures are usage errors
// through `checkRule` (flags/check-rule.ts).
import {
  type FixcloudClient,
  type Receiver,
  ReceiverFieldsError,
  isHolderReceiver,
  rules,
} from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { safeCell } from "../../output/text.js";
import { checkRule } from "../../flags/check-rule.js";

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

/** `--name`, `--email`, `--phone`, `--position`. */
export function formOptions(): Option[] {
  return [
    new Option("--name <name>", h("Name, 2 to 35 characters.", "姓名，2 到 35 个字符。")),
    new Option("--email <email>", h("Email address.", "邮箱地址。")),
    new Option(
      "--phone <phone>",
      h('Optional 11-digit mainland mobile number ("" for none).', '选填：11 位大陆手机号（"" 表示无）。'),
    ),
    new Option("--position <position>", h("Position, 2 to 35 characters.", "职位，2 到 35 个字符。")),
  ];
}

/** A flag's text, trimmed, or undefined when not given. */
export const flagText = (raw: unknown): string | undefined =>
  raw === undefined ? undefined : String(raw).trim();

/** Check the given form flags with the SDK's receiver rules (part2 §5). */
export function checkForm(
  ctx: Context,
  f: {
    name?: string | undefined;
    email?: string | undefined;
    phone?: string | undefined;
    position?: string | undefined;
  },
): void {
  const r = rules.receivers;
  if (f.name !== undefined) checkRule(ctx, "--name", r.name(f.name));
  if (f.email !== undefined) checkRule(ctx, "--email", r.email(f.email));
  if (f.phone !== undefined) checkRule(ctx, "--phone", r.phone(f.phone));
  if (f.position !== undefined) checkRule(ctx, "--position", r.position(f.position));
}

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
