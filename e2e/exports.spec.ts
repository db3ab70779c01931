import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { nrtkAccounts, seedFaultRecords } from "./fault-records";
import {
  api,
  base,
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

// Every console export behaves alike (part1 §2 batch export, §7 export calls, part2 §3 GGA
// export; docs/exports.md): it asks first, naming the rows the file will hold, then saves the
// file and says so. An account export holds no service passwords unless the user ticks "include
// service passwords", which warns that the file then holds credentials.

type Vars = Record<string, string | number>;

/** A catalogue string with i18next's plural suffixes resolved (zh-CN has `_other` only). */
function plural(cat: Record<string, string>, key: string, vars: Vars): string {
  const count = Number(vars.count);
  const form = count === 1 && cat[`${key}_one`] !== undefined ? `${key}_one` : `${key}_other`;
  return fill(cat[form], vars);
}

function strings(lang: Lang) {
  const services = webStrings(lang, "services");
  const pools = webStrings(lang, "pools");
  const common = webStrings(lang, "common");
  const fault = webStrings(lang, "fault");
  const sdk = sdkStrings(lang);
  return {
    s: (key: string, vars: Vars) => plural(services, key, vars),
    p: (key: string, vars?: Vars) => (vars ? plural(pools, key, vars) : pools[key]!),
    f: (key: string, vars: Vars) => plural(fault, key, vars),
    c: (key: string, vars?: Vars) => fill(common[key], vars),
    sdk: (key: string) => sdk[key]!,
  };
}

/** Confirm the open export prompt and read the saved .xlsx back. */
async function confirmAndRead(page: Page, exportLabel: string): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("dialog").getByRole("button", { name: exportLabel, exact: true }).click(),
  ]);
  return readWorkbook((await download.path())!);
}

{
  const lang: Lang = "en";
  test(`account export: no passwords unless ticked, which warns (${lang})`, async ({ browser }) => {
    const { s, c, sdk } = strings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    const { total, list } = await api<{ total: number; list: { accountName: string; password: string }[] }>(
      page,
      "/api/console/accountList/selectAccServList",
      { selectType: 1, pageNo: 1, pageSize: 5 },
    );
    await page.goto(`${base()}/my/#/highPrecision`);
    const exportButton = page
      .getByRole("toolbar")
      .getByRole("button", { name: sdk("actionCode.4"), exact: true });
    await expect(page.getByTestId("accounts-table").locator("tbody tr").first()).toBeVisible();

    // The default: asked with the count, the box unticked, no warning; the file has no password.
    await exportButton.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(s("export.confirmAll", { count: total }));
    const box = dialog.getByRole("checkbox", { name: c("export.passwords") });
    await expect(box).not.toBeChecked();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await shot(page, `${lang}-exports-1-confirm`);
    const plain = await confirmAndRead(page, sdk("actionCode.4"));
    expect(plain).toHaveLength(total + 1);
    expect(plain[0]).not.toContain(sdk("field.password"));
    const text = JSON.stringify(plain);
    for (const a of list) expect(text).not.toContain(a.password);

    // Ticked: the warning says the file holds credentials, and the passwords are in it.
    await exportButton.click();
    await box.check();
    await expect(dialog.getByRole("alert")).toHaveText(c("export.passwordsWarning"));
    await shot(page, `${lang}-exports-2-passwords`);
    const withPasswords = await confirmAndRead(page, sdk("actionCode.4"));
    const column = withPasswords[0]!.indexOf(sdk("field.password"));
    expect(column).toBeGreaterThanOrEqual(0);
    const first = withPasswords.find((r) => r[0] === list[0]!.accountName)!;
    expect(first[column]).toBe(list[0]!.password);
    await page.context().close();
  });
}

{
  const lang: Lang = "zh-CN";
  test(`pools, device accounts and GGA: every export asks with its row count (${lang})`, async ({
    browser,
  }) => {
    const { p, f, c, sdk } = strings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    const exportLabel = sdk("actionCode.4");

    // Pools: every pool the filters match, counted, then saved and named.
    const pools = await api<{ total: number; list: { poolId: string; calType: string }[] }>(
      page,
      "/api/console/pool/poolList",
      { selectType: 1, pageNo: 1, pageSize: 100 },
    );
    await page.goto(`${base()}/my/#/highPrecision?tab=2`);
    await expect(page.getByRole("table").first().locator("tbody tr").first()).toBeVisible();
    await page.getByRole("button", { name: p("export.all"), exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText(p("export.confirmAll", { count: pools.total }));
    // Pools hold no credentials: no box to tick.
    await expect(page.getByRole("dialog").getByRole("checkbox")).toHaveCount(0);
    const poolRows = await confirmAndRead(page, exportLabel);
    expect(poolRows).toHaveLength(pools.total + 1);
    await expect(page.getByText(new RegExp(`^${c("export.done", { file: "pools-1-" })}`))).toBeVisible();

    // Device accounts of a day pool: the same prompt, with the passwords box.
    const day = pools.list.find((x) => x.calType === "days_pool")!;
    const devices = await api<{ total: number }>(
      page,
      "/api/billing/serviceManagement/customer/elTimePoolSonList",
      {
        poolId: day.poolId,
        pageNo: 1,
        pageSize: 10,
      },
    );
    await page.goto(`${base()}/my/#/serviceNoList?poolId=${day.poolId}&type=2&selectType=1`);
    await expect(page.getByTestId("pool-header")).toContainText(day.poolId);
    await page.getByRole("button", { name: p("devices.actions.exportAll"), exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(p("devices.export.confirmAll", { count: devices.total }));
    await expect(dialog.getByRole("checkbox", { name: c("export.passwords") })).not.toBeChecked();
    await shot(page, `${lang}-exports-3-devices`);
    const deviceRows = await confirmAndRead(page, exportLabel);
    expect(deviceRows).toHaveLength(devices.total + 1);
    expect(deviceRows[0]).not.toContain(sdk("field.password"));

    // The GGA export of a fault search: asked with the number of GGA records.
    const account = (await nrtkAccounts(page))[2]!;
    await seedFaultRecords(page, account);
    await page.goto(`${base()}/my/#/obstacle?accountName=${encodeURIComponent(account)}`);
    await expect(page.getByTestId("fault-results")).toBeVisible();
    await page.getByTestId("fault-export").click();
    const asked = page.getByRole("dialog");
    await expect(asked).toBeVisible();
    const question = (await asked.locator("p").first().textContent()) ?? "";
    const [gga] = await Promise.all([
      page.waitForEvent("download"),
      asked.getByRole("button", { name: exportLabel, exact: true }).click(),
    ]);
    expect(gga.suggestedFilename()).toMatch(/\.csv$/);
    // The count asked about is the number of rows the file holds.
    const lines = readFileSync((await gga.path())!, "utf8")
      .trim()
      .split("\r\n");
    expect(question).toBe(f("exportConfirm", { count: lines.length - 1 }));
    await page.context().close();
  });
}
