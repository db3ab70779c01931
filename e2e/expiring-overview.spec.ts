// The overview's expiring block (docs/expiry.md "On the overview"), in both languages: the tile's
// counts are the expiring lists' totals over the three families (read through the API with the
// page's session, never written here), 30 days shows at least as many, the soonest account is the
// first row with its end time in the chosen time zone, its link opens the service screen on that
// account, "see all" carries the window; the seeded operator (high precision only) sees that
// family alone and no refusal; axe on the block; at 390 px the block fits the screen.
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { axeFindings, expectNone } from "./a11y-support";
import { api, expect, fill, LANGS, PHONE, root, sdkStrings, signedIn, test, webStrings } from "./support";
import { shot } from "./shot";

const sdk = createRequire(import.meta.url)(
  join(root, "packages/sdk/dist/index.cjs"),
) as typeof import("@fixcloud/sdk");
const path = (name: keyof typeof sdk.endpoints) => sdk.endpoints[name].path;

type Account = { accountName: string; serviceProduct: string; endTime: string };

/** A figure of the tile: the number, then its words (so 2 never passes for 20). */
const figure = (n: number) => new RegExp(`^${n.toLocaleString("en-US")}\\D`);

/** What the expiring lists answer over the three families for a window: totals and the soonest account. */
async function fromLists(page: Page, withinDays: 10 | 30) {
  let accounts = 0;
  let pools = 0;
  const byFamily: { selectType: number; accounts: number }[] = [];
  const soonest: (Account & { selectType: number })[] = [];
  for (const selectType of [1, 2, 3]) {
    const a = await api<{ total: number; list: Account[] }>(page, path("accounts.listExpiring"), {
      selectType,
      withinDays,
      pageSize: 5,
    });
    const p = await api<unknown[]>(page, path("pools.listExpiring"), { selectType, withinDays });
    accounts += a.total;
    byFamily.push({ selectType, accounts: a.total });
    pools += p.length;
    soonest.push(...a.list.map((r) => ({ ...r, selectType })));
  }
  soonest.sort((x, y) => x.endTime.localeCompare(y.endTime) || x.accountName.localeCompare(y.accountName));
  return { accounts, pools, byFamily, first: soonest[0] };
}

for (const lang of LANGS) {
  // One language reads times in UTC, the other in the browser's zone (Asia/Shanghai here).
  const timeZone = lang === "en" ? "UTC" : "local";
  test(`the overview shows what expires within 10 and 30 days and links to it (${lang})`, async ({
    browser,
  }) => {
    const O = webStrings(lang, "overview");
    const page = await signedIn(browser, { lang, storage: { "fixcloud.timeZone": timeZone } });
    const block = page.getByTestId("expiring");
    const tile = page.getByTestId("expiring-tile");

    const ten = await fromLists(page, 10);
    expect(ten.accounts, "the seed has accounts ending within 10 days").toBeGreaterThan(0);
    await expect(
      block.getByRole("heading", { name: fill(O["expiring.title_other"], { count: 10 }) }),
    ).toBeVisible();
    await expect(tile.getByTestId("expiring-accounts")).toHaveText(figure(ten.accounts));
    await expect(tile.getByTestId("expiring-pools")).toHaveText(figure(ten.pools));

    // The soonest account first, its end time in the chosen zone, its days left.
    const accounts = block.getByRole("table", { name: O["expiring.accountsTitle"]! });
    await expect(accounts.locator("tbody tr")).toHaveCount(Math.min(5, ten.accounts));
    const first = accounts.locator("tbody tr").first();
    const acc = ten.first!;
    await expect(first.getByRole("cell").nth(0)).toHaveText(acc.accountName);
    await expect(first.getByRole("cell").nth(2)).toHaveText(
      sdk.formatTime(acc.endTime, { timeZone: timeZone === "UTC" ? "UTC" : "Asia/Shanghai" }),
    );
    const left = sdk.daysLeft(acc.endTime, Date.now())!;
    await expect(first.getByRole("cell").nth(3)).toHaveText(
      fill(O[left === 1 && lang === "en" ? "expiring.daysLeft_one" : "expiring.daysLeft_other"], {
        count: left,
      }),
    );
    // "See all" of a family opens its screen on the accounts tab filtered to the window.
    const S = sdkStrings(lang);
    const fam = ten.byFamily.find((f) => f.accounts > 0)!;
    const plural = fam.accounts === 1 && lang === "en" ? "one" : "other";
    const seeAll = block.getByRole("link", {
      name: fill(O[`expiring.seeAll.accounts_${plural}`], {
        count: fam.accounts,
        service: S[`serviceType.${fam.selectType}`]!,
      }),
    });
    const route = sdk.SERVICE_TYPES[fam.selectType as 1 | 2 | 3].route;
    await expect(seeAll).toHaveAttribute("href", new RegExp(`#${route}\\?.*expiringWithin=10`));
    await expect(seeAll).toHaveAttribute("href", /tab=1/);

    await expectNone(await axeFindings(page, `overview expiring (${lang})`, "[data-testid=expiring]"));
    await shot(page, `expiring-overview-10-${lang}`, { fullPage: true });

    // 30 days on request: at least as many, the lists' totals.
    const thirty = await fromLists(page, 30);
    expect(thirty.accounts).toBeGreaterThanOrEqual(ten.accounts);
    await block.getByText(fill(O["expiring.days_other"], { count: 30 }), { exact: true }).click();
    await expect(
      block.getByRole("heading", { name: fill(O["expiring.title_other"], { count: 30 }) }),
    ).toBeVisible();
    await expect(tile.getByTestId("expiring-accounts")).toHaveText(figure(thirty.accounts));
    await expect(tile.getByTestId("expiring-pools")).toHaveText(figure(thirty.pools));
    await expect(block.locator('a[href*="expiringWithin=30"]').first()).toBeVisible();
    await shot(page, `expiring-overview-30-${lang}`, { fullPage: true });

    // The soonest account's link opens its family's screen on that account.
    await accounts.getByRole("link", { name: acc.accountName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${sdk.SERVICE_TYPES[acc.selectType as 1 | 2 | 3].route}\\?`));
    await expect(page).toHaveURL(new RegExp(`accountName=${encodeURIComponent(acc.accountName)}`));
    await expect(page.getByRole("main").getByText(acc.accountName, { exact: true }).first()).toBeVisible();
    await page.context().close();
  });

  test(`the expiring block fits a phone and keeps to the operator's family (${lang})`, async ({
    browser,
  }) => {
    const phone = await signedIn(browser, { lang, viewport: PHONE });
    const block = phone.getByTestId("expiring");
    await expect(block.getByTestId("expiring-accounts")).toBeVisible();
    const fits = await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, "no sideways scroll at 390 px").toBe(true);
    await shot(phone, `expiring-overview-phone-${lang}`, { fullPage: true });
    await phone.context().close();

    // The operator's role opens high precision only: that family's links, no refusal.
    const operator = await signedIn(browser, { lang, role: "operator" });
    const refusals: string[] = [];
    operator.on("response", async (res) => {
      if (!res.url().includes("/api/")) return;
      const env = await res.json().catch(() => null);
      if (env && env.code === 403) refusals.push(res.url());
    });
    await operator.reload();
    const opBlock = operator.getByTestId("expiring");
    await expect(opBlock.getByTestId("expiring-accounts")).toBeVisible();
    const hrefs = await opBlock.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toContain("/highPrecision");
    expect(refusals).toEqual([]);
    await operator.context().close();
  });
}
