import { axeVisitor, expectNone, type Finding } from "./a11y-support";
import { accountPages } from "./page-walks";
import { LANGS, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation, and each page has one h1, in
// either language: the personal and security centres, certification, users, roles, receivers,
// my orders and an order's detail, and the sign-in page (the walk: page-walks.ts accountPages).

for (const lang of LANGS) {
  test(`the centres, certification, users, roles, receivers and orders pass axe (${lang})`, async ({
    browser,
  }) => {
    const found: Finding[] = [];
    await accountPages(browser, lang, axeVisitor(found));
    await expectNone(found);
  });
}
