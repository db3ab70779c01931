import type { Browser, Page } from "@playwright/test";
import { expect, type Lang, roundTrip, sdkStrings, signedIn, test, webStrings } from "./support";

// Views kept cached (part1 §2): a view left through the side menu comes back as it was
// left (the open tab, a filter typed but not searched, the table's and the page's scroll), and
// while hidden it asks for nothing (zh-CN); the eleventh distinct view drops the least recent
// one; the same menu item twice and a link to the current page raise no error (en).

/** Side-menu items: their path and the group ids to open first (the SDK's route table). */
const MENU: Record<string, [path: string, groups: string[]]> = {
  overview: ["/overview", []],
  highPrecision: ["/highPrecision", ["services"]],
  auxPosition: ["/auxPosition", ["services"]],
  cloudChip: ["/cloudChip", ["services"]],
  messages: ["/messageMng", ["notifications"]],
  messageSettings: ["/messageSet", ["notifications"]],
  receivers: ["/receiveMan", ["notifications"]],
  myTickets: ["/workOrderMng", ["tickets"]],
  myOrders: ["/myOrder", ["transactions"]],
  users: ["/accountMng", ["security", "permission"]],
  roles: ["/roleMng", ["security", "permission"]],
  baseInfo: ["/myCenter", ["personal"]],
  safeCenter: ["/safeCenter", ["personal"]],
};

async function open(browser: Browser, lang: Lang) {
  // Narrow and short: the pools table scrolls sideways and the page scrolls down.
  const page = await signedIn(browser, { lang, viewport: { width: 1000, height: 520 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { context: page.context(), page, errors };
}

/** Open a page through the side menu, as a user does (groups opened first). */
async function viaMenu(page: Page, lang: Lang, id: string) {
  const sdk = sdkStrings(lang);
  const nav = page.getByRole("navigation", { name: webStrings(lang, "shell")["nav.label"] });
  const [path, groups] = MENU[id]!;
  for (const group of groups) {
    const button = nav.getByRole("button", { name: sdk[`menu.${group}`], exact: true });
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  }
  await nav.getByRole("link", { name: sdk[`menu.${id}`], exact: true }).click();
  // Landed: the view of that route is the one shown (a click before it lands would leave the
  // view unvisited, and the count of kept views would be off).
  await expect(page.locator(`main [data-view="${path}"]`)).toBeVisible();
}

/** A filter of the page on screen (by role: hidden kept views are out of the accessibility tree). */
const field = (page: Page, name: string) =>
  page.getByRole("main").getByRole("textbox", { name, exact: true });

const scrollBox = (page: Page) => page.getByTestId("pools-table").locator(".fc-dt-scroll");

test.describe("views kept cached", () => {
  {
    const lang: Lang = "zh-CN";
    test(`a view comes back with its tab, typed filter and scroll; hidden, it asks for nothing (${lang})`, async ({
      browser,
    }) => {
      const { context, page, errors } = await open(browser, lang);
      const s = webStrings(lang, "services");
      const sdk = sdkStrings(lang);

      await viaMenu(page, lang, "highPrecision");
      await page.getByRole("tab", { name: s["tabs.pools"] }).click();
      await expect(page).toHaveURL(/tab=2/);
      await expect(page.getByTestId("pools-table").getByRole("row").nth(1)).toBeVisible();
      const filter = field(page, sdk["field.poolId"]!);
      await filter.fill("typed-not-searched");
      // Scroll the table sideways and the page down; both must be scrollable for the check to mean
      // anything. The view records offsets from scroll events: each scroll is awaited to its end.
      const box = scrollBox(page);
      const sideways = await box.evaluate(
        (el) =>
          new Promise<number>((resolve) => {
            el.addEventListener("scrollend", () => resolve(el.scrollLeft), { once: true });
            el.scrollLeft = 120;
          }),
      );
      expect(sideways).toBeGreaterThan(0);
      const pageScrolled = page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            window.addEventListener("scrollend", () => resolve(window.scrollY), { once: true }),
          ),
      );
      await page.mouse.wheel(0, 300);
      const down = await pageScrolled;
      expect(down).toBeGreaterThan(0);

      // Hidden, the view's queries stop observing: leaving it asks for no more pool pages, not even
      // when a time-zone switch refetches what is on screen. The page on screen refetching its own
      // data, and a round trip after, prove the switch would have asked the hidden view too.
      const hiddenCalls: string[] = [];
      page.on("request", (r) => {
        if (/poolList|selectAccServList/.test(r.url())) hiddenCalls.push(r.url());
      });
      for (const id of ["messages", "myOrders", "baseInfo"]) await viaMenu(page, lang, id);
      const common = webStrings(lang, "common");
      const refetched = page.waitForResponse((r) => r.url().endsWith("/getUserBaseInfo"));
      await page.getByText(common["timeZone.local"]!, { exact: true }).click();
      await refetched;
      await roundTrip(page);
      expect(hiddenCalls).toEqual([]);
      // Hidden views are out of the accessibility tree: one main, one pools table nowhere.
      await expect(page.getByTestId("pools-table")).toBeHidden();
      await expect(page.getByRole("main")).toHaveCount(1);

      await viaMenu(page, lang, "highPrecision");
      await expect(page).toHaveURL(/tab=2/);
      await expect(page.getByRole("tab", { name: s["tabs.pools"] })).toHaveAttribute("aria-selected", "true");
      await expect(filter).toHaveValue("typed-not-searched");
      await expect.poll(() => scrollBox(page).evaluate((el) => el.scrollLeft)).toBe(sideways);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(down);
      expect(await page.title()).toContain(s["tabs.pools"]!);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  {
    const lang: Lang = "en";
    test(`the eleventh view drops the least recent; the same item twice is no error (${lang})`, async ({
      browser,
    }) => {
      const { context, page, errors } = await open(browser, lang);
      const s = webStrings(lang, "services");
      const sdk = sdkStrings(lang);

      await viaMenu(page, lang, "highPrecision");
      const filter = field(page, sdk["field.accountName"]!);
      await filter.fill("first-view");
      // The same menu item twice, and a link to the current page: nothing breaks, nothing resets.
      await viaMenu(page, lang, "highPrecision");
      await viaMenu(page, lang, "highPrecision");
      await expect(filter).toHaveValue("first-view");
      await page.goto(page.url());
      await expect(page.getByRole("tab", { name: s["tabs.accounts"] })).toHaveAttribute(
        "aria-selected",
        "true",
      );

      // A full reload starts afresh; type again and then open ten other views.
      await field(page, sdk["field.accountName"]!).fill("first-view");
      for (const id of ["auxPosition", "cloudChip", "messages", "messageSettings", "receivers", "myTickets"])
        await viaMenu(page, lang, id);
      await viaMenu(page, lang, "highPrecision");
      await expect(filter).toHaveValue("first-view");
      for (const id of [
        "overview",
        "auxPosition",
        "cloudChip",
        "messages",
        "messageSettings",
        "receivers",
        "myTickets",
        "myOrders",
        "users",
        "roles",
      ])
        await viaMenu(page, lang, id);
      // Ten views visited since: /highPrecision was the least recent and is fresh again.
      await viaMenu(page, lang, "highPrecision");
      await expect(field(page, sdk["field.accountName"]!)).toHaveValue("");
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
