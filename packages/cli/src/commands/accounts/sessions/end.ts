// `fixcloud accounts sessions end <account> [--session <n>]`: the owner frees a seat a rover
// holds (every open session of the account, or one); the connection log records it as ended by
// the owner (docs/ntrip-caster.md "Seats").
import { Option } from "commander";
import type { Context } from "../../../context.js";
import { UsageError } from "../../../errors.js";
import { h } from "../../../lang.js";
import type { VerbCommand } from "../../../runner.js";
import { accountArg } from "./list.js";

export const command: VerbCommand = {
  name: "end",
  args: [["<account>", h("Account id or account name.", "账号 ID 或账号名。")]],
  description: h("End the account's open sessions (or one).", "结束该账号的在线会话（或其中一个）。"),
  options: () => [
    new Option(
      "--session <n>",
      h("Only this session (see `sessions list`).", "只结束此会话（见 `sessions list`）。"),
    ),
  ],
  examples: [
    "fixcloud accounts sessions end whsurvey00285",
    "fixcloud accounts sessions end whsurvey00285 --session 42",
  ],
  json: true,
  load: () => import("./end.js"),
};

export interface EndOptions {
  account: string;
  sessionId?: number;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): EndOptions {
  const account = accountArg(args, ctx);
  if (o.session === undefined) return { account };
  const text = String(o.session).trim();
  if (!/^[1-9]\d{0,14}$/.test(text))
    throw new UsageError(ctx.t("usage.sessionId", { value: String(o.session) }));
  return { account, sessionId: Number(text) };
}

export async function run(ctx: Context, opts: EndOptions): Promise<void> {
  const client = await ctx.client();
  const res = await client.accounts.endSession({
    id: opts.account,
    ...(opts.sessionId === undefined ? {} : { sessionId: opts.sessionId }),
  });
  if (ctx.output === "json") {
    ctx.io.stdout.write(`${JSON.stringify(res)}\n`);
    return;
  }
  const key = res.ended === 0 ? "sessions.none" : "sessions.ended";
  ctx.io.stdout.write(`${ctx.t(key, { count: res.ended, account: opts.account })}\n`);
}
