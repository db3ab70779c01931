// `fixcloud pools activate --ids p1,p2`: activate pools (part1 §2 pools tab: only pools with
// activationMode 1 and activationStatus 1 change; the server skips the others with a reason),
// in calls of up to 1000 pool ids. Skipped pools are not failures.
import { MAX_BATCH_IDS } from "@fixcloud/sdk";
import { Option } from "commander";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import { toJson } from "../../output/json.js";
import { safeCell } from "../../output/text.js";
import type { VerbCommand } from "../../runner.js";
import { parseIdsFlag } from "../../select/ids.js";

export const command: VerbCommand = {
  name: "activate",
  description: h(
    "Activate pools (only pools with manual activation waiting to be activated; others are skipped).",
    "激活资源池（仅限手动激活且待激活的资源池，其余跳过）。",
  ),
  options: () => [
    new Option("--ids <list>", h("Pool ids, comma-separated.", "资源池 ID，逗号分隔。")),
    new Option(
      "--dry-run",
      h("Show which pools would be activated; change nothing.", "只显示将被激活的资源池，不做修改。"),
    ),
  ],
  examples: ["fixcloud pools activate --ids PL00000001,PL00000016 --yes"],
  load: () => import("./activate.js"),
};

export interface PoolActivateOptions {
  ids: string[];
  dryRun: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): PoolActivateOptions {
  if (o.ids === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--ids" }));
  const { ids } = parseIdsFlag(String(o.ids));
  if (ids.length === 0) throw new UsageError(ctx.t("ids.empty"));
  const dryRun = o.dryRun === true;
  requireConfirmable(ctx, dryRun);
  return { ids, dryRun };
}

export async function run(ctx: Context, opts: PoolActivateOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  if (opts.dryRun) {
    // Eligibility from the pool list: activationMode 1 and activationStatus 1.
    const wanted = new Set(opts.ids);
    const found = new Map<string, boolean>();
    for (const st of [1, 2, 3] as const)
      for await (const p of client.pools.listAll({ selectType: st }, 1000))
        if (wanted.has(p.poolId)) found.set(p.poolId, p.activationMode === 1 && p.activationStatus === 1);
    const eligible = opts.ids.filter((id) => found.get(id) === true);
    const out = {
      dryRun: true,
      eligible,
      notEligible: opts.ids.filter((id) => found.get(id) === false),
      unknown: opts.ids.filter((id) => !found.has(id)),
    };
    if (ctx.output === "json") ctx.io.stdout.write(toJson(out));
    else
      ctx.io.stdout.write(
        `${t("pool.dryRun", { eligible: out.eligible.length, total: opts.ids.length, ids: out.eligible.slice(0, 10).map(safeCell).join(", ") })}\n${t("dryRun.nothing")}\n`,
      );
    return;
  }
  if (!(await confirmChange(ctx, t("pool.confirmActivate", { count: opts.ids.length })))) {
    ctx.io.stderr.write(`${t("confirm.cancelled")}\n`);
    return;
  }
  let succeeded = 0;
  const skipped: { id: string; reason: string }[] = [];
  for (let i = 0; i < opts.ids.length; i += MAX_BATCH_IDS) {
    const r = await client.pools.activate({ poolIds: opts.ids.slice(i, i + MAX_BATCH_IDS) });
    succeeded += r.succeeded;
    skipped.push(...r.skipped);
  }
  if (ctx.output === "json") {
    ctx.io.stdout.write(toJson({ action: "activate", total: opts.ids.length, succeeded, skipped }));
    return;
  }
  const lines = [t("pool.activated", { done: succeeded, skipped: skipped.length, total: opts.ids.length })];
  for (const s of skipped) lines.push(`  ${safeCell(s.id)}  ${safeCell(s.reason)}`);
  ctx.io.stdout.write(`${lines.join("\n")}\n`);
}
