import { expectNone, type Finding, pageFindings, visit } from "./a11y-support";
import { base, expect, LANGS, signedIn, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation, and each page has one h1, in
// either language: the personal and security centres, certification, users, roles, receivers,
// my orders and an order's detail, and the sign-in page.

for (const lang of LANGS) {
  test(`the centres, certification, users, roles, receivers and orders pass axe (${lang})`, async ({
    browser,
  }) => {
    const found: Finding[] = [];
    const page = await signedIn(browser, { lang });
    for (const path of [
      "/myCenter",
      "/safeCenter",
      "/realNameAttestate",
      "/accountMng",
      "/roleMng",
      "/receiveMan",
    ]) {
      await visit(page, path);
      found.push(...(await pageFindings(page, path)));
    }
    for (const path of ["/myOrder?time=0", "/orderDetial?detialId=700001"]) {
      await visit(page, path);
      await expect(page.getByTestId("order-amount").filter({ visible: true }).first()).toBeVisible({
        timeout: 10_000,
      });
      found.push(...(await pageFindings(page, path)));
    }
    await page.context().close();

    // The sign-in page (plain DOM), in the stored language.
    const context = await browser.newContext();
    await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
    const login = await context.newPage();
    await login.goto(`${base()}/my/login.html`);
    await expect(login.locator("form")).toBeVisible();
    found.push(...(await pageFindings(login, "login.html")));
    await context.close();
    await expectNone(found);
  });
}
