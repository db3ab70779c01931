// `fixcloud pools expiring [--within 10d|30d]`: pools in use ending within 10 days ("expiring
// soon", part1 §9) or 30, soonest first (docs/expiry.md).
import type { ExpiringPool } from "@fixcloud/sdk";
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
    "Pools in use that end within 10 days (or 30), soonest first.",
    "10 天（或 30 天）内到期的使用中资源池。",
  ),
  options: () => [...typeOptions(), new Option("--within <days>", WITHIN_HELP())],
  examples: ["fixcloud pools expiring", "fixcloud pools expiring --within 30d --json"],
  json: true,
  load: () => import("./expiring.js"),
};

/** `--json` fields. */
export const jsonFields = (): readonly string[] => ["poolId", "calType", "remainingQuantity", "endTime"];

export interface PoolsExpiringOptions {
  selectType: 1 | 2 | 3;
  withinDays: 10 | 30;
}

export function parseOptions(
  _args: string[],
  o: Record<string, unknown>,
  ctx: Context,
): PoolsExpiringOptions {
  return { selectType: parseSelectType(o, ctx), withinDays: parseWithin(ctx, o.within) };
}

export async function run(ctx: Context, opts: PoolsExpiringOptions): Promise<void> {
  const client = await ctx.client();
  const rows = await client.pools.listExpiring(opts);
  const columns = (["poolId", "calType", "remainingQuantity", "endTime"] as const).map((key) =>
    columnOf<ExpiringPool>(ctx, { key, labelKey: `field.${key}`, kind: key === "endTime" ? "time" : "text" }),
  );
  await printRows(ctx, rows, columns, ctx.t("expiry.footer", { count: rows.length, days: opts.withinDays }));
}
