// `fixcloud pools devices export --pool ID --out FILE`: a pool's device accounts (with the
// list filters) as .xlsx (the server's export) or .csv (from the list, cells neutralized).
import { writeFileSync } from "node:fs";
import { extname } from "node:path";
import { type PoolDevice, formatTime, iteratePages } from "@fixcloud/sdk";
import type { Context } from "../../context.js";
import { UsageError } from "../../errors.js";
import { toCsv } from "../../output/csv.js";
import { checkOverwrite, writeFileAtomic } from "../../output/file.js";
import { toJson } from "../../output/json.js";
import { type DeviceFilter, parseDeviceFilter } from "../../select/pools.js";

export interface DeviceExportOptions {
  filter: DeviceFilter;
  out: string;
  force: boolean;
}

export function parseOptions(_args: string[], o: Record<string, unknown>, ctx: Context): DeviceExportOptions {
  if (o.out === undefined) throw new UsageError(ctx.t("usage.required", { flag: "--out" }));
  const out = String(o.out);
  const ext = extname(out).toLowerCase();
  if (ext !== ".xlsx" && ext !== ".csv") throw new UsageError(ctx.t("export.extension", { file: out }));
  const force = o.force === true;
  checkOverwrite(ctx, out, force);
  return { filter: parseDeviceFilter(o, ctx), out, force };
}

export async function run(ctx: Context, opts: DeviceExportOptions): Promise<void> {
  const client = await ctx.client();
  let rows: number | undefined;
  if (extname(opts.out).toLowerCase() === ".xlsx") {
    const file = await client.pools.exportDevicesExcel(opts.filter);
    await writeFileAtomic(ctx, opts.out, opts.force, (tmp) => writeFileSync(tmp, file.data));
  } else {
    const list: PoolDevice[] = [];
    const pages = iteratePages(
      (pageNo, pageSize) => client.pools.listDevices({ ...opts.filter, pageNo, pageSize }),
      1000,
    );
    for await (const row of pages) list.push(row);
    const wire = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
    const text = toCsv(list as unknown as Record<string, unknown>[], undefined, (s) =>
      wire.test(s) ? formatTime(s, { timeZone: ctx.timeZone }) : s,
    );
    await writeFileAtomic(ctx, opts.out, opts.force, (tmp) => writeFileSync(tmp, text));
    rows = list.length;
  }
  if (ctx.output === "json") ctx.io.stdout.write(toJson({ file: opts.out, rows }));
  else ctx.io.stdout.write(`${ctx.t("device.exported", { file: opts.out })}\n`);
}
