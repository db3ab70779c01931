// `fixcloud pools forecast <poolId>`: when the pool's remaining quantity runs out at its last
// 7 days' consumption rate (docs/expiry.md), with "no consumption" and "not consumed" said.
import { PoolForecastAnswer } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { h } from "../../lang.js";
import { printRecord, sdkMessage, showTime } from "../../output/print.js";
import type { VerbCommand } from "../../runner.js";
import { type PoolChoice, parsePoolId } from "./shared.js";

export const command: VerbCommand = {
  name: "forecast",
  args: [["<poolId>", h("The pool.", "资源池。")]],
  description: h(
    "When a pool runs out at its last 7 days' consumption.",
    "按最近 7 天的用量预测资源池何时用尽。",
  ),
  examples: ["fixcloud pools forecast PL00000007", "fixcloud pools forecast PL00000007 --json"],
  json: true,
  load: () => import("./forecast.js"),
};

/** `--json` fields. */
export const jsonFields = (): readonly string[] => Object.keys(PoolForecastAnswer.shape);

export function parseOptions(args: string[], _o: Record<string, unknown>, ctx: Context): PoolChoice {
  return { poolId: parsePoolId(ctx, "<poolId>", args[0]) };
}

export async function run(ctx: Context, opts: PoolChoice): Promise<void> {
  const client = await ctx.client();
  const f = await client.pools.forecast({ poolId: opts.poolId });
  const outlook =
    f.kind === "runsOut"
      ? ctx.t("forecast.runsOut", {
          time: showTime(ctx, f.runsOutAt),
          rate: Number(f.ratePerDay?.toPrecision(4)),
        })
      : ctx.t(`forecast.${f.kind}`);
  await printRecord(ctx, f, () => [
    [sdkMessage(ctx, "field.poolId"), f.poolId],
    [sdkMessage(ctx, "field.remainingQuantity"), String(f.remainingQuantity)],
    [sdkMessage(ctx, "field.endTime"), showTime(ctx, f.endTime)],
    [ctx.t("forecast.label"), outlook],
  ]);
}
