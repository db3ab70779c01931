import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Locator, Page } from "@playwright/test";
import type { AxeBuilder } from "@axe-core/playwright";
import { base, expect, type Lang, sdkStrings, test, webStrings } from "./support";

// axe-core's own types, as @axe-core/playwright (the root's dependency) names them.
type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type RunOptions = Parameters<AxeBuilder["options"]>[0];

// What the accessibility walks share (keyboard, screen reader, contrast, phone): the strings a
// walk needs, axe's serious or critical findings once the page's transitions are over (printed
// as rule id and target so a failure says what to fix), and going to a console route and
// knowing its page is there.

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

/**
 * Resolves once no finite animation runs on the page: Mantine's transitions (a dialog fading in,
 * a drawer sliding) change colours while they run. Two frames first: a transition starts a frame
 * after its element appears. Endless ones (loaders) are left out. Not on a paused page.clock,
 * which holds animation frames.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 10; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/** One serious or critical axe finding. */
export interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

// axe-core as @axe-core/playwright ships it. Its AxeBuilder evaluates the 650 KB script in every
// frame and opens a page of its own on every scan (1-3 s a scan here); a console page keeps its
// document across routes, so the script goes in once per document and each scan is axe.run alone.
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);
// WCAG 2 A and AA, and label-content-name-mismatch (WCAG 2.5.3 "Label in Name"): axe counts it
// experimental and leaves it off; a control whose accessible name differs from its visible text
// cannot be operated by voice ("click Save" does nothing when its name is "Submit the form").
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
};

/** axe in every frame of the page (its frames are scanned from the top one), once per document. */
async function withAxe(page: Page): Promise<void> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
}

/**
 * The serious and critical WCAG 2 A/AA violations axe finds on the page (or inside `include`),
 * labelled `where`, once the page's transitions are over (colours final).
 */
export async function axeFindings(page: Page, where: string, include?: string): Promise<Finding[]> {
  await animationsDone(page);
  await withAxe(page);
  const { violations } = await page.evaluate(
    ([selector, options]) => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      return axe.run(selector ? { include: [[selector]] } : document, options);
    },
    [include ?? null, AXE_OPTIONS] as const,
  );
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

/**
 * Resolves once the page `visit` went to has its h1 and nothing on it still loads: no skeleton,
 * no busy region or table (their data is in).
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  await arrived(page, timeout);
  await expect(page.locator('[aria-busy="true"]:visible, .mantine-Skeleton-root:visible')).toHaveCount(0, {
    timeout,
  });
}

/** A page's findings: axe's, and a missing or second h1 (a screen reader user's first landmark). */
export async function pageFindings(page: Page, where: string): Promise<Finding[]> {
  // A missing or second heading is a finding, not a stop: the walk goes on to the next page.
  await arrived(page).catch(() => undefined);
  // A loaded machine may still be rendering the page: give its heading the walk's usual wait
  // before counting (a page without one still counts 0 after it).
  await page
    .locator("h1:visible")
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const h1 = await page.locator("h1:visible").count();
  const heading: Finding[] =
    h1 === 1 ? [] : [{ where, rule: "one-h1", impact: "serious", targets: [`${h1} h1`], summary: "" }];
  return [...heading, ...(await axeFindings(page, where))];
}

/**
 * Mark the layer of the dialog opened last: its portal (the overlay and the dialog, as Mantine
 * puts them at the end of <body>) or, outside a portal, the dialog itself. Answers the selector of
 * the mark, for `axeFindings`' `include`: the page under the dialog has its own scan, once per
 * language (a11y-pages-*), so a dialog's scan looks at what the dialog adds. Contrast and ids are
 * still judged against the whole document.
 */
export async function dialogLayer(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const marked of document.querySelectorAll("[data-axe-layer]"))
      marked.removeAttribute("data-axe-layer");
    const dialogs = document.querySelectorAll('[role="dialog"]');
    const dialog = dialogs[dialogs.length - 1];
    (dialog?.closest("[data-portal]") ?? dialog)?.setAttribute("data-axe-layer", "");
  });
  return "[data-axe-layer]";
}

/** Pass when there is no finding; otherwise fail listing them, with the JSON attached to the report. */
export async function expectNone(found: readonly Finding[]): Promise<void> {
  if (found.length)
    await test.info().attach("axe findings", {
      body: JSON.stringify(found, null, 2),
      contentType: "application/json",
    });
  expect(report(found)).toBe("");
}

/** A walk's visitor (page-walks.ts) that keeps axe's findings of each page and dialog in `found`. */
export function axeVisitor(found: Finding[]) {
  return {
    page: async (page: Page, where: string) => {
      found.push(...(await pageFindings(page, where)));
    },
    dialog: async (page: Page, where: string, layer: string) => {
      found.push(...(await axeFindings(page, where, layer)));
    },
  };
}
