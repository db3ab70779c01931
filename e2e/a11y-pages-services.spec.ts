import type { Page } from "@playwright/test";
import { expectNone, type Finding, pageFindings, startsWith, strings, visit } from "./a11y-support";
import { api, expect, LANGS, signedIn, test } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation, and each page has one h1, in
// either language: the overview, announcements (list and detail), each service screen's accounts
// and pools tabs, the device page, the 404 page and the 403 page a sub-user meets. Each page is
// scanned once per language, here or in the other a11y-pages-*.spec.ts files; a feature's own
// walk does not scan it again. Dialogs: a11y-dialogs-*.spec.ts; the developer docs: devdocs.

const SERVICES = ["/highPrecision", "/auxPosition", "/cloudChip"] as const;

/** The table of the open tab, once its rows are there. */
async function rows(page: Page) {
  const table = page.getByRole("table").first();
  await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
  return table;
}

for (const lang of LANGS) {
  test(`the overview, announcements, service screens, device, 404 and 403 pages pass axe (${lang})`, async ({
    browser,
  }) => {
    const { pools: P } = strings(lang);
    const found: Finding[] = [];
    const page = await signedIn(browser, { lang });

    found.push(...(await pageFindings(page, "overview")));
    await visit(page, "/noticeList");
    await rows(page);
    found.push(...(await pageFindings(page, "notice list")));
    const latest = await api<{ records: { noticeId: string }[] }>(page, "/api/console/notice/getNoticeList", {
      pageNum: 1,
      pageSize: 1,
    });
    await visit(page, `/noticeDetail?id=${latest.records[0]!.noticeId}`);
    found.push(...(await pageFindings(page, "notice detail")));

    for (const path of SERVICES) {
      await visit(page, `${path}?tab=1`);
      await rows(page);
      found.push(...(await pageFindings(page, `${path} accounts`)));
      await visit(page, `${path}?tab=2`);
      await rows(page);
      found.push(...(await pageFindings(page, `${path} pools`)));
    }
    await page
      .getByRole("link", { name: startsWith(P["actions.devicesOf"]!.split("{{")[0]!) })
      .first()
      .click();
    await expect(page).toHaveURL(/serviceNoList\?poolId=/);
    await rows(page);
    found.push(...(await pageFindings(page, "device page")));
    await visit(page, "/nowhere");
    found.push(...(await pageFindings(page, "404")));
    await page.context().close();

    // A sub-user on a screen its role does not include: the 403 page.
    const operator = await signedIn(browser, { lang, role: "operator" });
    await visit(operator, "/auxPosition");
    await expect(operator.getByTestId("no-permission")).toBeVisible();
    found.push(...(await pageFindings(operator, "403")));
    await operator.context().close();
    await expectNone(found);
  });
}
