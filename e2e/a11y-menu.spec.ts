import { strings, visit } from "./a11y-support";
import { expect, fill, signedIn, test } from "./support";

// The browser tab names the page in the current language and follows navigation, the service
// tab and a language switch (one walk: it starts in zh-CN and switches to en, so both languages
// are read); the side menu follows part1 §2's grouping: … transaction center, the security
// center holding permission management (users, roles), the personal center, real-name
// authentication.

test("the tab title names the page and follows a language switch (zh-CN → en)", async ({ browser }) => {
  const S = strings("zh-CN");
  const O = strings("en");
  const title = (s: typeof S, page: string) =>
    fill(s.shell["title.page"], { page, app: s.common["app.name"]! });
  const page = await signedIn(browser, { lang: "zh-CN" });
  await expect(page).toHaveTitle(title(S, S.sdk["menu.overview"]!));
  await visit(page, "/highPrecision");
  await expect(page).toHaveTitle(title(S, `${S.shell["title.tab.1"]} · ${S.sdk["menu.highPrecision"]}`));
  await page.getByRole("tab", { name: S.services["tabs.pools"]! }).click();
  await expect(page).toHaveTitle(title(S, `${S.shell["title.tab.2"]} · ${S.sdk["menu.highPrecision"]}`));
  await page.getByRole("banner").getByText(O.common["language.en"]!, { exact: true }).click();
  await expect(page).toHaveTitle(title(O, `${O.shell["title.tab.2"]} · ${O.sdk["menu.highPrecision"]}`));
  await visit(page, "/noticeList");
  await expect(page).toHaveTitle(title(O, O.sdk["menu.noticeList"]!));
  await visit(page, "/nowhere");
  await expect(page).toHaveTitle(title(O, O.shell["page.notFound.title"]!));
  await page.context().close();
});

test("the side menu follows part1 §2's order and grouping (en)", async ({ browser }) => {
  const { sdk } = strings("en");
  const page = await signedIn(browser, { lang: "en" });
  const nav = page.getByRole("navigation");
  // The menu's top level: the navigation's own links and group buttons (a group's items sit in
  // the list the button controls).
  const top = nav.locator(":scope > :is(a, button)");
  // allInnerTexts does not wait: read once the menu's last entry is there.
  await expect(top.filter({ hasText: sdk["menu.realNameAttestate"]! })).toBeVisible();
  const labels = (await top.allInnerTexts()).map((t) => t.replace(/\s*›\s*$/, "").trim());
  const at = (key: string) => labels.indexOf(sdk[key]!);
  expect(labels[0]).toBe(sdk["menu.overview"]);
  for (const key of ["menu.transactions", "menu.security", "menu.personal", "menu.realNameAttestate"])
    expect(at(key), `${key} in ${labels.join(", ")}`).toBeGreaterThan(0);
  expect(at("menu.transactions")).toBeLessThan(at("menu.security"));
  expect(at("menu.security")).toBeLessThan(at("menu.personal"));
  expect(at("menu.personal")).toBeLessThan(at("menu.realNameAttestate"));
  expect(labels).not.toContain(sdk["menu.permission"]);

  // Permission management (users, roles) sits inside the security center.
  await nav.getByRole("button", { name: sdk["menu.security"]!, exact: true }).click();
  await nav.getByRole("button", { name: sdk["menu.permission"]!, exact: true }).click();
  await nav.getByRole("link", { name: sdk["menu.roles"]!, exact: true }).click();
  await expect(page).toHaveURL(/#\/roleMng/);
  await expect(page.getByTestId("roles-table")).toBeVisible();
  await page.context().close();
});
