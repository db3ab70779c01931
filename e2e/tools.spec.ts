// The tool pages: each opens from the overview's tools in a new window; the
// ionosphere page (en) reads the level at a clicked point and at typed coordinates (checked
// against the sandbox's answer for that cell and hour), follows the 24 h slider and shows a
// raised storm; the coverage page (zh-CN) answers RTK inside a station's radius and the degraded
// service outside it, with the nearest station and its distance; bad coordinates get the SDK's
// message; each page's region and coordinate system follow the language, both checked; a page
// without a session opens the sign-in page. Both pages, with a reading, are scanned by axe in
// a11y-pages-*, per language.
import type { Page } from "@playwright/test";
import { literal } from "./a11y-support";
import { base, expect, type Lang, otherThan, sdkStrings, shot, signedIn, test, webStrings } from "./support";

/** The overview's link to a tool page, by its accessible name ("Ionosphere … (opens in a new window)"). */
async function openTool(page: Page, lang: Lang, tool: "ionosphere" | "coverage"): Promise<Page> {
  const O = webStrings(lang, "overview");
  // Its name is what it shows (title, description), then the new-window hint.
  const hint = O["tools.opensNewWindow"]!.trim();
  const link = page.getByRole("link", {
    name: new RegExp(`^${literal(O[`tools.${tool}`]!)}.*${literal(hint)}$`),
  });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener");
  const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain(`/my/${tool}.html`);
  return popup;
}

/** The sandbox's cell for a point at the hour the page shows. */
async function cellAt(page: Page, lat: number, lon: number) {
  const time = await page.getByTestId("ionosphere-map-box").getAttribute("data-time");
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("fixcloud.session")!).token as string,
  );
  const res = await page.request.post(`${base()}/api/ops/ionosphere/grid`, {
    data: { time },
    headers: { token },
  });
  const { data } = (await res.json()) as {
    data: { cells: { lat: number; lon: number; level: number; value: number }[] };
  };
  const node = { lat: Math.round(lat / 2.5) * 2.5, lon: Math.round(lon / 5) * 5 };
  return data.cells.find((c) => c.lat === node.lat && c.lon === node.lon)!;
}

/** Type a point into the page's coordinate form and submit it with its button `submit`. */
async function typePoint(page: Page, lang: Lang, lat: string, lon: string, submit: string) {
  const S = webStrings(lang, "tools");
  await page.getByLabel(S["point.lat"]!).fill(lat);
  await page.getByLabel(S["point.lon"]!).fill(lon);
  await page.getByRole("button", { name: submit }).click();
}

/** The level badge matches the sandbox for the point now in the form's fields. */
async function expectReading(page: Page, lang: Lang) {
  const S = webStrings(lang, "tools");
  const badge = page.getByTestId("ionosphere-level");
  await expect(badge).toBeVisible();
  const lat = Number(await page.getByLabel(S["point.lat"]!).inputValue());
  const lon = Number(await page.getByLabel(S["point.lon"]!).inputValue());
  const cell = await cellAt(page, lat, lon);
  await expect(badge).toHaveText(sdkStrings(lang)[`ionosphereLevel.${cell.level}`]!);
  await expect(page.getByTestId("ionosphere-value")).toHaveText(cell.value.toFixed(2));
  return cell;
}

const storm = (page: Page, body: unknown) =>
  page.request.post(`${base()}/__sandbox/ionosphere/storm`, { data: body });

/** The region a language's ionosphere map shows, and the coordinate system of its coverage page. */
const REGION: Record<Lang, string> = { en: "EU", "zh-CN": "CN" };
const SYSTEM: Record<Lang, string> = { en: "8001", "zh-CN": "8003" };

/** Reload a tool page in the other language (stored, as the header's switch stores it). */
async function inOtherLanguage(page: Page, lang: Lang): Promise<Lang> {
  const other = otherThan(lang);
  await page.evaluate((l) => localStorage.setItem("fixcloud.language", l), other);
  await page.reload();
  return other;
}

{
  const lang: Lang = "en";
  test(`the ionosphere page opens from the overview and reads levels; its region follows the language (${lang})`, async ({
    browser,
  }) => {
    const S = webStrings(lang, "tools");
    const sdk = sdkStrings(lang);
    const overview = await signedIn(browser, { lang });
    const page = await openTool(overview, lang, "ionosphere");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(S["ionosphere.title"]!);
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByTestId("ionosphere-map")).toHaveAttribute("data-region", REGION[lang]);
    await expect(page.getByTestId("ionosphere-map").locator("polygon").first()).toBeAttached();
    for (const level of [1, 2, 3, 4, 5])
      await expect(page.getByTestId("ionosphere-legend")).toContainText(sdk[`ionosphereLevel.${level}`]!);

    // A click in the middle of the map: the fields take the point, the reading its cell's level.
    await page.getByTestId("ionosphere-map").click();
    await expectReading(page, lang);

    // Typed coordinates (the keyboard way): Beijing or Paris.
    const [lat, lon] = lang === "en" ? ["48.86", "2.35"] : ["39.9", "116.4"];
    await typePoint(page, lang, lat, lon, S["ionosphere.pointSubmit"]!);
    const now = await expectReading(page, lang);
    await shot(page, `tools-ionosphere-${lang}`, { fullPage: true });

    // The slider back to 24 h ago (keyboard): another hour, the reading follows it.
    const before = await page.getByTestId("ionosphere-map-box").getAttribute("data-time");
    await page.getByTestId("ionosphere-slider").focus();
    await page.keyboard.press("Home");
    await expect(page.getByTestId("ionosphere-map-box")).not.toHaveAttribute("data-time", before!);
    const dayAgo = await page.getByTestId("ionosphere-map-box").getAttribute("data-time");
    expect(Date.parse(`${before!.replace(" ", "T")}Z`) - Date.parse(`${dayAgo!.replace(" ", "T")}Z`)).toBe(
      24 * 3_600_000,
    );
    await expectReading(page, lang);

    // A storm raised on the sandbox: the current hour at that point is severe.
    expect((await storm(page, { level: 5, hours: 1 })).ok()).toBe(true);
    try {
      await page.reload();
      await expect(page.getByTestId("ionosphere-map").locator("polygon").first()).toBeAttached();
      await typePoint(page, lang, lat, lon, S["ionosphere.pointSubmit"]!);
      await expect(page.getByTestId("ionosphere-level")).toHaveText(sdk["ionosphereLevel.5"]!);
      expect(Number(await page.getByTestId("ionosphere-value").textContent())).toBeGreaterThan(now.value);
    } finally {
      await storm(page, { hours: 0 });
    }

    // Bad coordinates: the SDK's message, nothing read.
    await typePoint(page, lang, "95", lon, S["ionosphere.pointSubmit"]!);
    await expect(page.getByText(sdk.L000780!)).toBeVisible();

    // In the other language, the other region.
    const other = await inOtherLanguage(page, lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      webStrings(other, "tools")["ionosphere.title"]!,
    );
    await expect(page.getByTestId("ionosphere-map")).toHaveAttribute("data-region", REGION[other]);
    await overview.context().close();
  });
}

{
  const lang: Lang = "zh-CN";
  test(`the coverage page opens from the overview and answers for a point; its coordinate system follows the language (${lang})`, async ({
    browser,
  }) => {
    const S = webStrings(lang, "tools");
    const sdk = sdkStrings(lang);
    const overview = await signedIn(browser, { lang });
    const page = await openTool(overview, lang, "coverage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(S["coverage.title"]!);
    const system = SYSTEM[lang];
    await expect(page.getByTestId("coverage-system")).toContainText(sdk[`coordinateSystem.${system}`]!);
    await expect(page.getByTestId("coverage-map").locator("circle").first()).toBeAttached();

    // Inside a station's radius: RTK, the station and its distance.
    const inside = ["40.0", "116.5", "北京", "BJ01"];
    await typePoint(page, lang, inside[0]!, inside[1]!, S["coverage.pointSubmit"]!);
    await expect(page.getByTestId("coverage-service")).toHaveText(sdk["coverageService.rtk"]!);
    await expect(page.getByTestId("coverage-station")).toContainText(`${inside[2]} (${inside[3]})`);
    await expect(page.getByTestId("coverage-station")).toContainText(/\d+(\.\d)? km/);
    await expect(page.getByTestId("coverage-point-answer")).toContainText(sdk[`coordinateSystem.${system}`]!);
    await shot(page, `tools-coverage-${lang}`, { fullPage: true });

    // Outside: the degraded service (PPP far from every station).
    const outside = ["44.5", "100"];
    await typePoint(page, lang, outside[0]!, outside[1]!, S["coverage.pointSubmit"]!);
    await expect(page.getByTestId("coverage-service")).toHaveText(sdk["coverageService.ppp"]!);

    // A click on the map answers too.
    await page.getByTestId("coverage-map").click({ position: { x: 30, y: 30 } });
    await expect(page.getByTestId("coverage-service")).toBeVisible();
    expect(Number(await page.getByLabel(S["point.lat"]!).inputValue())).not.toBe(Number(outside[0]));

    await typePoint(page, lang, "10", "200", S["coverage.pointSubmit"]!);
    await expect(page.getByText(sdk.L000781!)).toBeVisible();

    // In the other language, the other coordinate system.
    const other = await inOtherLanguage(page, lang);
    await expect(page.getByTestId("coverage-system")).toContainText(
      sdkStrings(other)[`coordinateSystem.${SYSTEM[other]}`]!,
    );
    await overview.context().close();
  });
}

test("a tool page without a session opens the sign-in page", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base()}/my/coverage.html`);
  await page.waitForURL(/\/my\/login\.html/);
  await context.close();
});
