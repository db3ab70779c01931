import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { runBin, startRecorder } from "../packages/cli/test/bin-harness";
import {
  api,
  base,
  expect,
  fill,
  root,
  sdkStrings,
  sessionOf,
  signedIn,
  snSheet,
  test,
  WIDE,
  webStrings,
} from "./support";

// The console and the CLI send the same calls for the same pool: for a pool of each
// calculation type, the console's device page (list, template, upload) and pools tab (create
// accounts), and the CLI's `pools devices list|template|upload` and `pools fill`, are recorded
// against one sandbox, and the pool calls they made must be the same set, the SDK's choice for
// the pool's type (packages/sdk/src/catalogue/pools/calls.ts). In en.

const sdk = createRequire(import.meta.url)(
  join(root, "packages/sdk/dist/index.cjs"),
) as typeof import("@fixcloud/sdk");
const CAL_TYPES = ["concurrent_pool", "days_pool", "minutes_pool", "traffic_pool", "count_pool"] as const;

interface PoolRow {
  poolId: string;
  bpId: string;
  calType: (typeof CAL_TYPES)[number];
  selectType: 1 | 2 | 3;
  abpState: number;
  remainingQuantity: number;
}

/** The pool calls among the API paths, as catalogue names (the pool list lookups left out). */
function poolCalls(paths: readonly string[]): string[] {
  const byPath = new Map(sdk.endpointList.map((e) => [e.path, e.name]));
  const names = paths.map((p) => byPath.get(p)).filter((n): n is string => !!n && n.startsWith("pools."));
  return [...new Set(names.filter((n) => n !== "pools.poolList"))].sort();
}

/** Drive the console through one pool: device list, template, upload, then create an account. */
async function consoleCalls(page: Page, pool: PoolRow, file: Buffer): Promise<string[]> {
  const P = webStrings("en", "pools");
  const paths: string[] = [];
  const onRequest = (r: { url(): string }) => paths.push(new URL(r.url()).pathname);
  page.on("request", onRequest);
  const type = sdk.devicePageTypeOf(pool.calType);
  await page.goto(
    `${base()}/my/#/serviceNoList?poolId=${pool.poolId}&type=${type}&selectType=${pool.selectType}`,
  );
  await expect(page.getByTestId("pool-header")).toContainText(pool.poolId);
  await page.getByRole("button", { name: P["devices.actions.upload"]! }).click();
  const dialog = page.getByRole("dialog", { name: P["devices.upload.title"]! });
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: P["devices.upload.template"]! }).click();
  await download;
  await dialog.locator("input[type=file]").setInputFiles({
    name: "devices.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: file,
  });
  await dialog.getByRole("button", { name: P["devices.upload.submit"]!, exact: true }).click();
  await expect(dialog).toBeHidden();

  const route = sdk.SERVICE_TYPES[pool.selectType].route;
  await page.goto(`${base()}/my/#${route}?tab=2&poolId=${pool.poolId}`);
  await page.getByRole("button", { name: fill(P["actions.bindOf"], { poolId: pool.poolId }) }).click();
  const fillDialog = page.getByRole("dialog", { name: P["fill.title"]! });
  await fillDialog.getByRole("textbox", { name: sdkStrings("en")["field.creatAccountSum"]! }).fill("1");
  await fillDialog.getByRole("button", { name: P["fill.submit"]!, exact: true }).click();
  const fillPath = sdk.endpoints[`pools.${sdk.fillCallOf(pool.calType)}`].path;
  await expect.poll(() => paths.includes(fillPath)).toBe(true);
  page.off("request", onRequest);
  return poolCalls(paths);
}

/** The first pool of `calType` that still takes accounts. */
async function poolOf(page: Page, calType: PoolRow["calType"]): Promise<PoolRow> {
  for (const selectType of [1, 2, 3] as const) {
    const { list } = await api<{ list: Omit<PoolRow, "selectType">[] }>(page, "/api/console/pool/poolList", {
      selectType,
      pageNo: 1,
      pageSize: 100,
    });
    const pool = list.find((p) => p.calType === calType && p.abpState !== 2 && p.remainingQuantity >= 30);
    if (pool) return { ...pool, selectType };
  }
  throw new Error(`no ${calType} that takes accounts`);
}

// One test per calculation type, so the two workers share them.
for (const calType of CAL_TYPES)
  test(`the console and the CLI send the same calls for a ${calType} (en)`, async ({ browser }) => {
    const page = await signedIn(browser, { lang: "en", viewport: WIDE });
    const { token } = await sessionOf(page);
    const pool = await poolOf(page, calType);

    // The CLI runs through a recording proxy, with the browser's session.
    const proxy = await startRecorder(base());
    const config = mkdtempSync(join(tmpdir(), "fixcloud-pool-calls-"));
    const env = { FIXCLOUD_TOKEN: token, FIXCLOUD_BASE_URL: proxy.url };
    try {
      const stamp = Date.now().toString(36).toUpperCase();
      const inConsole = await consoleCalls(page, pool, await snSheet([`WEB-${stamp}-${calType}`]));

      const file = join(config, `${calType}.xlsx`);
      writeFileSync(file, await snSheet([`CLI-${stamp}-${calType}`]));
      const poolFlag = ["--pool", pool.poolId];
      for (const args of [
        ["pools", "devices", "list", ...poolFlag],
        ["pools", "devices", "template", ...poolFlag, "--out", join(config, `${calType}-template.xlsx`)],
        ["pools", "devices", "upload", file, ...poolFlag, "--yes"],
        ["pools", "fill", ...poolFlag, "--count", "1", "--yes"],
      ]) {
        const r = await runBin(config, args, { env });
        expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(0);
      }
      const inCli = poolCalls(proxy.paths);

      // The SDK's choice for this calculation type, and nothing of the other family or variant.
      const variant = sdk.UPLOAD_VARIANTS[sdk.uploadVariantOf(calType)];
      const expected = [
        `pools.${sdk.deviceCallOf(calType, "list")}`,
        `pools.${variant.upload}`,
        `pools.${variant.template}`,
        `pools.${sdk.fillCallOf(calType)}`,
      ].sort();
      expect(inConsole, `console, ${calType}`).toEqual(expected);
      expect(inCli, `CLI, ${calType}`).toEqual(inConsole);
    } finally {
      await proxy.close();
      rmSync(config, { recursive: true, force: true });
      await page.context().close();
    }
  });
