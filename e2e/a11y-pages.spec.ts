import type { Page } from "@playwright/test";
import { expectNone, type Finding, pageFindings, startsWith, strings, visit } from "./a11y-support";
import { nrtkAccounts, seedFaultRecords } from "./fault-records";
import { api, base, expect, LANGS, signedIn, test, webStrings } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation on any page of the console, in
// either language, and each page has one h1: the overview, announcements (list and detail), each
// service screen's accounts and pools tabs, the device page, the 404 and 403 pages, the centres,
// certification, users, roles, receivers, orders, messages, tickets, fault diagnosis (with a
// rover's records), webhooks, the two tool pages with a reading, and the sign-in page. A page is
// scanned here once per language; the walks of its own feature do not scan it again. The
// developer docs are scanned by devdocs.spec.ts (once their frames have loaded), dialogs by
// a11y-dialogs.spec.ts. Three walks per language, so the two workers share them.

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

  test(`the messages, tickets, fault diagnosis, webhooks and tool pages pass axe (${lang})`, async ({
    browser,
  }) => {
    const found: Finding[] = [];
    const page = await signedIn(browser, { lang });
    for (const path of ["/messageMng", "/messageSet", "/messageDetial?msgId=1"]) {
      await visit(page, path);
      found.push(...(await pageFindings(page, path)));
    }
    // The ticket list with its type picker's button, a form, and a ticket's view.
    for (const path of ["/workOrderMng", "/addBugOrder?type=1", "/addOpenAPI?type=1"]) {
      await visit(page, path);
      found.push(...(await pageFindings(page, path)));
    }

    // Fault diagnosis with a rover's records: verdict, chart and tables on the page.
    const [rover] = await nrtkAccounts(page);
    await seedFaultRecords(page, rover!);
    await visit(page, `/obstacle?accountName=${rover}`);
    await expect(page.getByTestId("fault-chart")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId("fault-errors").getByRole("row").nth(1)).toBeVisible();
    found.push(...(await pageFindings(page, "/obstacle")));

    await visit(page, "/webhooks");
    await expect(page.getByTestId("webhooks-table")).toBeVisible();
    found.push(...(await pageFindings(page, "/webhooks")));

    // The tool pages, each with a reading for a point clicked on its map.
    const T = webStrings(lang, "tools");
    await page.goto(`${base()}/my/ionosphere.html`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T["ionosphere.title"]!);
    await expect(page.getByTestId("ionosphere-map").locator("polygon").first()).toBeAttached();
    await page.getByTestId("ionosphere-map").click();
    await expect(page.getByTestId("ionosphere-level")).toBeVisible();
    found.push(...(await pageFindings(page, "ionosphere.html")));
    await page.goto(`${base()}/my/coverage.html`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T["coverage.title"]!);
    await expect(page.getByTestId("coverage-map").locator("circle").first()).toBeAttached();
    await page.getByTestId("coverage-map").click({ position: { x: 30, y: 30 } });
    await expect(page.getByTestId("coverage-service")).toBeVisible();
    found.push(...(await pageFindings(page, "coverage.html")));
    await page.context().close();
    await expectNone(found);
  });
}
