import type { Browser, Frame, Page } from "@playwright/test";
import { settled } from "./a11y-support";
import {
  accountPages,
  centreDialogs,
  morePages,
  serviceDialogs,
  servicePages,
  type Visitor,
} from "./page-walks";
import { base, expect, LANGS, type Lang, sdkStrings, signedIn, test } from "./support";
import { languageFaults } from "../tests/cross-app/language-rules";

// One language at a time, as a person sees it (docs/vocabulary.md "One language at a time"):
// every page of the console, the sign-in page and the public tool pages, with the dialogs and
// drawers the accessibility walks open (page-walks.ts, the one list of them), rendered in en and
// in zh-CN, show no raw key, no Han in en, no full-width punctuation in en, and no Latin word in
// zh-CN off the allow-list (tests/cross-app/language-rules.ts). What is read: the visible text,
// the tab title, and the names a screen reader speaks or a field shows (aria-label, placeholder,
// title, alt), table headers included.
//
// Data is not wording. A table's cells show what the account holds (names, remarks, SNs, areas a
// user typed or the sandbox seeded in either script), so in a cell only a raw key is a fault;
// outside cells the few seeded values a page shows beside its wording are allowed by name below.
// The catalogues themselves: tests/cross-app/one-language.test.ts.

/**
 * The seeded values the walk meets outside table cells (page-walks.ts): the sandbox's people,
 * company, roles and a ticket's title, written in one script whatever the interface language,
 * as a user typed them. Taken out of a text before the rules look, by exact value.
 */
const SEEDED: Record<Lang, readonly string[]> = {
  // Chinese data an English page shows: certification, receivers, roles, a ticket's title.
  en: [
    "郑三锋",
    "北斗示范科技有限公司",
    "张三",
    "李四",
    "广东省深圳市南山区科技园南区 1 号",
    "卫星导航定位服务",
    "王敏",
    "赵磊",
    "财务",
    "申请开通 OpenAPI 账号管理接口",
  ],
  // Latin data a Chinese page shows: the user names (header, security centre), a receiver, a
  // role code, a refusal's reason as the caster logged it (e2e/fault-records.ts).
  "zh-CN": ["demo", "operator", "Li Na", "finance", "bad password"],
};
/** One text on screen: where it is, and whether it is data (a table cell, a field's value). */
interface Shown {
  text: string;
  at: string;
  data: boolean;
}

/** The texts a person reads or hears in `scope` (the whole page when absent), and the title. */
async function shownTexts(page: Page | Frame, scope?: string): Promise<Shown[]> {
  return page.evaluate((selector) => {
    const root = selector ? document.querySelector(selector) : document.body;
    const out: { text: string; at: string; data: boolean }[] = [];
    if (!root) return out;
    if (!selector) out.push({ text: document.title, at: "title", data: false });
    const label = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}`;
    // Table cells and fields hold data, not wording.
    const isData = (el: Element) => !!el.closest("td, input, textarea, [contenteditable]");
    // Hidden from everyone: not drawn, or aria-hidden (Mantine's autosize measuring textarea).
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"]');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim();
      // Code (the guide's requests, commands and programs) is neither wording nor data.
      if (!el || !text || el.closest("script, style, noscript, template, code, pre, kbd, samp")) continue;
      if (!shown(el)) continue;
      out.push({ text, at: label(el), data: isData(el) });
    }
    for (const el of root.querySelectorAll(
      "[aria-label], [placeholder], [title], [alt], [aria-description]",
    )) {
      if (!shown(el)) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt", "aria-description"]) {
        const text = el.getAttribute(attr)?.trim();
        // An iframe's title names the frame; a cell's title repeats the cell (data).
        if (text) out.push({ text, at: `${label(el)}@${attr}`, data: el.closest("td") !== null });
      }
    }
    return out;
  }, scope ?? null);
}

/** What breaks the rules on a page or in a dialog, as "where: fault in <element> <text>". */
function faultsOf(shown: readonly Shown[], lang: Lang, where: string): string[] {
  const out = new Set<string>();
  for (const { text, at, data } of shown) {
    const wording = SEEDED[lang].reduce((t, value) => t.replaceAll(value, " "), text);
    for (const fault of languageFaults(wording, lang))
      if (!data || fault.startsWith("raw key")) out.add(`${where}: ${fault} in ${at} "${text.slice(0, 80)}"`);
  }
  return [...out];
}

/**
 * The developer docs as the console frames them (/apiPdf, /androidPdf): the console's page, and
 * the device guide's own document (ours, in the console's language). The API reference's frame
 * is Scalar's: its controls are Scalar's English, outside what the console translates.
 */
async function developerDocs(
  browser: Browser,
  lang: Lang,
  visitor: Visitor,
  read: (f: Frame, where: string) => Promise<void>,
) {
  const sdk = sdkStrings(lang);
  const page = await signedIn(browser, { lang });
  await page.goto(`${base()}/my/#/apiPdf`);
  await expect(page.getByRole("heading", { level: 1, name: sdk["menu.apiGuide"] })).toBeVisible();
  await visitor.page(page, "/apiPdf");
  await page.goto(`${base()}/my/#/androidPdf`);
  await expect(page.getByRole("heading", { level: 1, name: sdk["menu.sdkGuide"] })).toBeVisible();
  const guide = page.frameLocator('[data-testid="devdoc-guide"]');
  await expect(guide.getByRole("heading", { level: 1 })).toBeVisible();
  await visitor.page(page, "/androidPdf");
  const frame = page.frames().find((f) => f.url().includes("sdk-guide"));
  expect(frame, "the guide's frame").toBeDefined();
  await read(frame!, "sdk-guide.html");
  await page.context().close();
}

for (const lang of LANGS)
  test(`every page and dialog shows one language and no raw key (${lang})`, async ({ browser }) => {
    test.setTimeout(400_000);
    const found: string[] = [];
    const visitor: Visitor = {
      page: async (page, where) => {
        await settled(page).catch(() => undefined);
        found.push(...faultsOf(await shownTexts(page), lang, where));
      },
      dialog: async (page, where, layer) => {
        found.push(...faultsOf(await shownTexts(page, layer), lang, where));
      },
    };
    for (const walk of [servicePages, accountPages, morePages, centreDialogs, serviceDialogs])
      await walk(browser, lang, visitor);
    await developerDocs(browser, lang, visitor, async (frame, where) => {
      found.push(...faultsOf(await shownTexts(frame, "body"), lang, where));
    });
    expect(found.join("\n")).toBe("");
  });
