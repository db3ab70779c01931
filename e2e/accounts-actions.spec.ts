import type { APIRequestContext } from "@playwright/test";
import {
  base,
  ExcelJS,
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

// Account actions on the high-precision screen (part1 §2), in zh-CN: activate a pending manual
// account from its row, disable then enable an account, a batch remark on two ticked rows, and
// an export of the selection read back with exceljs.
function catalogue(lang: Lang) {
  const services = webStrings(lang, "services");
  const common = webStrings(lang, "common");
  const sdk = sdkStrings(lang);
  return {
    s: (key: string, vars?: Record<string, string | number>) => fill(services[key], vars),
    c: (key: string, vars?: Record<string, string | number>) => fill(common[key], vars),
    sdk: (key: string) => sdk[key]!,
  };
}

interface Account {
  id: string;
  accountName: string;
  serviceState: number;
  disableState: number;
  activationType: number;
  accountRemark: string;
}

/** One page of high-precision accounts through the API, to choose test subjects. */
async function accounts(request: APIRequestContext, token: string, filter: Record<string, unknown>) {
  const res = await request.post(`${base()}/api/console/accountList/selectAccServList`, {
    data: { selectType: 1, pageNo: 1, pageSize: 1000, ...filter },
    headers: { token },
  });
  const env = await res.json();
  expect(env.code).toBe(200);
  return env.data.list as Account[];
}

const lang: Lang = "zh-CN";
test(`account actions: activate, disable/enable, batch remark, export (${lang})`, async ({ browser }) => {
  const { s, c, sdk } = catalogue(lang);
  const page = await signedIn(browser, { lang, viewport: WIDE });
  const { token } = await sessionOf(page);
  const table = page.getByTestId("accounts-table");
  const confirm = () =>
    page
      .getByRole("dialog")
      .getByRole("button", { name: c("confirm.ok"), exact: true })
      .click();
  const batchDone = () =>
    expect(page.locator('[data-testid="batch-progress"][data-state="done"]')).toBeVisible();
  const rowOf = (name: string) => table.locator("tbody tr").filter({ hasText: name });
  const open = async (query: string) => {
    await page.goto(`${base()}/my/#/highPrecision?${query}`);
    await expect(table).toHaveAttribute("data-fetching", "false");
    await expect(table.locator("tbody tr").first()).toBeVisible();
  };

  // 1. Activate a pending account with manual activation from its row: pending → in service.
  const pending = (await accounts(page.request, token, { serviceState: 1, disableState: 1 })).find(
    (a) => a.activationType === 1,
  )!;
  expect(pending).toBeTruthy();
  await open(`accountName=${pending.accountName}`);
  const row = rowOf(pending.accountName);
  await expect(row).toContainText(sdk("serviceState.1"));
  await row.getByRole("button", { name: s("row.activateOf", { account: pending.accountName }) }).click();
  await shot(page, `${lang}-accounts-1-activate-confirm`);
  await confirm();
  await batchDone();
  await expect(page.getByTestId("batch-summary")).toHaveText(
    c("batch.summary", { succeeded: 1, skipped: 0, failed: 0 }),
  );
  await expect(row).toContainText(sdk("serviceState.2"));
  // Activated: the row's activate button is disabled now (serviceState is no longer pending).
  await expect(
    row.getByRole("button", { name: s("row.activateOf", { account: pending.accountName }) }),
  ).toBeDisabled();
  await shot(page, `${lang}-accounts-2-activated`);

  // 2. Disable, then enable an enabled account with the row toggle (confirmation each time).
  const enabled = (await accounts(page.request, token, { disableState: 1, serviceState: 2 })).at(-1)!;
  await open(`accountName=${enabled.accountName}`);
  const toggled = rowOf(enabled.accountName);
  await toggled.getByRole("button", { name: s("row.disableOf", { account: enabled.accountName }) }).click();
  await expect(page.getByRole("dialog")).toContainText(sdk("L000517"));
  await confirm();
  await batchDone();
  await expect(toggled).toContainText(sdk("disableState.2"));
  await shot(page, `${lang}-accounts-3-disabled`);
  await toggled.getByRole("button", { name: s("row.enableOf", { account: enabled.accountName }) }).click();
  await expect(page.getByRole("dialog")).toContainText(sdk("L000516"));
  await confirm();
  await expect(
    toggled.getByRole("button", { name: s("row.disableOf", { account: enabled.accountName }) }),
  ).toBeVisible();
  await expect(toggled).toContainText(sdk("disableState.1"));

  // 3. Batch remark on two ticked rows; nothing ticked first → L000342.
  await open("serviceState=2&pageSize=20");
  await page
    .getByRole("toolbar")
    .getByRole("button", { name: s("batch.remark"), exact: true })
    .click();
  await expect(page.getByText(sdk("L000342"))).toBeVisible();
  const rows = table.locator("tbody tr");
  const names = [
    ((await rows.nth(0).locator("td").nth(1).textContent()) ?? "").trim(),
    ((await rows.nth(1).locator("td").nth(1).textContent()) ?? "").trim(),
  ];
  for (const name of names)
    await page.getByRole("checkbox", { name: s("selection.row", { account: name }) }).check();
  await expect(page.getByTestId("selection-bar")).toContainText(s("selection.count", { count: 2 }));
  // With a selection, each button names the count it acts on.
  const named = (code: string) => s("batch.named_other", { action: sdk(code), count: 2 });
  await page
    .getByRole("toolbar")
    .getByRole("button", { name: named("actionCode.5"), exact: true })
    .click();
  const dialog = page.getByRole("dialog");
  const remark = `e2e ${lang} ${Date.now() % 100000}`;
  await dialog.getByRole("textbox", { name: sdk("field.accountRemark") }).fill("x".repeat(21));
  await dialog.getByRole("button", { name: c("confirm.ok"), exact: true }).click();
  await expect(dialog).toContainText(sdk("L000619"));
  await dialog.getByRole("textbox", { name: sdk("field.accountRemark") }).fill(remark);
  await shot(page, `${lang}-accounts-4-remark`);
  await dialog.getByRole("button", { name: c("confirm.ok"), exact: true }).click();
  await batchDone();
  for (const name of names) await expect(rowOf(name)).toContainText(remark);
  const after = await accounts(page.request, token, { serviceState: 2 });
  for (const name of names) expect(after.find((a) => a.accountName === name)?.accountRemark).toBe(remark);

  // 4. Export the selection (still the two rows): asked first, naming the count; read back.
  await page
    .getByRole("toolbar")
    .getByRole("button", { name: named("actionCode.4"), exact: true })
    .click();
  const asked = page.getByRole("dialog");
  await expect(asked).toContainText(s("export.confirmSelected_other", { count: 2 }));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    asked.getByRole("button", { name: sdk("actionCode.4"), exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0]!;
  const values: string[][] = [];
  sheet.eachRow((r) => values.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ""))));
  expect(values).toHaveLength(3);
  const exported = values.slice(1).map((r) => r[0]);
  expect(exported.sort()).toEqual([...names].sort());
  for (const r of values.slice(1)) expect(r).toContain(remark);
  await shot(page, `${lang}-accounts-5-exported`);

  await page.context().close();
});
