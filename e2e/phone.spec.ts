import type { Page } from "@playwright/test";
import { settled, strings, visit } from "./a11y-support";
import { base, expect, LANGS, PHONE, shot, signedIn, test } from "./support";

// The console on a 390 × 844 phone, in both languages. No page is wider than
// the screen (measured once its data is in); the header's switches fold into the user menu,
// where Sign out is on screen; the side menu is a drawer behind the burger that opens, navigates
// and closes.

/** Document wider than the viewport: how many pixels stick out (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const PAGES = [
  "/overview",
  "/noticeList",
  "/highPrecision?tab=1",
  "/highPrecision?tab=2",
  "/auxPosition?tab=1",
  "/cloudChip?tab=2",
  "/myCenter",
  "/nowhere",
] as const;

for (const lang of LANGS) {
  test(`every page fits 390 px; user menu and side menu work there (${lang})`, async ({ browser }) => {
    const { shell: H, common: C, sdk } = strings(lang);
    const page = await signedIn(browser, { lang, viewport: PHONE });

    const wide: string[] = [];
    for (const path of PAGES) {
      await visit(page, path);
      await settled(page);
      const px = await overflow(page);
      if (px > 0) wide.push(`${path}: ${px}px too wide`);
      await shot(page, `${lang}-phone${path.replace(/\W+/g, "-")}`);
    }
    expect(wide.join("\n")).toBe("");

    // The header's switches are in the user menu; Sign out is on screen.
    await page.goto(`${base()}/my/#/overview`);
    const header = page.getByRole("banner");
    await expect(header.getByRole("radiogroup", { name: C["language.label"]! })).toBeHidden();
    const user = header.getByRole("button", { name: /demo/ });
    await user.click();
    await expect(user).toHaveAttribute("aria-expanded", "true");
    const signOut = header.getByRole("button", { name: H["header.signOut"]!, exact: true });
    await expect(signOut).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole("radiogroup", { name: C["language.label"]! })).toBeVisible();
    await expect(header.getByRole("radiogroup", { name: C["timeZone.label"]! })).toBeVisible();
    await shot(page, `${lang}-phone-user-menu`);
    await page.keyboard.press("Escape");
    await expect(signOut).toBeHidden();
    await expect(user).toBeFocused();

    // The side menu: hidden until the burger opens it; a link navigates and closes it.
    const nav = page.getByRole("navigation", { name: H["nav.label"]! });
    const burger = header.getByRole("button", { name: H["header.toggleNav"]! });
    await expect(nav.getByRole("link", { name: sdk["menu.overview"]!, exact: true })).toBeHidden();
    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    // The group of the pages visited above may be open already.
    const services = nav.getByRole("button", { name: sdk["menu.services"]!, exact: true });
    if ((await services.getAttribute("aria-expanded")) === "false") await services.click();
    await shot(page, `${lang}-phone-menu`);
    await nav.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true }).click();
    await expect(page).toHaveURL(/#\/highPrecision/);
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true })).toBeHidden();

    // Sign out from the phone's user menu.
    await user.click();
    await signOut.click();
    await page.waitForURL(/login\.html/, { timeout: 10_000 });
    await page.context().close();
  });
}
