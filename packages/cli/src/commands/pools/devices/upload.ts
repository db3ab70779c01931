// `fixcloud pools devices upload FILE --pool ID`: add device accounts from a spreadsheet (part1
// §2 device page upload, §7 upload calls): .xlsx or .xls only (L000497), file name ≤ 50
// characters (L000498), ≤ 10 MB — checked before sending. The pool's calculation type picks
// the upload variant (the SDK's `pools.devices.upload`); `--fill-ids` instead fills device ids
// into the pool's accounts that have none (variant "fill"). A file with bad rows changes
// nothing: the server answers 506 (UploadRowsError) with the failed rows, which are written
// next to the upload as `<name>.errors.csv` (and, with --error-report FILE, the server's .xlsx
// report is saved too); exit code 3.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { rules, UploadRowsError } from "@fixcloud/sdk";
import { Option } from "commander";
import { confirmChange, requireConfirmable } from "../../../bulk/confirm.js";
import type { Context } from "../../../context.js";
import { fileError, PartialFailureError, UsageError } from "../../../errors.js";
import { h } from "../../../lang.js";
import { toCsv } from "../../../output/csv.js";
import { checkWritable, writeFileAtomic } from "../../../output/file.js";
import { toJson } from "../../../output/json.js";
import { sdkMessage } from "../../../output/print.js";
import type { VerbCommand } from "../../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "../shared.js";

export const command: VerbCommand = {
  name: "upload",
  args: [["<file>", h("The .xlsx/.xls file.", ".xlsx/.xls 文件。")]],
  description: h("Add device accounts from a .xlsx/.xls file.", "从 .xlsx/.xls 文件添加设备账号。"),
  options: () => [
    ...poolOptions(),
    new Option(
      "--fill-ids",
      h(
        "Fill device ids into the pool's accounts that have none (instead of adding device accounts).",
        "为资源池中尚无设备 ID 的账号填入设备 ID（而不是添加设备账号）。",
      ),
    ),
    new Option(
      "--error-report <file>",
      h("Also save the server's error report (.xlsx) here.", "同时把服务器的错误报告（.xlsx）保存到此处。"),
    ),
    new Option("--force", h("Overwrite the error report file.", "覆盖错误报告文件。")),
  ],
  examples: ["fixcloud pools devices upload devices.xlsx --pool PL00000007 --yes"],
  note: h(
    "\nThe pool's type decides the upload (concurrency pool, day pool, or the SN request of the\nothers). Rows with errors: nothing is added; the failed rows are written to <name>.errors.csv\nnext to the file (exit code 3).\n",
    "\n上传方式由资源池类型决定（并发池、天数池，或其他资源池的 SN 申请）。有错误行时不添加任何设备；\n失败行写入文件旁的 <文件名>.errors.csv（退出码 3）。\n",
  ),
  load: () => import("./upload.js"),
};

export interface DeviceUploadOptions {
  file: string;
  pool: PoolChoice;
  /** Upload variant "fill": device ids into the pool's accounts. */
  fillIds: boolean;
  errorReport?: string;
}

export function parseOptions(args: string[], o: Record<string, unknown>, ctx: Context): DeviceUploadOptions {
  const file = args[0];
  if (!file) throw new UsageError(ctx.t("usage.required", { flag: "<file>" }));
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw Object.assign(new Error(file), { code: "EISDIR" });
    size = stat.size;
  } catch (e) {
    throw fileError(e, file, ctx.t);
  }
  const bad = rules.pools.uploadFile({ name: basename(file), size });
  if (bad) throw new UsageError(sdkMessage(ctx, bad));
  const errorReport = o.errorReport === undefined ? undefined : String(o.errorReport);
  if (errorReport) checkWritable(ctx, errorReport, o.force === true);
  const pool = parsePoolChoice(o, ctx);
  requireConfirmable(ctx);
  return { file, pool, fillIds: o.fillIds === true, ...(errorReport ? { errorReport } : {}) };
}

/** Where the failed rows of an upload go: next to it, `<name>.errors.csv`. */
export function errorsFileFor(file: string): string {
  return join(dirname(file), `${basename(file, extname(file))}.errors.csv`);
}

export async function run(ctx: Context, opts: DeviceUploadOptions): Promise<void> {
  const t = ctx.t;
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.pool);
  if (
    !(await confirmChange(ctx, t("device.confirmUpload", { file: basename(opts.file), pool: pool.poolId })))
  ) {
    ctx.io.stderr.write(`${t("confirm.cancelled")}\n`);
    return;
  }
  let data: Uint8Array;
  try {
    data = new Uint8Array(readFileSync(opts.file));
  } catch (e) {
    throw fileError(e, opts.file, t);
  }
  const upload = { name: basename(opts.file), data };
  try {
    const result = opts.fillIds
      ? await client.pools.devices.uploadVariant("fill", pool, upload)
      : await client.pools.devices.upload(pool, upload);
    if (ctx.output === "json") ctx.io.stdout.write(toJson(result));
    else ctx.io.stdout.write(`${t("device.uploaded", { count: result.added, pool: pool.poolId })}\n`);
  } catch (e) {
    if (!(e instanceof UploadRowsError)) throw e;
    const rows = e.report.errorUploadSnResList;
    const errorsFile = errorsFileFor(opts.file);
    await writeFileAtomic(ctx, errorsFile, true, (tmp) =>
      writeFileSync(tmp, toCsv(rows, ["sn", "failCause"])),
    );
    if (opts.errorReport) {
      const file = await client.pools.devices.errorReport(e.report.errorId);
      await writeFileAtomic(ctx, opts.errorReport, true, (tmp) => writeFileSync(tmp, file.data));
    }
    if (ctx.output === "json")
      ctx.io.stdout.write(
        toJson({
          added: 0,
          errorId: e.report.errorId,
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
