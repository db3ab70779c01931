import type { APIRequestContext, Page, Route } from "@playwright/test";
import {
  base,
  expect,
  fill,
  type Lang,
  sdkStrings,
  sessionOf,
  shot,
  signedIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// A batch in flight on the account list (part1 §4: "batch operations are asynchronous; a new one
// is rejected while one is running"). The batch call is held on the wire (page.route keeps it
// until the test lets it go) and then the batch itself is held in the sandbox
// (POST /__sandbox/batches {hold}), so each stage lasts exactly as long as the test looks at it:
// the confirmation shows the call running and stays open, every batch and row change is locked
// while the batch starts and runs, the strip shows its progress and then its result, and a batch
// started meanwhile from another service screen is refused with the server's message. Runs on a
// sandbox of its own: holding batches must not reach the other tests.

interface Account {
  id: string;
  accountName: string;
  disableState: number;
}

async function accounts(request: APIRequestContext, token: string, selectType: number, disableState: number) {
  const res = await request.post(`${base()}/api/console/accountList/selectAccServList`, {
    data: { selectType, pageNo: 1, pageSize: 100, disableState },
    headers: { token },
  });
  const env = await res.json();
  expect(env.code).toBe(200);
  return env.data.list as Account[];
}

const holdBatches = async (request: APIRequestContext, hold: boolean) =>
  expect((await request.post(`${base()}/__sandbox/batches`, { data: { hold } })).ok()).toBe(true);

/** Keep the requests to `path` on the wire until `release()`; `seen` resolves when one is sent. */
async function holdCall(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  let seen!: () => void;
  const sent = new Promise<void>((r) => {
    seen = r;
  });
  await page.route(`**${path}`, async (route: Route) => {
    seen();
    await released;
    await route.continue();
  });
  return { release, sent };
}

for (const lang of ["en", "zh-CN"] as Lang[]) {
  test(`a batch in flight locks the batch and row changes and shows its progress, then its result (${lang})`, async ({
    browser,
    ownSandbox: _own,
  }) => {
    const services = webStrings(lang, "services");
    const common = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const s = (key: string, vars?: Record<string, string | number>) => fill(services[key], vars);
    const c = (key: string, vars?: Record<string, string | number>) => fill(common[key], vars);

    const page = await signedIn(browser, { lang, viewport: WIDE });
    const { token } = await sessionOf(page);
    const enabled = (await accounts(page.request, token, 1, 1)).slice(0, 2);
    expect(enabled).toHaveLength(2);
    const table = page.getByTestId("accounts-table");
    const toolbar = page.getByRole("toolbar", { name: s("batch.toolbar") });
    const strip = page.getByTestId("batch-progress");
    await page.goto(`${base()}/my/#/highPrecision?disableState=1&pageSize=100`);
    await expect(table).toHaveAttribute("data-fetching", "false");
    for (const a of enabled)
      await page.getByRole("checkbox", { name: s("selection.row", { account: a.accountName }) }).check();
    const buttons = toolbar.getByRole("button");
    const batchButtons = await buttons.count();
    expect(batchButtons).toBeGreaterThanOrEqual(8);
    await expect(buttons.first()).toBeEnabled();
    const rowToggle = (a: Account, key: "row.disableOf" | "row.enableOf") =>
      table.getByRole("button", { name: s(key, { account: a.accountName }), exact: true });
    await expect(rowToggle(enabled[0]!, "row.disableOf")).toBeEnabled();

    // 1. The call is on the wire: the confirmation stays open, its button loading; all locked.
    await holdBatches(page.request, true);
    const call = await holdCall(page, "/api/console/accountList/batchDisable");
    await toolbar
      .getByRole("button", {
        name: s("batch.named_other", { action: sdk["actionCode.2"]!, count: 2 }),
        exact: true,
      })
      .click();
    const dialog = page.getByRole("dialog");
    const ok = dialog.getByRole("button", { name: c("confirm.ok"), exact: true });
    await ok.click();
    await call.sent;
    await expect(ok).toHaveAttribute("data-loading", "true");
    await expect(dialog.getByRole("button", { name: c("confirm.cancel"), exact: true })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < batchButtons; i++) await expect(buttons.nth(i)).toBeDisabled();
    await expect(rowToggle(enabled[0]!, "row.disableOf")).toBeDisabled();
    await shot(page, `${lang}-in-flight-1-sending`);

    // 2. The call answered, the batch runs (held in the sandbox): its progress, still all locked.
    call.release();
    await expect(dialog).toHaveCount(0);
    await expect(strip).toHaveAttribute("data-state", "running");
    await expect(strip).toContainText(
      s("batch.running", { action: sdk["actionCode.2"]!, processed: 0, total: 2 }),
    );
    for (let i = 0; i < batchButtons; i++) await expect(buttons.nth(i)).toBeDisabled();
    await expect(rowToggle(enabled[0]!, "row.disableOf")).toBeDisabled();
    await shot(page, `${lang}-in-flight-2-running`);

    // 3. A batch from another service screen meanwhile: refused, the server's message shown.
    const other = (await accounts(page.request, token, 2, 1))[0]!;
    const refusal = await page.request.post(`${base()}/api/console/accountList/batchDisable`, {
      data: { selectType: 2, ids: [other.id] },
      headers: { token, language: lang },
    });
    const refused = await refusal.json();
    expect(refused.code).toBe(572);
    await page.goto(`${base()}/my/#/auxPosition?disableState=1&accountName=${other.accountName}`);
    const otherToggle = page
      .getByTestId("accounts-table")
      .getByRole("button", { name: s("row.disableOf", { account: other.accountName }), exact: true });
    await otherToggle.click();
    await dialog.getByRole("button", { name: c("confirm.ok"), exact: true }).click();
    await expect(page.getByText(refused.message, { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await shot(page, `${lang}-in-flight-3-refused`);
    await page.goto(`${base()}/my/#/highPrecision?disableState=1&pageSize=100`);
    await expect(strip).toHaveAttribute("data-state", "running");
    await expect(buttons.first()).toBeDisabled();

    // 4. The batch ends: its result, and the controls are free again.
    await holdBatches(page.request, false);
    await expect(strip).toHaveAttribute("data-state", "done");
    await expect(page.getByTestId("batch-summary")).toHaveText(
      c("batch.summary", { succeeded: 2, skipped: 0, failed: 0 }),
    );
    for (let i = 0; i < batchButtons; i++) await expect(buttons.nth(i)).toBeEnabled();
    await page.goto(`${base()}/my/#/highPrecision?disableState=2&accountName=${enabled[0]!.accountName}`);
    await expect(rowToggle(enabled[0]!, "row.enableOf")).toBeEnabled();
    await shot(page, `${lang}-in-flight-4-done`);
    await page.context().close();
  });
}

test("a form dialog stays, its submit loading, until its call ends; the batch buttons wait too (en)", async ({
  browser,
  ownSandbox: _own,
}) => {
  const lang: Lang = "en";
  const services = webStrings(lang, "services");
  const common = webStrings(lang, "common");
  const sdk = sdkStrings(lang);
  const s = (key: string, vars?: Record<string, string | number>) => fill(services[key], vars);
  const c = (key: string, vars?: Record<string, string | number>) => fill(common[key], vars);
  const page = await signedIn(browser, { lang, viewport: WIDE });
  const { token } = await sessionOf(page);
  const [a] = await accounts(page.request, token, 1, 1);
  const toolbar = page.getByRole("toolbar", { name: s("batch.toolbar") });
  await page.goto(`${base()}/my/#/highPrecision?accountName=${a!.accountName}`);
  await page.getByRole("checkbox", { name: s("selection.row", { account: a!.accountName }) }).check();

  const call = await holdCall(page, "/api/console/accountList/batchSetAccountRemark");
  await toolbar
    .getByRole("button", {
      name: s("batch.named_one", { action: sdk["actionCode.5"]!, count: 1 }),
      exact: true,
    })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: sdk["field.accountRemark"]! }).fill("in flight");
  const ok = dialog.getByRole("button", { name: c("confirm.ok"), exact: true });
  await ok.click();
  await call.sent;
  await expect(ok).toHaveAttribute("data-loading", "true");
  await expect(dialog.getByRole("button", { name: c("confirm.cancel"), exact: true })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  const buttons = toolbar.getByRole("button");
  const n = await buttons.count();
  for (let i = 0; i < n; i++) await expect(buttons.nth(i)).toBeDisabled();

  call.release();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("batch-progress")).toHaveAttribute("data-state", "done");
  await expect(page.getByTestId("batch-summary")).toHaveText(
    c("batch.summary", { succeeded: 1, skipped: 0, failed: 0 }),
  );
  for (let i = 0; i < n; i++) await expect(buttons.nth(i)).toBeEnabled();
  await page.context().close();
});

test("a device batch in flight locks the pool's device toolbar until it ends (en)", async ({
  browser,
  ownSandbox: _own,
}) => {
  const lang: Lang = "en";
  const pools = webStrings(lang, "pools");
  const common = webStrings(lang, "common");
  const sdk = sdkStrings(lang);
  const p = (key: string, vars?: Record<string, string | number>) => fill(pools[key], vars);
  const c = (key: string, vars?: Record<string, string | number>) => fill(common[key], vars);
  const page = await signedIn(browser, { lang, viewport: WIDE });
  const { token } = await sessionOf(page);
  const post = async <T>(path: string, data: unknown) =>
    (await (await page.request.post(`${base()}${path}`, { data, headers: { token } })).json()).data as T;
  const { list } = await post<{ list: { poolId: string; calType: string }[] }>("/api/console/pool/poolList", {
    selectType: 1,
    pageNo: 1,
    pageSize: 100,
  });
  const pool = list.find((x) => x.calType === "days_pool")!;
  expect(pool, "a days pool").toBeTruthy();
  const devices = await post<{ list: { accountName: string; disableState: number }[] }>(
    "/api/billing/serviceManagement/customer/elTimePoolSonList",
    { poolId: pool.poolId, pageNo: 1, pageSize: 10 },
  );
  const device = devices.list.find((d) => d.disableState === 1)!;
  expect(device, "an enabled device account").toBeTruthy();

  await page.goto(`${base()}/my/#/serviceNoList?poolId=${pool.poolId}&type=2&selectType=1`);
  const table = page.getByTestId("devices-table");
  await table
    .getByRole("checkbox", { name: p("devices.list.selectRow", { account: device.accountName }) })
    .check();
  const toolbar = page.getByRole("toolbar", { name: p("devices.toolbar") });
  const buttons = toolbar.getByRole("button");
  const n = await buttons.count();
  const call = await holdCall(page, "/disableElTimePoolSon");
  const disable = p("devices.batch.named_one", { action: sdk["actionCode.2"]!, count: 1 });
  await toolbar.getByRole("button", { name: disable, exact: true }).click();
  const dialog = page.getByRole("dialog");
  const ok = dialog.getByRole("button", { name: disable, exact: true });
  await ok.click();
  await call.sent;
  await expect(ok).toHaveAttribute("data-loading", "true");
  for (let i = 0; i < n; i++) await expect(buttons.nth(i)).toBeDisabled();

  call.release();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-testid="batch-progress"][data-state="done"]')).toContainText(
    c("batch.summary", { succeeded: 1, skipped: 0, failed: 0 }),
  );
  await expect(buttons.first()).toBeEnabled();
  await page.context().close();
});
