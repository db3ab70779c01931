// `fixcloud pools fill --pool ID --count N`: create accounts in a pool (part1 §7 "binding").
// The SDK's `pools.fill` picks the call by the pool's calculation type; rules L000387-L000393
// are checked before the call (the count first, the rest once the pool's type is known: no
// usage limit for concurrency pools).
import { poolFillForm, poolFillFormFor, withoutUsageLimit } from "@fixcloud/sdk/lists";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import {
  checkValidity,
  readValidity,
  type ValidityInput,
  validityOptions,
  validityParams,
} from "../../flags/validity.js";
import { intFlag } from "../../flags/values.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "./shared.js";

export const command: VerbCommand = {
  name: "fill",
  description: h("Create accounts in a pool.", "在资源池中创建账号。"),
  options: () => [
    ...poolOptions(),
    ...validityOptions(poolFillForm, {
      creatAccountSum: h("1-10000.", "1-10000。"),
      limitUseSum: h("not for concurrency pools.", "并发池不适用。"),
    }),
  ],
  examples: ["fixcloud pools fill --pool PL00000001 --count 50 --valid-time 12 --valid-unit month --yes"],
  load: () => import("./fill.js"),
};

export interface PoolFillOptions extends PoolChoice {
  /** How many accounts, 1-10,000. */
  count: number;
  /** The validity flags as given (checked against the pool's type when it is known). */
  input: ValidityInput;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): PoolFillOptions {
  const choice = parsePoolChoice(o, ctx);
  if (o.count === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--count" }));
  const input = readValidity(poolFillForm, o);
  // Everything but the usage limit, which depends on the pool's type, can be checked now.
  checkValidity(ctx, withoutUsageLimit(poolFillForm), input);
  const count = intFlag(ctx.t, "--count", input.creatAccountSum, 1, 10_000)!;
  validityParams(ctx.t, input);
  requireConfirmable(ctx);
  return { ...choice, count, input };
}

export async function run(ctx: Context, opts: PoolFillOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts);
  checkValidity(ctx, poolFillFormFor(pool.calType), opts.input);
  if (pool.calType === "concurrent_pool" && opts.input.limitUseSum !== undefined)
    throw new UsageError(t("pool.noLimit"));
  if (!(await confirmChange(ctx, t("pool.confirmFill", { count: opts.count, pool: pool.poolId })))) {
    ctx.io.stderr.write(`${t("confirm.cancelled")}\n`);
    return;
  }
  const result = await client.pools.fill(pool, {
    bpId: pool.bpId,
    poolId: pool.poolId,
    creatAccountSum: opts.count,
    ...validityParams(t, opts.input),
  });
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson(result));
    return;
  }
  ctx.io.stdout.write(`${t("pool.filled", { count: result.created, pool: pool.poolId })}\n`);
  for (const name of result.accountNames) ctx.io.stdout.write(`  ${safeCell(name)}\n`);
}
