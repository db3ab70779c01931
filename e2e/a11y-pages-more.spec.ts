import { axeVisitor, expectNone, type Finding } from "./a11y-support";
import { morePages } from "./page-walks";
import { LANGS, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation, and each page has one h1, in
// either language: the messages (list, settings, a message), tickets (list, two forms), fault
// diagnosis with a rover's records (verdict, chart, tables), webhooks, and the two tool pages
// with a reading for a point clicked on their maps (the walk: page-walks.ts morePages).

for (const lang of LANGS) {
  test(`the messages, tickets, fault diagnosis, webhooks and tool pages pass axe (${lang})`, async ({
    browser,
  }) => {
    const found: Finding[] = [];
    await morePages(browser, lang, axeVisitor(found));
    await expectNone(found);
  });
}
