import type { Page } from "@playwright/test";
import {
  api,
  base,
  ExcelJS,
  expect,
  fill,
  type Lang,
  readWorkbook,
  sdkStrings,
  shot,
  signedIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// Resource pools in the console, in zh-CN: a pool's detail drawer with its usage
// chart by day and by month; the device accounts of a day pool: its template download and an
// .xlsx upload with one bad row through the day pool's own calls (getDaysPoolUploadDeviTemplate,
// uploadDaysPoolDevice: the SDK's choice for the pool's calculation type), the 506 dialog
// listing exactly that row, the error report downloaded and opened, and adding device accounts
// by count.
/** The product's own strings, with {{name}} placeholders filled in. */
function strings(lang: Lang) {
  return {
    pools: webStrings(lang, "pools"),
    services: webStrings(lang, "services"),
    common: webStrings(lang, "common"),
    sdk: sdkStrings(lang),
    fill,
  };
}

interface PoolRow {
  poolId: string;
  calType: string;
  abpState: number;
  activationTime: string | null;
}

/** Bars of the usage chart that have a height (a zero value draws a flat or no rectangle). */
const tallBars = (page: Page) =>
  page
    .getByTestId("usage-chart")
    .locator(".recharts-bar-rectangle path")
    .evaluateAll((paths) => paths.filter((p) => (p as SVGGraphicsElement).getBBox().height > 1).length);

{
  const lang: Lang = "zh-CN";
  test(`pool usage chart, device upload with a bad row, add by count (${lang})`, async ({
    browser,
  }, info) => {
    const { pools: P, services: S, common: C, sdk, fill } = strings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });

    // Open the high-precision pools tab from the side menu.
    await page.getByText(sdk["menu.services"]!, { exact: true }).click();
    await page.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true }).click();
    await page.getByRole("tab", { name: S["tabs.pools"]! }).click();
    await expect(page).toHaveURL(/tab=2/);
    const table = page.getByRole("table").first();
    await expect(table.locator("tbody tr").first()).toBeVisible();

    // A pool in use has usage in the last days and months.
    const list = await api<{ list: PoolRow[] }>(page, "/api/console/pool/poolList", {
      selectType: 1,
      pageNo: 1,
      pageSize: 100,
    });
    const inUse = list.list.find((p) => p.abpState === 1 && p.activationTime);
    expect(inUse, "a pool in use").toBeTruthy();
    await page.getByRole("button", { name: fill(P["actions.detailsOf"], { poolId: inUse!.poolId }) }).click();
    const drawer = page.getByRole("dialog", { name: fill(P["detail.title"], { poolId: inUse!.poolId }) });
    await expect(drawer).toBeVisible();
    await expect.poll(() => tallBars(page), { timeout: 10_000 }).toBeGreaterThan(0);
    // By day: the last 168 hours, one bar slot per day, labelled YYYY-MM-DD.
    await expect(
      page
        .getByTestId("usage-chart")
        .getByText(/^\d{4}-\d{2}-\d{2}$/)
        .first(),
    ).toBeVisible();
    await page.mouse.move(0, 0);
    await shot(page, `${lang}-pools-1-chart-day`);
    await drawer.getByText(sdk["chartType.month"]!, { exact: true }).click();
    await expect(
      page
        .getByTestId("usage-chart")
        .getByText(/^\d{4}-\d{2}$/)
        .first(),
    ).toBeVisible();
    await expect.poll(() => tallBars(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, `${lang}-pools-2-chart-month`);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // Device management of a day pool (page type 2): its calls are the day pool's.
    const dayPool = list.list.find((p) => p.calType === "days_pool");
    expect(dayPool, "a day pool").toBeTruthy();
    const other = dayPool!;
    const calls: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/")) calls.push(path.split("/").pop()!);
    });
    await page.getByRole("link", { name: fill(P["actions.devicesOf"], { poolId: other.poolId }) }).click();
    await expect(page).toHaveURL(new RegExp(`serviceNoList\\?poolId=${other.poolId}&type=2&selectType=1`));
    await expect(page.getByRole("heading", { name: P["devices.title"]! })).toBeVisible();
    await expect(page.getByTestId("pool-header")).toContainText(other.poolId);
    await expect(page.getByTestId("pool-header")).toContainText(sdk["calType.days_pool"]!);
    const before = await api<{ total: number }>(
      page,
      "/api/billing/serviceManagement/customer/elTimePoolSonList",
      {
        poolId: other.poolId,
        pageNo: 1,
        pageSize: 10,
      },
    );

    // Template download: a real workbook.
    await page.getByRole("button", { name: P["devices.actions.upload"]! }).click();
    const uploadDialog = page.getByRole("dialog", { name: P["devices.upload.title"]! });
    const templateDownload = page.waitForEvent("download");
    await uploadDialog.getByRole("button", { name: P["devices.upload.template"]! }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
    const templatePath = info.outputPath(`template-${lang}.xlsx`);
    await template.saveAs(templatePath);
    expect((await readWorkbook(templatePath)).length).toBeGreaterThan(0);
    expect(calls).toContain("getDaysPoolUploadDeviTemplate");

    // Upload a file with two good SNs and one bad one: nothing is added, the dialog lists the bad row.
    const stamp = `Z${Date.now().toString(36).toUpperCase()}`;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("SN");
    ws.addRow(["SN"]);
    ws.addRow([`SN-${stamp}-1`]);
    ws.addRow(["x!"]);
    ws.addRow([`SN-${stamp}-2`]);
    const upload = Buffer.from(await wb.xlsx.writeBuffer());
    await uploadDialog.locator("input[type=file]").setInputFiles({
      name: `devices-${lang}.xlsx`,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: upload,
    });
    await uploadDialog.getByRole("button", { name: P["devices.upload.submit"]!, exact: true }).click();
    const errors = page.getByRole("dialog", { name: P["devices.errors.title"]! });
    await expect(errors).toBeVisible();
    // The upload dialog stays open under the report, to upload a fixed file.
    await expect(uploadDialog).toBeAttached();
    const failed = errors.getByRole("table", { name: P["devices.errors.table"]! }).locator("tbody tr");
    await expect(failed).toHaveCount(1);
    await expect(failed.first().locator("td").first()).toHaveText("x!");
    await expect(failed.first()).toContainText("3");
    expect(calls).toContain("uploadDaysPoolDevice");
    expect(calls).not.toContain("uploadElTimePoolSonSnReq");
    await shot(page, `${lang}-pools-3-upload-errors`);

    // Export the errors and open the file: the same row.
    const reportDownload = page.waitForEvent("download");
    await errors.getByRole("button", { name: P["devices.errors.export"]! }).click();
    const report = await reportDownload;
    expect(report.suggestedFilename()).toMatch(/\.xlsx$/);
    const reportPath = info.outputPath(`upload-errors-${lang}.xlsx`);
    await report.saveAs(reportPath);
    const reportRows = await readWorkbook(reportPath);
    const dataRows = reportRows.filter((r) => r.includes("x!"));
    expect(dataRows).toHaveLength(1);
    expect(reportRows.some((r) => r.some((c) => c.includes(`SN-${stamp}`)))).toBe(false);
    // The footer button (the title bar's × carries the same accessible name).
    await errors.getByRole("button", { name: C["action.close"]!, exact: true }).last().click();
    await expect(errors).toBeHidden();
    await uploadDialog.getByRole("button", { name: C["confirm.cancel"]!, exact: true }).click();
    await expect(uploadDialog).toBeHidden();
    const afterUpload = await api<{ total: number }>(
      page,
      "/api/billing/serviceManagement/customer/elTimePoolSonList",
      {
        poolId: other.poolId,
        pageNo: 1,
        pageSize: 10,
      },
    );
    expect(afterUpload.total).toBe(before.total);

    // Add by count: out of range is refused client-side (L000409), 2 adds two device accounts.
    await page.getByRole("button", { name: P["devices.actions.addByCount"]! }).click();
    const countDialog = page.getByRole("dialog", { name: P["devices.count.title"]! });
    const count = countDialog.getByRole("textbox", { name: P["devices.count.label"]! });
    await count.fill("10001");
    await countDialog.getByRole("button", { name: P["devices.count.submit"]!, exact: true }).click();
    await expect(countDialog).toContainText(sdk.L000409!);
    await expect(count).toHaveAttribute("aria-invalid", "true");
    await count.fill("2");
    await countDialog.getByRole("button", { name: P["devices.count.submit"]!, exact: true }).click();
    await expect(countDialog).toBeHidden();
    await expect(page.getByText(fill(P["devices.count.done"], { count: 2 })).first()).toBeVisible();
    await expect(
      page.getByText(fill(C["pager.total"], { total: before.total + 2 }), { exact: true }),
    ).toBeVisible();
    await shot(page, `${lang}-pools-4-devices`);

    // A pool the customer does not have: a clear message instead of a list.
    await page.goto(`${base()}/my/#/serviceNoList?poolId=PL-NONE&selectType=1`);
    await expect(page.getByTestId("pool-missing")).toContainText(
      fill(P["devices.missingPool.body"], { poolId: "PL-NONE" }),
    );
    await page.context().close();
  });
}

// The pool drawer's forecast (docs/expiry.md): when a pool in use runs out at its last 7 days'
// use, as the API's forecast says, and what a concurrent pool shows instead; both languages.
for (const lang of ["zh-CN", "en"] as Lang[]) {
  test(`pool drawer forecast (${lang})`, async ({ browser }) => {
    const { pools: P, services: S, sdk, fill } = strings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    await page.getByText(sdk["menu.services"]!, { exact: true }).click();
    await page.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true }).click();
    await page.getByRole("tab", { name: S["tabs.pools"]! }).click();
    const list = await api<{ list: PoolRow[] }>(page, "/api/console/pool/poolList", {
      selectType: 1,
      pageNo: 1,
      pageSize: 10,
    });
    for (const pool of list.list.filter((p) => p.abpState === 1).slice(0, 2)) {
      const f = await api<{ kind: string; ratePerDay: number | null }>(page, "/api/console/pool/forecast", {
        poolId: pool.poolId,
      });
      await page.getByRole("button", { name: fill(P["actions.detailsOf"], { poolId: pool.poolId }) }).click();
      const drawer = page.getByRole("dialog", { name: fill(P["detail.title"], { poolId: pool.poolId }) });
      const shown = drawer.getByTestId("pool-forecast");
      if (f.kind === "runsOut")
        await expect(shown).toContainText(String(Number(f.ratePerDay!.toPrecision(4))));
      else await expect(shown).toHaveText(P[`forecast.${f.kind}`]!);
      await shot(page, `${lang}-pools-forecast-${f.kind}`);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    }
  });
}
