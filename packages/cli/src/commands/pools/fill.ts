// `fixcloud pools fill --pool ID --count N`: create accounts in a pool (part1 §7): the
// concurrency-pool, time-pool or generic call by the pool's calType, with rules
// L000387-L000393 checked before the call (the count first, the rest once the pool's
// calType is known: no usage limit for concurrency pools).
import { rules } from "@fixcloud/sdk";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { safeCell } from "../../output/text.js";
import { findPool, optionalSelectType, poolIdFlag } from "../../select/pools.js";
import type { SelectTypeValue } from "../../select/filter.js";
import { choiceFlag } from "../flags.js";

interface FillInput {
  creatAccountSum: string;
  limitUseSum?: string;
  validTime?: string;
  validTimeUnit?: string;
  silenceTime?: string;
  silenceTimeUnit?: string;
}

export interface PoolFillOptions {
  poolId: string;
  selectType?: SelectTypeValue;
  input: FillInput;
}

const str = (v: unknown) => (v === undefined ? undefined : String(v).trim());

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): PoolFillOptions {
  const poolId = poolIdFlag(ctx, "--pool", o.pool);
  if (o.count === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--count" }));
  const units = ["day", "month"] as const;
  const input: FillInput = {
    creatAccountSum: String(o.count).trim(),
    limitUseSum: str(o.limit),
    validTime: str(o.validTime),
    validTimeUnit: choiceFlag(ctx.t, "--valid-unit", o.validUnit, units),
    silenceTime: str(o.silenceTime),
    silenceTimeUnit: choiceFlag(ctx.t, "--silence-unit", o.silenceUnit, units),
  };
  // Everything but the calType-dependent usage limit can be checked now.
  const bad = rules.pools.poolFillErrors(
    { ...input, limitUseSum: undefined },
    { calType: "concurrent_pool" },
  );
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  if (Number(input.creatAccountSum) > 10_000)
    throw new UsageError(
      ctx.t("usage.integer", { flag: "--count", min: 1, max: 10_000, value: input.creatAccountSum }),
    );
  requireConfirmable(ctx);
  return { poolId, selectType: optionalSelectType(o, ctx), input };
}

export async function run(ctx: Context, opts: PoolFillOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.poolId, opts.selectType);
  const bad = rules.pools.poolFillErrors(opts.input, { calType: pool.calType });
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  if (pool.calType === "concurrent_pool" && opts.input.limitUseSum !== undefined)
    throw new UsageError(t("pool.noLimit"));
  const n = (v?: string) => (v === undefined ? undefined : Number(v));
  const body = Object.fromEntries(
    Object.entries({
      bpId: pool.bpId,
      poolId: pool.poolId,
      creatAccountSum: Number(opts.input.creatAccountSum),
      limitUseSum: n(opts.input.limitUseSum),
      validTime: n(opts.input.validTime),
      validTimeUnit: opts.input.validTimeUnit,
      silenceTime: n(opts.input.silenceTime),
      silenceTimeUnit: opts.input.silenceTimeUnit,
    }).filter(([, v]) => v !== undefined),
  ) as Parameters<typeof client.pools.fillDays>[0];
  if (
    !(await confirmChange(
      ctx,
      t("pool.confirmFill", { count: Number(opts.input.creatAccountSum), pool: pool.poolId }),
    ))
  ) {
    ctx.io.stderr.write(`${t("bulk.cancelled")}\n`);
    return;
  }
  const result =
    pool.calType === "concurrent_pool"
      ? await client.pools.fillConcurrent(body)
      : pool.calType === "days_pool"
        ? await client.pools.fillDays(body)
        : await client.pools.autoCreateAccounts(body);
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(result));
    return;
  }
  ctx.io.stdout.write(`${t("pool.filled", { count: result.created, pool: pool.poolId })}\n`);
  for (const name of result.accountNames) ctx.io.stdout.write(`  ${safeCell(name)}\n`);
}
