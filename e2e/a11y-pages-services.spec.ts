import { axeVisitor, expectNone, type Finding } from "./a11y-support";
import { servicePages } from "./page-walks";
import { LANGS, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation, and each page has one h1, in
// either language: the overview, announcements (list and detail), each service screen's accounts
// and pools tabs, the device page, the 404 page and the 403 page a sub-user meets (the walk:
// page-walks.ts servicePages). Each page is scanned once per language, here or in the other
// a11y-pages-*.spec.ts files; a feature's own walk does not scan it again. Dialogs:
// a11y-dialogs-*.spec.ts; the developer docs: devdocs.

for (const lang of LANGS) {
  test(`the overview, announcements, service screens, device, 404 and 403 pages pass axe (${lang})`, async ({
    browser,
  }) => {
    const found: Finding[] = [];
    await servicePages(browser, lang, axeVisitor(found));
    await expectNone(found);
  });
}
