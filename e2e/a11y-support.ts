import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { base, type Lang, sdkStrings, signIn, webStrings } from "./support";

// What the accessibility walks share (issue 7: keyboard, screen reader, contrast, phone): a
// signed-in page in a language and size, and axe's serious or critical findings, printed as
// rule id and target so a failure says what to fix.

/** Both interface languages, for walks that run once per language. */
export const LANGS: readonly Lang[] = ["zh-CN", "en"];

/** A phone in portrait (the 390 px). */
export const PHONE = { width: 390, height: 844 } as const;
/** A desktop screen. */
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The product's strings a walk needs, from its own catalogues (never a copy). */
export function strings(lang: Lang) {
  return {
    common: webStrings(lang, "common"),
    shell: webStrings(lang, "shell"),
    overview: webStrings(lang, "overview"),
    services: webStrings(lang, "services"),
    pools: webStrings(lang, "pools"),
    sdk: sdkStrings(lang),
  };
}

/** A fresh context in `lang` at `viewport`, signed in as `user` (demo by default), on the overview. */
export async function signedIn(
  browser: Browser,
  lang: Lang,
  opts: { viewport?: { width: number; height: number }; user?: "demo" | "operator" } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? DESKTOP,
    timezoneId: "Asia/Shanghai",
    acceptDownloads: true,
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", l);
  }, lang);
  const page = await context.newPage();
  if (opts.user === "operator") {
    const L = webStrings(lang, "login");
    await page.goto(`${base()}/my/login.html`);
    await page.getByLabel(L.username!).fill("operator");
    await page.getByLabel(L.password!, { exact: true }).fill("Operator@2026");
    await page.getByLabel(L.captcha!, { exact: true }).fill("1234");
    await page.getByRole("button", { name: L.submit!, exact: true }).click();
  } else {
    await signIn(page, lang);
  }
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 15_000 });
  // The console renders once its strings have loaded (an async boot): callers read the frame.
  await expect(page.locator("main")).toBeVisible({ timeout: 10_000 });
  return page;
}

/** One serious or critical axe finding. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/**
 * The serious and critical WCAG 2 A/AA violations axe finds on the page (or inside `include`),
 * labelled `where`. Waits for Mantine's transitions to settle first, so colours are final.
 */
export async function axeFindings(page: Page, where: string, include?: string): Promise<Finding[]> {
  await page.waitForTimeout(350);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? "",
      targets: v.nodes.map((n) => n.target.join(" ")),
      summary: v.nodes[0]?.failureSummary?.split("\n").slice(0, 2).join(" ") ?? "",
    }));
}

/** Findings as readable lines (the test's failure message). */
export function report(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: ${f.rule} (${f.impact}) ×${f.targets.length} — ${f.targets.slice(0, 4).join(" | ")}\n    ${f.summary}`,
    )
    .join("\n");
}

/** Escape text for a RegExp. */
export const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A name that starts with `text` (batch buttons may add a count: "Disable 2 accounts"). */
export const startsWith = (text: string) => new RegExp(`^${literal(text)}`);

/** The first button in `scope` whose name is `template` with its one placeholder filled by anything. */
export function firstButton(scope: Page | Locator, template: string | undefined): Locator {
  const prefix = (template ?? "").split("{{")[0]!;
  return scope.getByRole("button", { name: startsWith(prefix) }).first();
}

/**
 * Go to the console's hash route `path`. The headings on screen are marked first: until the next
 * page has rendered, the one being left can still show its h1 (the router keeps it while the
 * route loads), then none while the next page loads its data. Only visible ones are marked: a
 * kept view's hidden heading is the one to find when a walk goes back to it.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const pathname = path.split("?")[0];
  await page.evaluate((next) => {
    if (new URL(location.hash.slice(1), location.origin).pathname === next) return;
    for (const h of document.querySelectorAll("h1")) h.toggleAttribute("data-left", h.checkVisibility());
  }, pathname);
  await page.goto(`${base()}/my/#${path}`);
  await expect(page.locator("main")).toBeVisible({ timeout: 10_000 });
}

/**
 * Resolves once the page `visit` went to shows exactly one h1 of its own (pages render their
 * heading with their data: the time a person would give it); rejects after `timeout` ms.
 */
export async function arrived(page: Page, timeout = 10_000): Promise<void> {
  const shown = async () => [
    await page.locator("h1[data-left]:visible").count(),
    await page.locator("h1:visible").count(),
  ];
  await expect.poll(shown, { timeout }).toEqual([0, 1]);
}
