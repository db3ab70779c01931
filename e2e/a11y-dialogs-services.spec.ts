import {
  axeFindings,
  dialogFindings,
  dialogLayer,
  expectNone,
  type Finding,
  firstButton,
  startsWith,
  strings,
  visit,
} from "./a11y-support";
import { api, expect, LANGS, signedIn, snSheet, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation in the service and device dialogs
// and drawers, in either language, each scanned open over its page (the dialog's layer: the page
// has its own scan in a11y-pages-services.spec.ts): the NTRIP dialog; the account
// drawer, custom password and the batch dialogs of a selection; the pool drawer and fill; on a
// day pool's device page adding by count, the upload and its 506 report. The other dialogs:
// a11y-dialogs-centres.spec.ts.

for (const lang of LANGS) {
  test(`the service and device dialogs and drawers pass axe (${lang})`, async ({ browser }) => {
    const { services: S, pools: P, overview: O, sdk } = strings(lang);
    const found: Finding[] = [];
    const page = await signedIn(browser, { lang });
    const scan = async (where: string, open: () => Promise<unknown>) =>
      found.push(...(await dialogFindings(page, where, open)));

    await scan("NTRIP dialog", () => page.getByRole("button", { name: O["tools.ntrip"]! }).click());

    await visit(page, "/highPrecision?tab=1");
    const table = page.getByRole("table").first();
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
    await scan("account detail drawer", () => firstButton(table, S["row.detailOf"]).click());
    await scan("custom password", () => firstButton(table, S["password.custom"]).click());
    // Batch dialogs act on a selection.
    await table.locator("tbody input[type=checkbox]").nth(0).check();
    await table.locator("tbody input[type=checkbox]").nth(1).check();
    const toolbar = page.getByRole("toolbar", { name: S["batch.toolbar"]! });
    const batch = (key: string) => toolbar.getByRole("button", { name: startsWith(sdk[key]!) });
    await scan("confirmation (disable)", () => batch("actionCode.2").click());
    await scan("batch remark", () => batch("actionCode.5").click());
    await scan("activation type", () => batch("permission.settings").click());
    await scan("validity", () => batch("actionCode.7").click());
    if (await batch("actionCode.8").count()) await scan("trial", () => batch("actionCode.8").click());

    await visit(page, "/highPrecision?tab=2");
    const pools = page.getByRole("table").first();
    await expect(pools.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
    await scan("pool detail drawer", () => firstButton(pools, P["actions.detailsOf"]).click());
    await scan("pool fill", () => firstButton(pools, P["actions.bindOf"]).click());

    // Device page of a day pool: add by count; the upload with a bad row → the 506 report.
    const list = await api<{ list: { poolId: string; calType: string }[] }>(
      page,
      "/api/console/pool/poolList",
      {
        selectType: 1,
        pageNo: 1,
        pageSize: 100,
      },
    );
    const day = list.list.find((p) => p.calType === "days_pool")!;
    await visit(page, `/serviceNoList?poolId=${day.poolId}&type=2&selectType=1`);
    await expect(page.getByRole("table").first().locator("tbody tr").first()).toBeVisible({
      timeout: 10_000,
    });
    await scan("add by count", () =>
      page.getByRole("button", { name: P["devices.actions.addByCount"]! }).click(),
    );
    await page.getByRole("button", { name: P["devices.actions.upload"]! }).click();
    const upload = page.getByRole("dialog", { name: P["devices.upload.title"]! });
    await expect(upload).toBeVisible();
    found.push(...(await axeFindings(page, "device upload", await dialogLayer(page))));
    await upload.locator("input[type=file]").setInputFiles({
      name: `bad-${lang}.xlsx`,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await snSheet(["x!"]),
    });
    await upload.getByRole("button", { name: P["devices.upload.submit"]!, exact: true }).click();
    await expect(page.getByRole("dialog", { name: P["devices.errors.title"]! })).toBeVisible();
    found.push(...(await axeFindings(page, "506 report", await dialogLayer(page))));
    await page.context().close();
    await expectNone(found);
  });
}
