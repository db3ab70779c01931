import { expectNone, type Finding, pageFindings, visit } from "./a11y-support";
import { nrtkAccounts, seedFaultRecords } from "./fault-records";
import { base, expect, LANGS, signedIn, test, webStrings } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation, and each page has one h1, in
// either language: the messages (list, settings, a message), tickets (list, two forms), fault
// diagnosis with a rover's records (verdict, chart, tables), webhooks, and the two tool pages
// with a reading for a point clicked on their maps.

for (const lang of LANGS) {
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
