// `fixcloud accounts expiring [--within 10d|30d]`: service accounts in service ending within
// 10 days ("expiring soon", part1 §9) or 30, soonest first, every page (docs/expiry.md).
import type { ExpiringAccount } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { parseSelectType, typeOptions } from "../../flags/service-type.js";
import { h } from "../../lang.js";
import { columnOf, printRows } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { parseWithin, WITHIN_HELP } from "../../flags/within.js";

export const command: VerbCommand = {
  name: "expiring",
  description: h(
    "Service accounts in service that end within 10 days (or 30), soonest first.",
    "10 天（或 30 天）内到期的服务中账号，最早到期的在前。",
  ),
  options: () => [...typeOptions(), new Option("--within <days>", WITHIN_HELP())],
  examples: ["fixcloud accounts expiring", "fixcloud accounts expiring --within 30d --json"],
  json: true,
  load: () => import("./expiring.js"),
};

/** `--json` fields. */
export const jsonFields = (): readonly string[] => ["accountName", "serviceProduct", "endTime"];

export interface ExpiringOptions {
  selectType: 1 | 2 | 3;
  withinDays: 10 | 30;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): ExpiringOptions {
  return { selectType: parseSelectType(o, ctx), withinDays: parseWithin(ctx, o.within) };
}

export async function run(ctx: Context, opts: ExpiringOptions): Promise<void> {
  const client = await ctx.client();
  const rows: ExpiringAccount[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await client.accounts.listExpiring({ ...opts, pageNo, pageSize: 1000 });
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.total) break;
  }
  const columns = [
    columnOf<ExpiringAccount>(ctx, { key: "accountName", labelKey: "field.accountName", kind: "text" }),
    columnOf<ExpiringAccount>(ctx, { key: "serviceProduct", labelKey: "field.serviceProduct", kind: "text" }),
    columnOf<ExpiringAccount>(ctx, { key: "endTime", labelKey: "field.endTime", kind: "time" }),
  ];
  await printRows(ctx, rows, columns, ctx.t("expiry.footer", { count: rows.length, days: opts.withinDays }));
}
