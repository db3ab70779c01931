// `fixcloud accounts list`: the service-account list of one service type with every filter of
// the console (part1 §2 accounts tab, §7 selectAccServList). The filter flags, their help and
// the table's columns come from the SDK's account list descriptor; values are checked before
// any call (usage error, exit code 2).
import { Account, Accounts } from "@fixcloud/sdk/accounts";
import { lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { pagingOptions, parsePaging } from "../../flags/paging.js";
import { h } from "../../lang.js";
import { type ListRange, limitOption, parseListRange, printList } from "../../output/list.js";
import { briefColumns, idColumn } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import type { AccountListFilter } from "../../select/selection.js";
import { accountFilterOptions, DATES_NOTE, parseAccountFilter } from "./shared.js";

export const command: VerbCommand = {
  name: "list",
  description: h("List service accounts with the console's filters.", "按控制台的筛选条件列出服务账号。"),
  options: () => [...accountFilterOptions(), ...pagingOptions(), limitOption()],
  examples: [
    "fixcloud accounts list --service-state 2 --online-state 1",
    "fixcloud accounts list --expiring-within 10d",
    "fixcloud accounts list --type aux --create-time-from 2026-01-01 --create-time-to 2026-01-31",
    "fixcloud accounts list --all --output csv > accounts.csv",
  ],
  note:
    DATES_NOTE() +
    h(
      "json keeps the API's rows as they are; csv has every field.\n",
      "json 按接口原样输出各行；csv 包含全部字段。\n",
    ),
  json: true,
  load: () => import("./list.js"),
};

/** `--json` fields: the API's row fields. */
export const jsonFields = (): readonly string[] => Object.keys(Account.shape);

export interface AccountListOptions {
  filter: AccountListFilter;
  paging: ListRange;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): AccountListOptions {
  const paging = parseListRange(o, ctx, parsePaging(o, ctx));
  return { filter: parseAccountFilter(o, ctx), paging };
}

export async function run(ctx: Context, opts: AccountListOptions): Promise<void> {
  // Only the accounts resource on the session's transport: the verb loads one SDK area.
  const accounts = new Accounts(await ctx.transport());
  await printList(ctx, opts.paging, [idColumn<Account>(ctx), ...briefColumns<Account>(ctx, lists.accounts)], {
    all: (pageSize) => accounts.listAll(opts.filter, pageSize),
    page: async (pageNo, pageSize) => {
      const page = await accounts.list({ ...opts.filter, pageNo, pageSize });
      return { total: page.total, rows: page.list };
    },
  });
}
