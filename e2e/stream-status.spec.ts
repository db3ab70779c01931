// The correction service status (docs/stream-health.md), in both languages: the signed-in tool
// page opens from the overview's tools in a new window and shows every mount point the API
// reports, with its state, its declared message rates and the update time in the stored
// time-zone setting; the public status page shows the same without a session, fits a 390 px
// phone, and both pass axe. A stream paused for 10 s shows as one outage of about 10 s.
import type { Browser, Page } from "@playwright/test";
import { axeFindings, expectNone, type Finding, literal } from "./a11y-support";
import {
  base,
  DESKTOP,
  expect,
  fill,
  type Lang,
  LANGS,
  PHONE,
  sdkStrings,
  shot,
  signedIn,
  test,
  webStrings,
} from "./support";

interface Status {
  at: string;
  mountPoints: {
    name: string;
    navSystem: string;
    state: "ok" | "degraded" | "down";
    report: { messages: { type: number; declaredIntervalS: number | null }[] };
    outages24h: { start: string; end: string | null; durationS: number }[];
  }[];
}

/** The public call, as anyone may ask it. */
async function publicStatus(page: Page): Promise<Status> {
  const res = await page.request.post(`${base()}/api/ops/streams/publicStatus`, { data: {} });
  const env = (await res.json()) as { code: number; data: Status };
  expect(env.code).toBe(200);
  return env.data;
}

/** The page's mount point cards match the API's mount points, names and states in the page's language. */
async function expectMounts(page: Page, lang: Lang, status: Status) {
  const sdk = sdkStrings(lang);
  const S = webStrings(lang, "tools");
  const cards = page.getByTestId("stream-mount");
  await expect(cards).toHaveCount(status.mountPoints.length);
  for (const m of status.mountPoints) {
    const card = page.locator(`[data-testid=stream-mount][data-name="${m.name}"]`);
    await expect(card.getByRole("heading", { name: m.name, exact: true })).toBeVisible();
    const badge = card.getByTestId("stream-state");
    const state = (await badge.getAttribute("data-state")) as Status["mountPoints"][number]["state"];
    await expect(badge).toHaveText(sdk[`streamState.${state}`]!);
    // Declared rates as the sourcetable gives them, in the page's words.
    const declared = m.report.messages.find((x) => x.declaredIntervalS !== null);
    if (declared) {
      const row = card.getByTestId("stream-messages").locator(`tr[data-type="${declared.type}"]`);
      await expect(row).toContainText(
        fill(S["streams.seconds"], { value: String(declared.declaredIntervalS) }),
      );
    }
  }
}

/** A context without a session, in `lang`. */
async function anonymous(
  browser: Browser,
  lang: Lang,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ viewport, timezoneId: "Asia/Shanghai" });
  await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
  return context.newPage();
}

for (const lang of LANGS) {
  test(`the correction service status opens from the overview and shows every mount point (${lang})`, async ({
    browser,
  }) => {
    const O = webStrings(lang, "overview");
    const C = webStrings(lang, "common");
    const S = webStrings(lang, "tools");
    const page = await signedIn(browser, { lang });
    const found: Finding[] = [];
    try {
      const link = page.getByRole("link", {
        name: new RegExp(`^${literal(O["tools.streams"]!)}.*${literal(O["tools.opensNewWindow"]!.trim())}$`),
      });
      const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toContain("/my/streams.html");
      await expect(popup.getByRole("heading", { level: 1, name: S["streams.title"]! })).toBeVisible();
      await expect(popup.getByTestId("stream-summary")).toBeVisible();
      await expectMounts(popup, lang, await publicStatus(popup));
      await shot(popup, `stream-status-${lang}`, { fullPage: true });
      // The update time follows the time-zone setting (UTC vs Asia/Shanghai: 8 hours apart).
      const updated = popup.getByTestId("stream-updated");
      const before = await updated.textContent();
      const utc = popup.getByRole("radio", { name: C["timeZone.UTC"]!, exact: true });
      const local = popup.getByRole("radio", { name: C["timeZone.local"]!, exact: true });
      await ((await utc.isChecked()) ? local : utc).check();
      await expect(updated).not.toHaveText(before ?? "");
      found.push(...(await axeFindings(popup, `streams.html ${lang}`)));
    } finally {
      await page.context().close();
    }
    await expectNone(found);
  });

  test(`the public status page needs no sign-in and fits a 390 px phone (${lang})`, async ({ browser }) => {
    const S = webStrings(lang, "tools");
    const page = await anonymous(browser, lang, PHONE);
    const found: Finding[] = [];
    try {
      await page.goto(`${base()}/my/status.html`);
      await expect(page.getByRole("heading", { level: 1, name: S["streams.title"]! })).toBeVisible();
      expect(page.url()).toContain("/my/status.html");
      await expect(page.getByText(S["streams.introPublic"]!)).toBeVisible();
      await expectMounts(page, lang, await publicStatus(page));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `status-public-390-${lang}`);
      await shot(page, `status-public-390-${lang}-full`, { fullPage: true });
      found.push(...(await axeFindings(page, `status.html 390 px ${lang}`)));
    } finally {
      await page.context().close();
    }
    await expectNone(found);
  });
}

test("a paused stream shows as down with its outage, then as one outage that ended (en)", async ({
  browser,
}) => {
  const S = webStrings("en", "tools");
  const sdk = sdkStrings("en");
  const page = await anonymous(browser, "en");
  const pause = (seconds: number) =>
    page.request.post(`${base()}/__sandbox/caster/pause`, { data: { mountPoint: "RTCM33EU", seconds } });
  try {
    expect((await pause(60)).status()).toBe(200);
    await page.goto(`${base()}/my/status.html`);
    const card = page.locator('[data-testid=stream-mount][data-name="RTCM33EU"]');
    // Three epoch intervals without an epoch make the outage (the page asks again every 10 s).
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId("stream-state")).toHaveText(sdk["streamState.down"]!, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(card.getByTestId("stream-outages")).toContainText(
      S["streams.outageOngoing"]!.split("{{")[0]!,
    );
    await expect(page.getByTestId("stream-summary")).toHaveAttribute("data-state", "down");
    await shot(page, "status-outage-en");
    expect((await pause(0)).status()).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId("stream-outages").locator("li").last()).not.toContainText(
        S["streams.outageOngoing"]!.split("{{")[0]!,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });
  } finally {
    await pause(0);
    await page.context().close();
  }
});
