// `fixcloud accounts sessions list <account>`: who holds the account's seats, from where and
// since when, and which password each signed in with (docs/ntrip-caster.md "Seats").
import type { OpenSession } from "@fixcloud/sdk";
import type { Context } from "../../../context.js";
import { UsageError } from "../../../errors.js";
import { h } from "../../../lang.js";
import { type Column, printRows } from "../../../output/print.js";
import type { VerbCommand } from "../../../runner.js";

export const command: VerbCommand = {
  name: "list",
  args: [["<account>", h("Account id or account name.", "账号 ID 或账号名。")]],
  description: h("List the sessions holding the account's seats.", "列出占用该账号席位的会话。"),
  examples: [
    "fixcloud accounts sessions list whsurvey00285",
    "fixcloud accounts sessions list whsurvey00285 --json",
  ],
  json: true,
  load: () => import("./list.js"),
};

/** The account as typed (id or name). */
export interface SessionsOptions {
  account: string;
}

/** The `<account>` argument: 1-64 characters. */
export function accountArg(args: string[], ctx: Context): string {
  const account = (args[0] ?? "").trim();
  if (!account || account.length > 64)
    throw new UsageError(ctx.t("usage.text", { flag: "<account>", max: 64 }));
  return account;
}

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): SessionsOptions {
  return { account: accountArg(args, ctx) };
}

function columns(ctx: Context): Column<OpenSession>[] {
  type Key = "session" | "client" | "mountPoint" | "since" | "lastInput" | "password";
  const col = (key: Key, value: (s: OpenSession) => unknown, kind: "text" | "time" = "text") => ({
    header: ctx.t(`sessions.column.${key}`),
    value,
    kind,
  });
  return [
    col("session", (s) => s.sessionId),
    col("client", (s) => `${s.ip}:${s.port}`),
    col("mountPoint", (s) => s.mountPoint),
    col("since", (s) => s.since, "time"),
    col("lastInput", (s) => s.lastInput, "time"),
    col("password", (s) =>
      ctx.t(s.password === "previous" ? "sessions.password.previous" : "sessions.password.current"),
    ),
  ];
}

export async function run(ctx: Context, opts: SessionsOptions): Promise<void> {
  const client = await ctx.client();
  const { list } = await client.accounts.sessions({ id: opts.account });
  await printRows(ctx, list, columns(ctx));
}
