import { axeVisitor, expectNone, type Finding } from "./a11y-support";
import { centreDialogs } from "./page-walks";
import { LANGS, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation in these dialogs, in either
// language, each scanned open over its page: the security centre's phone and password dialogs,
// the personal centre's reveal dialog, the message settings' recipient chooser, a role's menu
// tree and the ticket type picker (the walk: page-walks.ts centreDialogs).

for (const lang of LANGS) {
  test(`the centre, message, role and ticket dialogs pass axe (${lang})`, async ({ browser }) => {
    const found: Finding[] = [];
    await centreDialogs(browser, lang, axeVisitor(found));
    await expectNone(found);
  });
}
