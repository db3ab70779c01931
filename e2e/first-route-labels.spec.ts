import type { Page } from "@playwright/test";
import { strings } from "./a11y-support";
import { expect, type Lang, LANGS, otherThan, shot, signedIn, test } from "./support";

// First route ≤ 170 KB gz: the overview's SDK labels (side menu, tiles, notice type
// badges) come with the stored language's strings only. A language switch on the overview must
// bring the other language's with the console's own strings, and a switch back restore them.
// Once per language: it is about the language.

/** The overview reads `lang`: side menu, a tile and a notice badge, none in the other language. */
async function readsIn(page: Page, lang: Lang, other: Lang) {
  const { shell: H, sdk } = strings(lang);
  const was = strings(other).sdk;
  const nav = page.getByRole("navigation", { name: H["nav.label"]! });
  await expect(nav.getByRole("link", { name: sdk["menu.overview"]!, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: was["menu.overview"]!, exact: true })).toHaveCount(0);
  for (const key of ["menu.services", "menu.notifications"]) {
    await expect(nav.getByRole("button", { name: sdk[key]!, exact: true })).toBeVisible();
    await expect(nav.getByRole("button", { name: was[key]!, exact: true })).toHaveCount(0);
  }
  const tiles = page.getByTestId("overview-tiles");
  await expect(tiles).toContainText(sdk["field.onlineCount"]!);
  await expect(tiles).toContainText(sdk["field.totalCount"]!);
  await expect(tiles).not.toContainText(was["field.onlineCount"]!);
  const types = [1, 2, 3, 4].map((v) => `noticeType.${v}`);
  const badge = (s: Record<string, string>) =>
    page.getByText(new RegExp(`^(${types.map((k) => s[k]).join("|")})$`));
  await expect(badge(sdk).first()).toBeVisible();
  await expect(badge(was)).toHaveCount(0);
}

for (const lang of LANGS) {
  const other = otherThan(lang);
  test(`the overview's SDK labels follow a language switch and back (${lang} → ${other} → ${lang})`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, { lang });
    const header = page.getByRole("banner");
    /** The header's language switch, named in `shown`, clicked to `to`. */
    const switchTo = (shown: Lang, to: Lang) =>
      header
        .getByRole("radiogroup", { name: strings(shown).common["language.label"]! })
        .getByText(strings(shown).common[`language.${to}`]!, { exact: true })
        .click();
    await readsIn(page, lang, other);

    await switchTo(lang, other);
    await readsIn(page, other, lang);
    await shot(page, `${lang}-first-route-labels-switched`);

    await switchTo(other, lang);
    await readsIn(page, lang, other);
    await page.context().close();
  });
}
