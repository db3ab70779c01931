// `fixcloud pools devices upload FILE --pool ID`: add device accounts from a spreadsheet
// (.xlsx or .xls only, L000497; file name ≤ 50 characters, L000498; ≤ 10 MB) — checked
// before sending. The upload variant follows the pool's calType unless --kind says.
// A file with bad rows changes nothing: the server answers 506 with the failed rows, which
// are written next to the upload as `<name>.errors.csv` (and, with --error-report FILE,
// the server's .xlsx report is saved too); exit code 3.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { type FixcloudClient, UploadErrorReport, rules } from "@fixcloud/sdk";
import { confirmChange, requireConfirmable } from "../../bulk/confirm.js";
import type { Context } from "../../context.js";
import { PartialFailureError, UsageError } from "../../errors.js";
import { toCsv } from "../../output/csv.js";
import { checkOverwrite, writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import { sdkMessage } from "../../output/print.js";
import { findPool, optionalSelectType, poolIdFlag } from "../../select/pools.js";
import type { SelectTypeValue } from "../../select/filter.js";
import { choiceFlag } from "../flags.js";

/** The upload variants of the SDK (`fillBilling` is the billing twin of `fill`). */
type DeviceUploadKind = Parameters<FixcloudClient["pools"]["uploadDevices"]>[0];

export const UPLOAD_KINDS = ["concurrent", "days", "fill", "elTime"] as const;

export interface DeviceUploadOptions {
  file: string;
  poolId: string;
  selectType?: SelectTypeValue;
  kind?: DeviceUploadKind;
  errorReport?: string;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): DeviceUploadOptions {
  const file = args[0];
  if (!file) throw new UsageError(ctx.t("usage.required", { flag: "<file>" }));
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new UsageError(ctx.t("select.noFile", { file }));
  }
  const bad = rules.pools.uploadFile({ name: basename(file), size });
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  const errorReport = o.errorReport === undefined ? undefined : String(o.errorReport);
  if (errorReport) checkOverwrite(ctx, errorReport, o.force === true);
  requireConfirmable(ctx);
  return {
    file,
    poolId: poolIdFlag(ctx, "--pool", o.pool),
    selectType: optionalSelectType(o, ctx),
    kind: choiceFlag(ctx.t, "--kind", o.kind, UPLOAD_KINDS),
    errorReport,
  };
}

/** Where the failed rows of an upload go: next to it, `<name>.errors.csv`. */
export function errorsFileFor(file: string): string {
  return join(dirname(file), `${basename(file, extname(file))}.errors.csv`);
}

export async function run(ctx: Context, opts: DeviceUploadOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.poolId, opts.selectType);
  const kind: DeviceUploadKind =
    opts.kind ??
    (pool.calType === "concurrent_pool" ? "concurrent" : pool.calType === "days_pool" ? "days" : "elTime");
  const msg = kind === "elTime" ? { bindAccountNo: pool.poolId } : { bpId: pool.bpId, poolId: pool.poolId };
  if (
    !(await confirmChange(ctx, t("device.confirmUpload", { file: basename(opts.file), pool: pool.poolId })))
  ) {
    ctx.io.stderr.write(`${t("bulk.cancelled")}\n`);
    return;
  }
  const data = readFileSync(opts.file);
  try {
    const result = await client.pools.uploadDevices(
      kind,
      { name: basename(opts.file), data: new Uint8Array(data) },
      msg,
    );
    if (ctx.output === "json") ctx.io.stdout.write(toJson(result));
    else ctx.io.stdout.write(`${t("device.uploaded", { count: result.added, pool: pool.poolId })}\n`);
  } catch (e) {
    const err = e as { name?: string; code?: unknown; data?: unknown };
    if (err.name !== "ApiError" || err.code !== 506) throw e;
    const report = UploadErrorReport.safeParse(err.data);
    if (!report.success) throw e;
    const rows = report.data.errorUploadSnResList;
    const errorsFile = errorsFileFor(opts.file);
    await writeFileAtomic(ctx, errorsFile, true, (tmp) =>
      writeFileSync(
        tmp,
        toCsv(
          rows.map((r) => ({ sn: r.sn, failCause: r.failCause })),
          ["sn", "failCause"],
        ),
      ),
    );
    if (opts.errorReport) {
      const file = await client.pools.errorReport(report.data.errorId);
      await writeFileAtomic(ctx, opts.errorReport, true, (tmp) => writeFileSync(tmp, file.data));
    }
    if (ctx.output === "json")
      ctx.io.stdout.write(
        toJson({
          added: 0,
          errorId: report.data.errorId,
          failed: rows,
          errorsFile,
          errorReport: opts.errorReport,
        }),
      );
    else {
      ctx.io.stdout.write(`${t("device.uploadFailed", { count: rows.length, file: errorsFile })}\n`);
      if (opts.errorReport) ctx.io.stdout.write(`${t("device.errorReport", { file: opts.errorReport })}\n`);
    }
    throw new PartialFailureError(t("device.nothingAdded", { count: rows.length }), rows.length, rows.length);
  }
}
