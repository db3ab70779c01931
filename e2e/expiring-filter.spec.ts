import type { Page } from "@playwright/test";
import {
  advanceSandbox,
  api,
  base,
  expect,
  fill,
  LANGS,
  type Lang,
  sdkStrings,
  shot,
  signedIn,
  test,
  webStrings,
} from "./support";

// The "expiring within 10/30 days" filter of the service screens (docs/expiry.md), both tabs, in
// both languages: chosen in the filter form, kept in the URL (`expiringWithin=10`), and the list
// counts what the expiring lists (accounts.listExpiring, pools.listExpiring) count for the same
// family and window. The seed's pools in use end more than 30 days after the seed time, so the
// pools walk moves its own sandbox's clock 30 days first: one pool is then 8 days from its end.

const DAY = 86_400_000;

function strings(lang: Lang) {
  const sdk = sdkStrings(lang);
  const common = webStrings(lang, "common");
  const services = webStrings(lang, "services");
  return {
    label: sdk["field.expiringWithin"]!,
    within10: sdk["expiringWithin.10"]!,
    search: common["action.search"]!,
    total: (total: number) => fill(common["pager.total"], { total }),
    pager: common["pager.label"]!,
    poolsTab: services["tabs.pools"]!,
  };
}

/** The pager's "Total n" of the visible list (the other tab's list stays in the DOM, hidden). */
const totalOf = (page: Page, S: ReturnType<typeof strings>) =>
  page
    .getByRole("navigation", { name: S.pager })
    .filter({ visible: true })
    .getByText(new RegExp(`^${S.total(0).replace("0", "\\d+")}$`));

/** Choose "within 10 days" in the form and search; the table settles on the answer. */
async function chooseWithin10(page: Page, lang: Lang, tableId: string) {
  const S = strings(lang);
  await page.getByRole("form").filter({ visible: true }).getByLabel(S.label, { exact: true }).click();
  await page.getByRole("option", { name: S.within10, exact: true }).click();
  await page.getByRole("button", { name: S.search, exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/expiringWithin=10/);
  await expect(page.getByTestId(tableId).filter({ visible: true })).toHaveAttribute("data-fetching", "false");
}

for (const lang of LANGS) {
  test(`accounts tab: "within 10 days" counts what listExpiring counts (${lang})`, async ({ browser }) => {
    const S = strings(lang);
    const page = await signedIn(browser, { lang });
    await page.goto(`${base()}/my/#/highPrecision`);
    await chooseWithin10(page, lang, "accounts-table");
    const expiring = await api<{ total: number }>(page, "/api/console/accountList/listExpiring", {
      selectType: 1,
      withinDays: 10,
    });
    expect(expiring.total).toBeGreaterThan(0);
    await expect(totalOf(page, S)).toHaveText(S.total(expiring.total));
    await expect(page.getByRole("combobox", { name: S.label, exact: true })).toHaveValue(S.within10);
    await shot(page, `${lang}-expiring-within-accounts`);
    await page.context().close();
  });

  test(`pools tab: "within 10 days" counts what listExpiring counts (${lang})`, async ({
    browser,
    request,
    ownSandbox: _,
  }) => {
    const S = strings(lang);
    // Before signing in: a session does not outlive a month of the sandbox clock.
    await advanceSandbox(request, 30 * DAY);
    const page = await signedIn(browser, { lang });
    await page.goto(`${base()}/my/#/highPrecision`);
    await page.getByRole("tab", { name: S.poolsTab }).click();
    await expect(page).toHaveURL(/tab=2/);
    await chooseWithin10(page, lang, "pools-table");
    await expect(page).toHaveURL(/tab=2/);
    const expiring = await api<unknown[]>(page, "/api/console/pool/listExpiring", {
      selectType: 1,
      withinDays: 10,
    });
    expect(expiring).toHaveLength(1);
    await expect(totalOf(page, S)).toHaveText(S.total(expiring.length));
    await shot(page, `${lang}-expiring-within-pools`);
    await page.context().close();
  });
}
