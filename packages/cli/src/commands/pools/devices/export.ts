// `fixcloud pools devices export --pool ID --out FILE`: a pool's device accounts with the list
// filters (part1 §2 device page export), as .xlsx (the server's export, the SDK's
// `pools.devices.exportExcel`) or .csv (from the list walked with `pools.devices.listAll`,
// every text cell neutralized, times in the time-zone setting).
import { writeFileSync } from "node:fs";
import type { PoolDevice } from "@fixcloud/sdk";
import { type FilterValues, lists } from "@fixcloud/sdk/lists";
import type { Context } from "../../../context.js";
import { filterOptions, parseFilters } from "../../../flags/list-filters.js";
import { type OutFile, outFileOptions, parseOutFile } from "../../../flags/out-file.js";
import { h } from "../../../lang.js";
import { toCsv } from "../../../output/csv.js";
import { writeFileAtomic } from "../../../output/file.js";
import { toJson } from "../../../output/json.js";
import { csvTime } from "../../../output/print.js";
import type { VerbCommand } from "../../../runner.js";
import { findPool, type PoolChoice, parsePoolChoice, poolOptions } from "../shared.js";

export const command: VerbCommand = {
  name: "export",
  description: h("Export a pool's device accounts.", "导出资源池的设备账号。"),
  options: () => [
    ...poolOptions(),
    ...filterOptions(lists.poolDevices),
    ...outFileOptions(h("Output file, .xlsx or .csv.", "输出文件，.xlsx 或 .csv。")),
  ],
  examples: ["fixcloud pools devices export --pool PL00000007 --out devices.xlsx"],
  load: () => import("./export.js"),
};

export interface DeviceExportOptions extends OutFile<"xlsx" | "csv"> {
  pool: PoolChoice;
  filter: FilterValues<typeof lists.poolDevices>;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceExportOptions {
  const file = parseOutFile(o, ctx, ["xlsx", "csv"] as const, (f) => ctx.t("file.extension", { file: f }));
  return { ...file, pool: parsePoolChoice(o, ctx), filter: parseFilters(lists.poolDevices, o, ctx) };
}

export async function run(ctx: Context, opts: DeviceExportOptions): Promise<void> {
  const client = await ctx.client();
  const pool = await findPool(ctx, client, opts.pool);
  let rows: number | undefined;
  if (opts.format === "xlsx") {
    const file = await client.pools.devices.exportExcel(pool, opts.filter);
    await writeFileAtomic(ctx, opts.out, opts.force, (tmp) => writeFileSync(tmp, file.data));
  } else {
    const list: PoolDevice[] = [];
    for await (const row of client.pools.devices.listAll(pool, opts.filter, 1000)) list.push(row);
    const text = toCsv(list as unknown as Record<string, unknown>[], undefined, (s) => csvTime(ctx, s));
    await writeFileAtomic(ctx, opts.out, opts.force, (tmp) => writeFileSync(tmp, text));
    rows = list.length;
  }
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out, rows }));
  else ctx.io.stdout.write(`${ctx.t("device.exported", { file: opts.out })}\n`);
}
