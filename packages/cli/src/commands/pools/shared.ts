// What the `pools` and `pools devices` verbs share (part1 §2 pools tab and device-account page):
// the `--pool` flag with its parsing, and finding the pool, whose calculation type then
// decides every call (the SDK's `pools.find` and `pools.devices.*(pool, …)`).
import type { FixcloudClient, Pool, ServiceType } from "@fixcloud/sdk";
import { Option } from "commander";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { optionalSelectType, typeOptions } from "../../flags/service-type.js";
import { h } from "../../lang.js";

/** A pool as a verb names it: its id, and the service type to look in (else every type). */
export interface PoolChoice {
  poolId: string;
  selectType?: ServiceType;
}

/** `--pool <poolId>` (required) and the optional `--type` that spares searching every service type. */
export function poolOptions(): Option[] {
  return [
    new Option("--pool <poolId>", h("The pool (required).", "资源池（必填）。")),
    ...typeOptions(false),
  ];
}

/**
 * A pool id from a flag or argument: 1 to 64 characters.
 * @throws UsageError when missing or too long.
 */
export function parsePoolId(ctx: Pick<Context, "t">, flag: string, raw: unknown): string {
  const id = raw === undefined ? "" : String(raw).trim();
  if (!id) throw new UsageError(ctx.t("usage.required", { flag }));
  if (id.length > 64) throw new UsageError(ctx.t("usage.text", { flag, max: 64 }));
  return id;
}

/** `--pool` and `--type` of a device verb. No calls. */
export function parsePoolChoice(o: Record<string, unknown>, ctx: Pick<Context, "t">): PoolChoice {
  const selectType = optionalSelectType(o, ctx);
  return { poolId: parsePoolId(ctx, "--pool", o.pool), ...(selectType ? { selectType } : {}) };
}

/**
 * The pool (the SDK's `pools.find`: in the given service type, else in each type).
 * @throws Error "No pool with id …" when the customer has no such pool (exit code 1).
 */
export async function findPool(ctx: Context, client: FixcloudClient, choice: PoolChoice): Promise<Pool> {
  const pool = await client.pools.find(choice.poolId, choice.selectType);
  if (!pool) throw new Error(ctx.t("pool.notFound", { id: choice.poolId }));
  return pool;
}
