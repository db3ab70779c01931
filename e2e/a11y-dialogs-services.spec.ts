import { axeVisitor, expectNone, type Finding } from "./a11y-support";
import { serviceDialogs } from "./page-walks";
import { LANGS, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation in the service and device dialogs
// and drawers, in either language, each scanned open over its page (the dialog's layer: the page
// has its own scan in a11y-pages-services.spec.ts): the NTRIP dialog; the account drawer, custom
// password and the batch dialogs of a selection; the pool drawer and fill; on a day pool's device
// page adding by count, the upload and its 506 report (the walk: page-walks.ts serviceDialogs).
// The other dialogs: a11y-dialogs-centres.spec.ts.

for (const lang of LANGS) {
  test(`the service and device dialogs and drawers pass axe (${lang})`, async ({ browser }) => {
    const found: Finding[] = [];
    await serviceDialogs(browser, lang, axeVisitor(found));
    await expectNone(found);
  });
}
