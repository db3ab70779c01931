import { labels } from "./labels";
import { api, base, expect, LANGS, otherThan, shot, test, WIDE, webStrings } from "./support";

// The first thing a user does: sign in through the sign-in page, read the overview, open an
// announcement, filter the high-precision account list, then switch language and time zone.
// Once per language: it is about the language.

for (const lang of LANGS) {
  test(`sign-in → overview → announcement → account filter (${lang})`, async ({ browser }) => {
    const L = labels(lang);
    const other = labels(otherThan(lang));
    // Local time differs from UTC here, so the time-zone switch must visibly change times.
    const context = await browser.newContext({
      timezoneId: "Asia/Shanghai",
      viewport: WIDE,
    });
    await context.addInitScript((l) => {
      if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", l);
    }, lang);
    const page = await context.newPage();

    // Sign in.
    await page.goto(`${base()}/my/login.html`);
    await page.getByLabel(L.username).fill("demo");
    await page.getByLabel(L.password, { exact: true }).fill("Demo@2026");
    await page.getByLabel(L.captcha, { exact: true }).fill("1234");
    await shot(page, `${lang}-1-login`);
    await page.getByRole("button", { name: L.submit, exact: true }).click();
    await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });

    // Overview: the tiles show the sandbox's figures.
    const tiles = page.getByTestId("overview-tiles");
    await expect(tiles).toBeVisible();
    const counts = await api<{ totalCount: number; onlineCount: number }>(
      page,
      "/api/overview/customer/getAccOnlineCountAndTotalCount",
    );
    await expect(tiles).toContainText(String(counts.totalCount));
    await expect(tiles).toContainText(String(counts.onlineCount));
    await shot(page, `${lang}-2-overview`);

    // Latest announcement → detail with greeting, sanitized body and sign-off.
    const latest = await api<{ records: { noticeTitle: string }[] }>(
      page,
      "/api/console/notice/getNoticeList",
      {
        pageNum: 1,
        pageSize: 3,
      },
    );
    const title = latest.records[0]!.noticeTitle;
    await page.getByRole("link", { name: title }).first().click();
    await expect(page).toHaveURL(/#\/noticeDetail\?id=/);
    await expect(
      page.getByRole("heading", { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
    ).toBeVisible();
    await expect(page.getByText(L.greeting)).toBeVisible();
    await expect(page.getByText(L.signOff)).toBeVisible();
    expect(await page.locator("main script, main [onerror]").count()).toBe(0);
    await shot(page, `${lang}-3-notice`);

    // High-precision accounts, filtered by service state "in service"; the URL keeps it.
    await page.getByText(L.menuServices, { exact: true }).click();
    await page.getByRole("link", { name: L.menuHighPrecision, exact: true }).click();
    await expect(page.getByRole("heading", { name: L.title1 })).toBeVisible();
    await page.getByRole("combobox", { name: L.serviceState }).click();
    await page.getByRole("option", { name: L.inService, exact: true }).click();
    await page.getByRole("button", { name: L.search, exact: true }).click();
    await expect(page).toHaveURL(/serviceState=2/);
    const table = page.getByRole("table").first();
    await expect(table.getByText(L.inService).first()).toBeVisible();
    const states = await table.locator("tbody tr").evaluateAll((rows) => rows.length);
    expect(states).toBeGreaterThan(0);
    await expect(table.locator("tbody tr").filter({ hasNotText: L.inService })).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(/serviceState=2/);
    await expect(page.getByRole("combobox", { name: L.serviceState })).toHaveValue(L.inService);
    await shot(page, `${lang}-4-accounts`);

    // Switch language: the labels change; switch time zone: the times change.
    const firstCreate = async () =>
      ((await table.locator("tbody tr").first().textContent()) ?? "").match(
        /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g,
      );
    const before = await firstCreate();
    const otherLang = otherThan(lang);
    await page.getByText(webStrings(lang, "common")[`language.${otherLang}`]!, { exact: true }).click();
    await expect(page.getByRole("heading", { name: other.title1 })).toBeVisible();
    const utcNow = await page.evaluate(() => localStorage.getItem("fixcloud.timeZone"));
    const target = utcNow === "local" ? "UTC" : "local";
    await page.evaluate(() => window.scrollTo(0, 0));
    // The header now speaks the other language.
    const tzLabel = webStrings(otherLang, "common")[`timeZone.${target}`]!;
    await page.getByText(tzLabel, { exact: true }).first().click();
    await expect.poll(async () => (await firstCreate())?.join()).not.toBe(before?.join());
    await shot(page, `${lang}-5-switched`);
    await context.close();
  });
}
