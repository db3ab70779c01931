import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeFindings, expectNone, type Finding } from "./a11y-support";
import { writeFleetTraffic } from "./fleet-traffic";
import { base, expect, fill, LANGS, PHONE, sdkStrings, shot, signedIn, test, webStrings } from "./support";

// A customer asks which of their rovers are not fixing, and why (docs/fleet-health.md,
// "Console"), in both languages: from the overview's tools to /fleet over traffic written the
// way the caster writes it (./fleet-traffic.ts): the rover counts, the fix rate, the refusals by
// reason and the worst rovers with the doctor's verdict; the window switched to 7 days and the
// scope to a pool (both kept in the URL, Back returns to the previous scope); a product scope
// from the high-precision screen's link and a pool's from its row; the export's CSV (sections,
// figures as numbers); a worst rover's account opening the fault page for it, which searches at
// once. axe on the page; at 390 px the page fits and passes axe. Screenshots with SCREENSHOTS=1.

/** Rovers under the doctor's fixed share: the stale and far ones fix, with another problem. */
const notFixing = (profiles: readonly string[]) =>
  profiles.filter((p) => p === "float" || p === "poor").length;

/** The figure tile named `label`'s value text. */
const tile = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

for (const lang of LANGS) {
  test(`fleet health shows which rovers are not fixing and why, by scope, and opens troubleshooting (${lang})`, async ({
    browser,
    ownSandbox,
  }) => {
    test.setTimeout(240_000);
    const F = webStrings(lang, "fleet");
    const O = webStrings(lang, "overview");
    const P = webStrings(lang, "pools");
    const FA = webStrings(lang, "fault");
    const S = sdkStrings(lang);
    const traffic = await writeFleetTraffic(ownSandbox);
    const profiles = traffic.rovers.map((r) => r.profile);
    const found: Finding[] = [];
    const page = await signedIn(browser, { lang });
    try {
      // The overview's tools open the page: the whole fleet over 24 hours.
      await page.getByRole("link", { name: new RegExp(O["tools.fleet"]!) }).click();
      await expect(page).toHaveURL(/#\/fleet/);
      await expect(page.getByRole("heading", { level: 1, name: F.title! })).toBeVisible();
      const rovers = page.getByTestId("fleet-rovers");
      await expect(tile(page, S["fleet.field.roversActive"]!)).toContainText(String(traffic.rovers.length));
      await expect(tile(page, S["fleet.field.roversNotFixing"]!)).toContainText(String(notFixing(profiles)));
      await expect(tile(page, S["fleet.field.roversFixing"]!)).toContainText(
        String(traffic.rovers.length - notFixing(profiles)),
      );
      await expect(rovers).toBeVisible();
      // The refused rover's eight bad passwords, by reason.
      const refusals = page.getByTestId("fleet-refusals");
      await expect(refusals.locator('[data-reason="bad_credentials"]')).toContainText(
        S["fleetRefusal.bad_credentials"]!,
      );
      await expect(refusals.locator('[data-reason="bad_credentials"]')).toContainText(
        String(traffic.refusals),
      );
      // The trend is drawn.
      await expect(page.getByTestId("fleet-charts")).toBeVisible();
      // The worst rovers: the never-fixing one with an error verdict, worded with its figures.
      const worst = page.getByTestId("fleet-worst-table");
      const float = traffic.rovers.find((r) => r.profile === "float")!;
      const floatRow = worst.locator(`tr[data-account="${float.accountName}"]`);
      await expect(floatRow).toHaveAttribute("data-code", "fix_quality");
      await expect(floatRow).toContainText(S["doctorSeverity.error"]!);
      await expect(worst).not.toContainText("{");
      const fixed = traffic.rovers.find((r) => r.profile === "fixed")!;
      const stale = traffic.rovers.find((r) => r.profile === "stale")!;
      await expect(worst.locator(`tr[data-account="${stale.accountName}"]`)).toHaveAttribute(
        "data-code",
        "diff_age_high",
      );
      // A rover that fares well comes after every rover with a problem.
      const order = await worst
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-account")));
      expect(order.indexOf(fixed.accountName)).toBeGreaterThan(order.indexOf(float.accountName));
      await shot(page, `fleet-24h-${lang}`, { fullPage: true });
      found.push(...(await axeFindings(page, `/fleet ${lang}`)));

      // 7 days: hourly buckets, the URL says so.
      await page.getByText(S["fleetWindow.7d"]!, { exact: true }).click();
      await expect(page).toHaveURL(/window=7d/);
      // The 24 h chart (288 points) stays until the 7-day answer replaces it: wait for that.
      const points = async () => Number(await page.getByTestId("fleet-charts").getAttribute("data-points"));
      await expect.poll(points).toBeLessThanOrEqual(169);
      const points7d = await points();
      expect(points7d).toBeGreaterThanOrEqual(48);
      await shot(page, `fleet-7d-${lang}`, { fullPage: true });

      // The scope: one pool. Its rovers only; the URL keeps it; Back returns to the whole fleet.
      const inPool = traffic.rovers.filter((r) => r.inPool);
      await page.getByRole("combobox", { name: S["fleet.field.poolId"]!, exact: true }).click();
      await page.getByRole("option", { name: new RegExp(traffic.poolId) }).click();
      await expect(page).toHaveURL(new RegExp(`poolId=${traffic.poolId}`));
      await expect(tile(page, S["fleet.field.roversActive"]!)).toContainText(String(inPool.length));
      await expect(worst.locator("tbody tr")).toHaveCount(inPool.length);
      await shot(page, `fleet-pool-${lang}`, { fullPage: true });
      await page.goBack();
      await expect(page).not.toHaveURL(/poolId=/);
      await expect(tile(page, S["fleet.field.roversActive"]!)).toContainText(String(traffic.rovers.length));

      // Export: one CSV with the scope, the worst rovers and the trend; figures as numbers.
      await page.getByTestId("fleet-export").click();
      const confirm = page.getByRole("dialog");
      await expect(confirm).toContainText(
        fill(F["export.confirm"], { rovers: order.length, points: points7d }),
      );
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        confirm.getByRole("button", { name: S["actionCode.4"]!, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^fleet-health-7d-\d{8}-\d{6}\.csv$/);
      const text = readFileSync((await download.path())!, "utf8");
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(F.title);
      expect(lines).toContain(F["worst.title"]);
      expect(lines).toContain(F["trend.title"]);
      const floatLine = lines.find((l) => l.startsWith(`${float.accountName},`))!;
      expect(floatLine.split(",").slice(4, 6)).toEqual(["0", "100"]);

      // A worst rover's account opens the fault page for it, which searches at once.
      await worst
        .getByRole("link", { name: fill(F["worst.faultOf"], { account: float.accountName }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`#/obstacle\\?accountName=${float.accountName}`));
      await expect(page.getByRole("heading", { level: 1, name: FA.title! })).toBeVisible();
      await expect(page.getByTestId("fault-verdict")).toBeVisible({ timeout: 15_000 });
      await shot(page, `fleet-fault-${lang}`);

      // The high-precision screen links to fleet health scoped to the product its filter names…
      await page.goto(`${base()}/my/#/highPrecision?tab=1&serviceProduct=${traffic.poolProduct}`);
      await page.getByTestId("service-fleet-link").click();
      await expect(page).toHaveURL(new RegExp(`serviceProduct=${traffic.poolProduct}`));
      await expect(
        page.getByRole("combobox", { name: S["fleet.field.serviceProduct"]!, exact: true }),
      ).toHaveValue(S[`serviceProduct.${traffic.poolProduct}`]!);
      // …and a pool's row to its own.
      await page.goto(`${base()}/my/#/highPrecision?tab=2`);
      await page.getByRole("link", { name: fill(P["actions.fleetOf"], { poolId: traffic.poolId }) }).click();
      await expect(page).toHaveURL(new RegExp(`poolId=${traffic.poolId}`));
      await expect(tile(page, S["fleet.field.roversActive"]!)).toContainText(String(inPool.length));
    } finally {
      await page.context().close();
    }
    await expectNone(found);
  });
}

for (const lang of LANGS) {
  test(`the fleet page fits a 390 px phone and passes axe there (${lang})`, async ({
    browser,
    ownSandbox,
  }) => {
    test.setTimeout(180_000);
    const F = webStrings(lang, "fleet");
    await writeFleetTraffic(ownSandbox);
    const page = await signedIn(browser, { lang, viewport: PHONE });
    const found: Finding[] = [];
    try {
      await page.goto(`${base()}/my/#/fleet`);
      await expect(page.getByRole("heading", { level: 1, name: F.title! })).toBeVisible();
      await expect(page.getByTestId("fleet-worst-table")).toBeVisible();
      await expect(page.getByTestId("fleet-charts")).toBeVisible();
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      found.push(...(await axeFindings(page, `/fleet 390 px ${lang}`)));
      await shot(page, `fleet-phone-${lang}`, { fullPage: true });
    } finally {
      await page.context().close();
    }
    await expectNone(found);
  });
}
