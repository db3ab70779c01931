import type { Browser, BrowserContext, Page, Route } from "@playwright/test";
import {
  api,
  base,
  expect,
  fill,
  type Lang,
  PHONE,
  sdkStrings,
  shot,
  signedIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// The shared list page a user can trust, each walk once, the languages taking turns: a
// selection never comes back after its filter changed and a batch acts on exactly the count it
// names (accounts and device accounts); date filters keep their calendar days across time-zone
// switches; a slow or failing network keeps the page on screen; ?page=100 is corrected; a batch
// result stays on its own screen; export of everything is asked first; at 390 px the filters
// fold and the table scrolls in its own named region.

type Strings = Record<string, string>;
type Vars = Record<string, string | number>;

/** A catalogue string with i18next's plural suffixes (`_zero`, `_one`, `_other`) resolved. */
function pick(cat: Strings, key: string, vars: Vars = {}): string {
  const count = typeof vars.count === "number" ? vars.count : undefined;
  const forms =
    count === undefined ? [] : count === 0 ? ["_zero", "_other"] : count === 1 ? ["_one"] : ["_other"];
  for (const f of forms) if (cat[key + f] !== undefined) return fill(cat[key + f], vars);
  return fill(cat[key], vars);
}

function strings(lang: Lang) {
  const services = webStrings(lang, "services");
  const pools = webStrings(lang, "pools");
  const common = webStrings(lang, "common");
  const lists = webStrings(lang, "lists");
  const sdk = sdkStrings(lang);
  return {
    s: (key: string, vars?: Vars) => pick(services, key, vars),
    p: (key: string, vars?: Vars) => pick(pools, key, vars),
    c: (key: string, vars?: Vars) => pick(common, key, vars),
    l: (key: string, vars?: Vars) => pick(lists, key, vars),
    sdk: (key: string) => sdk[key]!,
  };
}

interface AccountRow {
  id: string;
  accountName: string;
  disableState: number;
}

/** Signed in, in Shanghai, with the console's times in UTC until a walk switches them. */
async function open(browser: Browser, lang: Lang, viewport: { width: number; height: number } = WIDE) {
  const page = await signedIn(browser, { lang, viewport, storage: { "fixcloud.timeZone": "UTC" } });
  return { context: page.context(), page };
}

const accountsTable = (page: Page) => page.getByTestId("accounts-table");
async function settled(page: Page, testId = "accounts-table") {
  // The visible view's table: the views kept cached stay in the DOM, hidden.
  const table = page.getByTestId(testId).filter({ visible: true });
  await expect(table).toHaveAttribute("data-fetching", "false");
  await expect(table.locator("tbody tr").first()).toBeVisible();
}

async function accountsOf(page: Page, filter: Record<string, unknown>) {
  return api<{ total: number; list: AccountRow[] }>(page, "/api/console/accountList/selectAccServList", {
    selectType: 1,
    pageNo: 1,
    pageSize: 1000,
    ...filter,
  });
}

/** Pick an option of a filter's select by its label. */
async function choose(page: Page, field: string, option: string) {
  await page.getByRole("form").getByLabel(field, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * Delay every call to `path` by `ms`: a slow network, simulated by holding the answer back (not a
 * sleep of the test: the walk goes on and checks the page meanwhile).
 */
/**
 * Hold every request to `path` while the gate is shut (it starts shut), so a test sees the
 * page mid-request for as long as it looks, however slow the machine, instead of racing a delay.
 */
async function gate(context: BrowserContext, path: string) {
  let opened: Promise<void> | undefined;
  let open = () => {};
  const shut = () => {
    opened = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  shut();
  await context.route(`**${path}`, async (route: Route) => {
    await opened;
    await route.continue();
  });
  return {
    shut,
    open: () => {
      open();
      opened = undefined;
    },
  };
}

{
  const lang: Lang = "zh-CN";
  test(`a selection never outlives its filter; the batch acts on the count it names (${lang})`, async ({
    browser,
  }) => {
    const { s, c, sdk } = strings(lang);
    const { context, page } = await open(browser, lang);
    // Other walks share this sandbox and may have disabled the first rows: enable the first
    // page again so two enabled rows can be ticked below.
    const first = await accountsOf(page, { pageSize: 10 });
    const job = await api<{ batchId: string }>(page, "/api/console/accountList/batchEnable", {
      selectType: 1,
      ids: first.list.map((a) => a.id),
    });
    await expect
      .poll(
        async () =>
          (
            await api<{ state: string }>(page, "/api/console/accountList/batchStatus", {
              batchId: job.batchId,
            })
          ).state,
      )
      .toBe("done");
    await page.goto(`${base()}/my/#/highPrecision`);
    await settled(page);
    const table = accountsTable(page);
    const bar = page.getByTestId("selection-bar");

    // Header box, then "select all 188 matching".
    await table.getByRole("checkbox", { name: s("selection.page") }).check();
    await bar.getByRole("button", { name: s("selection.selectAll", { total: 188 }) }).click();
    await expect(bar).toContainText(s("selection.allMatching", { total: 188 }));

    // A new filter drops it; Reset does not bring it back.
    await choose(page, sdk("field.serviceState"), sdk("serviceState.2"));
    await page.getByRole("button", { name: c("action.search"), exact: true }).click();
    await expect(page).toHaveURL(/serviceState=2/);
    await settled(page);
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: c("action.reset"), exact: true }).click();
    await expect(page).not.toHaveURL(/serviceState/);
    await settled(page);
    await expect(bar).toBeHidden();
    await shot(page, `${lang}-lists-1-after-reset`);

    // Tick two enabled rows: the button, the confirmation and the batch all say 2.
    const shown = await table
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll("td")[1]?.textContent?.trim() ?? ""));
    const all = await accountsOf(page, {});
    const enabled = shown.filter((name) => all.list.find((a) => a.accountName === name)?.disableState === 1);
    expect(enabled.length).toBeGreaterThanOrEqual(2);
    const two = enabled.slice(0, 2);
    for (const name of two)
      await table.getByRole("checkbox", { name: s("selection.row", { account: name }) }).check();
    await expect(bar).toContainText(s("selection.count", { count: 2 }));
    const disabledBefore = (await accountsOf(page, { disableState: 2 })).total;

    const disable = s("batch.named", { action: sdk("actionCode.2"), count: 2 });
    await page.getByRole("toolbar").getByRole("button", { name: disable, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(s("confirm.disable", { count: 2 }));
    await shot(page, `${lang}-lists-2-confirm-two`);
    await dialog.getByRole("button", { name: c("confirm.ok"), exact: true }).click();
    const result = page.locator('[data-testid="batch-progress"][data-state="done"]');
    await expect(result).toBeVisible();
    await expect(result).toContainText(c("batch.summary", { succeeded: 2, skipped: 0, failed: 0 }));
    const after = await accountsOf(page, { disableState: 2 });
    expect(after.total - disabledBefore).toBe(2);
    for (const name of two) expect(after.list.some((a) => a.accountName === name)).toBe(true);

    // The batch result stays on its own service screen.
    await page.goto(`${base()}/my/#/auxPosition`);
    await settled(page);
    await expect(page.getByTestId("batch-progress").filter({ visible: true })).toHaveCount(0);
    await page.goto(`${base()}/my/#/highPrecision`);
    await expect(page.getByTestId("batch-progress")).toBeVisible();
    await context.close();
  });
}

{
  const lang: Lang = "en";
  test(`device accounts: the same selection rule and batch result (${lang})`, async ({ browser }) => {
    const { p, c, sdk } = strings(lang);
    const { context, page } = await open(browser, lang);
    const pools = await api<{ list: { poolId: string; calType: string }[] }>(
      page,
      "/api/console/pool/poolList",
      {
        selectType: 1,
        pageNo: 1,
        pageSize: 100,
      },
    );
    const pool = pools.list.find((x) => x.calType === "days_pool")!;
    const devicesOf = (filter: Record<string, unknown> = {}) =>
      api<{ total: number; list: { id: string; accountName: string; disableState: number }[] }>(
        page,
        "/api/billing/serviceManagement/customer/elTimePoolSonList",
        { poolId: pool.poolId, pageNo: 1, pageSize: 10, ...filter },
      );
    const firstPage = await devicesOf();
    const enabled = firstPage.list.filter((d) => d.disableState === 1);
    expect(enabled.length, "a pool with enabled device accounts").toBeGreaterThanOrEqual(2);

    await page.goto(`${base()}/my/#/serviceNoList?poolId=${pool.poolId}&type=2&selectType=1`);
    await settled(page, "devices-table");
    const table = page.getByTestId("devices-table");
    const bar = page.getByTestId("selection-bar");
    await table.getByRole("checkbox", { name: p("devices.list.selectAll") }).check();
    await expect(bar).toContainText(p("devices.selectedCount", { count: firstPage.list.length }));
    await choose(page, sdk("field.disableState"), sdk("disableState.2"));
    await page.getByRole("button", { name: c("action.search"), exact: true }).click();
    await expect(page).toHaveURL(/disableState=2/);
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: c("action.reset"), exact: true }).click();
    await expect(page).not.toHaveURL(/disableState/);
    await settled(page, "devices-table");
    await expect(bar).toBeHidden();

    const two = enabled.slice(0, 2);
    for (const d of two)
      await table
        .getByRole("checkbox", { name: p("devices.list.selectRow", { account: d.accountName }) })
        .check();
    await expect(bar).toContainText(p("devices.selectedCount", { count: 2 }));
    const disable = p("devices.batch.named", { action: sdk("actionCode.2"), count: 2 });
    await page.getByRole("toolbar").getByRole("button", { name: disable, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(p("devices.confirm.message", { count: 2 }));
    await dialog.getByRole("button", { name: disable, exact: true }).click();
    const result = page.locator('[data-testid="batch-progress"][data-state="done"]');
    await expect(result).toContainText(c("batch.summary", { succeeded: 2, skipped: 0, failed: 0 }));
    const after = await devicesOf();
    for (const d of two) expect(after.list.find((x) => x.id === d.id)?.disableState).toBe(2);
    await shot(page, `${lang}-lists-3-devices-result`);

    // Export with nothing selected asks first, naming the count of the last search.
    await page.getByRole("button", { name: p("devices.actions.exportAll"), exact: true }).click();
    await expect(page.getByRole("dialog")).toContainText(
      p("devices.export.confirmAll", { count: after.total }),
    );
    await page
      .getByRole("dialog")
      .getByRole("button", { name: c("confirm.cancel"), exact: true })
      .click();
    await context.close();
  });
}

{
  const lang: Lang = "zh-CN";
  test(`date filters keep their calendar days across time-zone switches (${lang})`, async ({ browser }) => {
    const { c, sdk } = strings(lang);
    const { context, page } = await open(browser, lang);
    const bodies: Record<string, unknown>[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/selectAccServList")) bodies.push(r.postDataJSON());
    });
    await page.goto(`${base()}/my/#/highPrecision?createTime=2026-11-01..2026-11-20`);
    await settled(page);
    const form = page.getByRole("form");
    const field = form.getByLabel(sdk("field.createTime"), { exact: true });
    const total = page.getByRole("navigation", { name: c("pager.label") });
    const days = /2026-11-01\s*[–~-]\s*2026-11-20/;
    await expect(field).toHaveText(days);
    const firstTotal = await total.locator("p").first().textContent();
    expect(bodies.at(-1)).toMatchObject({
      startCreateTime: "2026-11-01 00:00:00",
      endCreateTime: "2026-11-20 23:59:59",
    });

    const zone = (name: string) =>
      page.getByLabel(c("timeZone.label")).getByText(name, { exact: true }).click();
    for (let round = 0; round < 2; round++) {
      await zone(c("timeZone.local"));
      await page.getByRole("button", { name: c("action.search"), exact: true }).click();
      await settled(page);
      await expect(field).toHaveText(days);
      // Local time (Asia/Shanghai): the local day bounds.
      expect(bodies.at(-1)).toMatchObject({
        startCreateTime: "2026-10-31 16:00:00",
        endCreateTime: "2026-11-20 15:59:59",
      });
      await zone(c("timeZone.UTC"));
      await page.getByRole("button", { name: c("action.search"), exact: true }).click();
      await settled(page);
      await expect(field).toHaveText(days);
      await expect(page).toHaveURL(/createTime=2026-11-01..2026-11-20/);
      await expect(total.locator("p").first()).toHaveText(firstTotal!);
    }
    expect(bodies.at(-1)).toMatchObject({
      startCreateTime: "2026-11-01 00:00:00",
      endCreateTime: "2026-11-20 23:59:59",
    });

    // An old link with wire times opens (read as UTC days) instead of failing.
    await page.goto(`${base()}/my/#/highPrecision?startCreateTime=%222026-11-01%2000%3A00%3A00%22`);
    await settled(page);
    await expect(field).toContainText("2026-11-01");
    await context.close();
  });
}

{
  const lang: Lang = "en";
  test(`a slow or failing network keeps the page on screen (${lang})`, async ({ browser }) => {
    const { s, c, l, sdk } = strings(lang);
    const { context, page } = await open(browser, lang);
    const accounts = await gate(context, "/api/console/accountList/selectAccServList");
    const pools = await gate(context, "/api/console/pool/poolList");

    // First load: skeleton rows under the title, tabs and filters.
    await page.goto(`${base()}/my/#/highPrecision`);
    await expect(page.getByTestId("list-skeleton")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    accounts.open();
    await settled(page);
    const firstRow = await accountsTable(page).locator("tbody tr").first().textContent();

    const stillThere = async (what: string) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("tablist")).toBeVisible();
      await expect(page.getByRole("form", { name: s("filters.label") })).toBeVisible();
      await expect(accountsTable(page).getByRole("progressbar")).toBeVisible();
      await expect(accountsTable(page).locator("tbody tr").first()).toHaveText(firstRow!);
      await expect(page.getByText(c("state.loading"), { exact: true })).toHaveCount(0);
      await shot(page, `${lang}-lists-4-slow-${what}`);
    };
    // Search.
    await choose(page, sdk("field.serviceState"), sdk("serviceState.2"));
    accounts.shut();
    await page.getByRole("button", { name: c("action.search"), exact: true }).click();
    await stillThere("search");
    accounts.open();
    await settled(page);
    // Page change.
    const rowNow = await accountsTable(page).locator("tbody tr").first().textContent();
    accounts.shut();
    await page.getByRole("button", { name: c("pager.page", { page: 2 }) }).click();
    await expect(accountsTable(page).getByRole("progressbar")).toBeVisible();
    await expect(accountsTable(page).locator("tbody tr").first()).toHaveText(rowNow!);
    await expect(page.getByRole("tablist")).toBeVisible();
    accounts.open();
    await settled(page);
    // Tab switch: title and tabs stay.
    await page.getByRole("tab", { name: s("tabs.pools") }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("tablist")).toBeVisible();
    await expect(page.getByText(c("state.loading"), { exact: true })).toHaveCount(0);
    pools.open();

    // A failed request: an inline error, filters still usable, Retry works.
    await context.unrouteAll({ behavior: "ignoreErrors" });
    let fail = true;
    await context.route("**/api/console/accountList/selectAccServList", async (route) => {
      if (fail) await route.fulfill({ json: { code: 500, message: "Service unavailable (test)" } });
      else await route.continue();
    });
    await page.goto(`${base()}/my/#/highPrecision?serviceState=3`);
    const error = page.getByTestId("list-error");
    await expect(error).toContainText(l("error.title"));
    await expect(page.getByRole("button", { name: c("action.search"), exact: true })).toBeEnabled();
    await shot(page, `${lang}-lists-5-error`);
    fail = false;
    await error.getByRole("button", { name: c("action.retry") }).click();
    await settled(page);
    await expect(error).toBeHidden();
    await context.close();
  });
}

{
  const lang: Lang = "zh-CN";
  test(`page clamp, refresh, export confirmation (${lang})`, async ({ browser }) => {
    const { s, l, c, sdk } = strings(lang);
    const { context, page } = await open(browser, lang);
    await page.goto(`${base()}/my/#/highPrecision?page=100`);
    await expect(page).toHaveURL(/page=19/);
    await settled(page);
    await expect(page.getByRole("navigation", { name: c("pager.label") })).toContainText(
      c("pager.total", { total: 188 }),
    );

    await expect(page.getByTestId("list-updated-at")).toHaveText(
      new RegExp(l("updatedAt", { time: "\\d{2}:\\d{2}:\\d{2}" })),
    );
    await page.getByRole("button", { name: l("refresh"), exact: true }).click();
    await settled(page);

    await page.goto(`${base()}/my/#/highPrecision`);
    await settled(page);
    await page
      .getByRole("toolbar")
      .getByRole("button", { name: sdk("actionCode.4"), exact: true })
      .click();
    await expect(page.getByRole("dialog")).toContainText(s("export.confirmAll", { count: 188 }));
    await shot(page, `${lang}-lists-6-export-confirm`);
    await page
      .getByRole("dialog")
      .getByRole("button", { name: c("confirm.cancel"), exact: true })
      .click();
    await context.close();
  });
}

{
  const lang: Lang = "en";
  test(`at 390 px the filters fold and the table scrolls in its own region (${lang})`, async ({
    browser,
  }) => {
    const { s, l } = strings(lang);
    const { context, page } = await open(browser, lang, PHONE);
    await page.goto(`${base()}/my/#/highPrecision?serviceState=2&createTime=2026-01-01..`);
    await settled(page);
    const more = page.getByRole("button", { name: l("filters.more", { count: 2 }) });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(more).toHaveAttribute("aria-expanded", "true");
    const region = page.getByRole("region", { name: l("scrollRegion", { label: s("list.label") }) });
    await expect(region).toHaveAttribute("tabindex", "0");
    const widths = await region.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await shot(page, `${lang}-lists-7-390`, { fullPage: true });
    await context.close();
  });
}
