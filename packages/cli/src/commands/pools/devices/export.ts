// `fixcloud pools devices export --pool ID --out FILE`: a pool's device accounts with the list
// filters (part1 §2 device page export) as .xlsx or .csv, written by the same engine as
// `accounts export` (export/write.ts): the id and account-name columns first,
// the list's columns with the SDK's labels, pages fetched a few at a time and streamed into one
// file, so a pool of more than 10,000 devices exports like any other.
import { devicePermission, MAX_PAGE_SIZE, messages, type ServiceType } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import { Option } from "commander";
import type { Context } from "../../../context.js";
import { exportColumns, includePasswordsOption, passwordsIf } from "../../../export/columns.js";
import { pageOf, pages } from "../../../export/pages.js";
import { requirePermission } from "../../../export/permission.js";
import { writeExport } from "../../../export/write.js";
import { filterOptions, parseFilters } from "../../../flags/list-filters.js";
import { type OutFile, outFileOptions, parseOutFile } from "../../../flags/out-file.js";
import { intFlag } from "../../../flags/values.js";
import { h } from "../../../lang.js";
import { toJson } from "../../../output/json.js";
import type { VerbCommand } from "../../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "../shared.js";

export const command: VerbCommand = {
  name: "export",
  description: h("Export a pool's device accounts.", "导出资源池的设备账号。"),
  options: () => [
    ...poolOptions(),
    ...filterOptions(lists.poolDevices),
    ...outFileOptions(h("Output file, .xlsx or .csv.", "输出文件，.xlsx 或 .csv。")),
    includePasswordsOption(),
    new Option("--part-size <n>").hideHelp(),
  ],
  note: h(
    "\nService passwords are left out unless --include-passwords is given.",
    "\n除非指定 --include-passwords，否则不导出服务密码。",
  ),
  examples: ["fixcloud pools devices export --pool PL00000007 --out devices.xlsx"],
  load: () => import("./export.js"),
};

export interface DeviceExportOptions extends OutFile<"xlsx" | "csv"> {
  pool: PoolChoice;
  filter: FilterValues<typeof lists.poolDevices>;
  /** Rows per list call (1000; smaller only in tests, via the hidden --part-size). */
  partSize: number;
  /** Write the password column (`--include-passwords`); left out by default. */
  includePasswords: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceExportOptions {
  const file = parseOutFile(o, ctx, ["xlsx", "csv"] as const, (f) => ctx.t("file.extension", { file: f }));
  return {
    ...file,
    pool: parsePoolChoice(o, ctx),
    filter: parseFilters(lists.poolDevices, o, ctx),
    partSize: intFlag(ctx.t, "--part-size", o.partSize, 1, MAX_PAGE_SIZE) ?? MAX_PAGE_SIZE,
    includePasswords: o.includePasswords === true,
  };
}

export async function run(ctx: Context, opts: DeviceExportOptions): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.pool);
  await requirePermission(ctx, client.transport, devicePermission(pool.selectType as ServiceType, "export"));
  const rows = await writeExport(ctx, {
    out: opts,
    sheetName: messages[ctx.language]["menu.serviceNoList"] ?? "devices",
    columns: exportColumns(ctx.language, passwordsIf(lists.poolDevices.columns, opts.includePasswords)),
    rows: pages(
      (pageNo, pageSize) =>
        client.pools.devices
          // Large trusted pages: the rows' schema check is skipped (cells read fields defensively).
          .list(pool, { ...opts.filter, pageNo, pageSize }, { validate: false })
          .then((p) => pageOf<(typeof p.list)[number]>("pools.devices.list", p)),
      { pageSize: opts.partSize },
    ),
  });
  if (rows > 0 && opts.includePasswords)
    ctx.io.stderr.write(`${ctx.t("export.passwords", { file: opts.out })}\n`);
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out, rows }));
  else ctx.io.stdout.write(`${ctx.t("export.written", { count: rows, file: opts.out })}\n`);
}
