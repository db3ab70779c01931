// `fixcloud pools activate --ids p1,p2`: activate pools (part1 §2 pools tab: only pools with
// activationMode 1 and activationStatus 1 change; the server skips the others with a reason),
// in calls of up to 1000 pool ids. Skipped pools are not failures; unknown pool ids are (exit 3).
// The summary is the one of every bulk job (bulk/summary.ts).
import { MAX_BATCH_IDS, type Pool, actionLabelKey, toWireTime } from "@fixcloud/sdk";
import { Option } from "commander";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { h } from "../../lang.js";
import type { RowReason } from "../../bulk/journal.js";
import { poolWouldSkip } from "../../bulk/predict.js";
import { reasonCode, splitRows } from "../../bulk/reasons.js";
import { printDryRun, printSummary, tally } from "../../bulk/summary.js";
import { sdkMessage } from "../../output/print.js";
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
      h(
        "Show which pools would be activated, skipped or fail, with reasons; change nothing.",
        "显示将被激活、跳过或失败的资源池及原因，不做修改。",
      ),
    ),
  ],
  json: true,
  examples: ["fixcloud pools activate --ids PL00000001,PL00000016 --yes"],
  load: () => import("./activate.js"),
};

/** The summary's action name. */
const ACTION = "pools.activate";

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
  const label = sdkMessage(ctx, actionLabelKey("activate"));
  if (opts.dryRun) {
    // What the server would decide, from the pool list (bulk/predict.ts).
    const found = new Map<string, Pool>();
    const wanted = new Set(opts.ids);
    for (const st of [1, 2, 3] as const)
      for await (const p of client.pools.listAll({ selectType: st }, 1000))
        if (wanted.has(p.poolId)) found.set(p.poolId, p);
    const skip: RowReason[] = [];
    const fail: RowReason[] = [];
    const change: string[] = [];
    for (const id of opts.ids) {
      const pool = found.get(id);
      const reason = pool ? poolWouldSkip(pool) : "notFound";
      if (reason === undefined) change.push(id);
      else (reason === "notFound" ? fail : skip).push({ id, reason: reasonCode(reason) });
    }
    const rows = tally(ctx, skip, fail, undefined);
    printDryRun(
      ctx,
      label,
      {
        dryRun: true,
        action: ACTION,
        total: opts.ids.length,
        wouldChange: change.length,
        wouldSkip: rows.skipped,
        wouldSkipReasons: rows.skippedReasons,
        wouldFail: rows.failed,
        wouldFailReasons: rows.failedReasons,
        firstIds: change.slice(0, 10),
      },
      { entity: "pool" },
    );
    return;
  }
  if (!(await confirmChange(ctx, t("pool.confirmActivate", { count: opts.ids.length })))) {
    ctx.io.stderr.write(`${t("confirm.cancelled")}\n`);
    return;
  }
  const startedAt = toWireTime(Date.now());
  let succeeded = 0;
  const skipped: RowReason[] = [];
  const failed: RowReason[] = [];
  for (let i = 0; i < opts.ids.length; i += MAX_BATCH_IDS) {
    const r = await client.pools.activate({ poolIds: opts.ids.slice(i, i + MAX_BATCH_IDS) });
    succeeded += r.succeeded;
    const rows = splitRows(r.skipped);
    skipped.push(...rows.skipped);
    failed.push(...rows.failed);
  }
  printSummary(
    ctx,
    label,
    {
      jobId: null,
      action: ACTION,
      state: "finished",
      total: opts.ids.length,
      succeeded,
      ...tally(ctx, skipped, failed, undefined),
      pending: 0,
      startedAt,
      finishedAt: toWireTime(Date.now()),
      journal: null,
    },
    { entity: "pool" },
  );
}
