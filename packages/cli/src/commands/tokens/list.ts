// `fixcloud tokens list`: the user's live personal access tokens, newest first: id, name, scope,
// the token's hint (never the token), created, expires (or "Expired"), last used and from where,
// times in the time-zone setting.
import { PersonalToken } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { type Column, idColumn, printRows, sdkMessage } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List your personal access tokens.", "列出您的个人访问令牌。"),
  examples: ["fixcloud tokens list", "fixcloud tokens list --json id,name,scope,lastUsedTime"],
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the token's fields. */
export const jsonFields = (): readonly string[] => Object.keys(PersonalToken.shape);

export type TokenListOptions = Record<string, never>;

export function parseOptions(): TokenListOptions {
  return {};
}

export async function run(ctx: Context, _opts: TokenListOptions): Promise<void> {
  const client = await ctx.client();
  const rows = await client.tokens.list();
  const label = (key: string) => sdkMessage(ctx, key);
  const columns: Column<PersonalToken>[] = [
    idColumn<PersonalToken>(ctx),
    { header: label("field.tokenName"), value: (t) => t.name, kind: "text" },
    { header: label("field.scope"), value: (t) => label(`tokenScope.${t.scope}`), kind: "text" },
    { header: label("field.hint"), value: (t) => t.hint, kind: "text" },
    { header: label("field.createTime"), value: (t) => t.createTime, kind: "time" },
    {
      header: label("field.expireTime"),
      value: (t) => (t.expired ? ctx.t("tokens.expired") : t.expireTime),
      kind: "text",
    },
    {
      header: label("field.lastUsedTime"),
      value: (t) => t.lastUsedTime ?? ctx.t("tokens.never"),
      kind: "text",
    },
    { header: label("field.lastUsedAddress"), value: (t) => t.lastUsedAddress ?? "", kind: "text" },
  ];
  await printRows(ctx, rows, columns);
}
