// `fixcloud pools show <poolId>`: one pool's details (part1 §2 pool detail), every column of
// the SDK's pool list with its labels, plus the fields the detail adds (BP id, order number,
// activation mode).
import { Pool } from "@fixcloud/sdk";
import { activationType, type ColumnDef, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../context.js";
import { optionalSelectType, typeOptions } from "../../flags/service-type.js";
import { h } from "../../lang.js";
import { columnOf, printRecord, tableCell } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { findPool, type PoolChoice, parsePoolId } from "./shared.js";

export const command: VerbCommand = {
  name: "show",
  args: [["<poolId>", h("The pool.", "资源池。")]],
  description: h("Show a pool, with its device count.", "显示资源池详情及设备数。"),
  options: () => typeOptions(false),
  examples: [
    "fixcloud pools show PL00000007",
    "fixcloud pools show PL00000007 --json poolId,abpState,deviceCount",
  ],
  json: true,
  load: () => import("./show.js"),
};

/** `--json` fields: the pool's fields. */
export const jsonFields = (): readonly string[] => Object.keys(Pool.shape);

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): PoolChoice {
  const selectType = optionalSelectType(o, ctx);
  return { poolId: parsePoolId(ctx, "<poolId>", args[0]), ...(selectType ? { selectType } : {}) };
}

/** The detail's extra rows: SDK field labels and the pool's fields. */
const EXTRA: readonly ColumnDef[] = [
  { key: "bpId", labelKey: "field.bpId", kind: "text" },
  { key: "orderNo", labelKey: "field.orderNo", kind: "text" },
  { key: "activationMode", labelKey: "field.activationMode", kind: "enum", enum: activationType },
];

export async function run(ctx: Context, opts: PoolChoice): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts);
  await printRecord(ctx, pool, () =>
    [...lists.pools.columns, ...EXTRA].map((def) => {
      const c = columnOf<Pool>(ctx, def);
      return [c.header, tableCell(ctx, c, pool)] as const;
    }),
  );
}
