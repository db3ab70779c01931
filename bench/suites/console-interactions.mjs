// The console's interaction budgets, each the median of fresh page loads (a "first"
// switch or open is what the user waits for once per visit): pools tab first switch (click →
// rows), account detail drawer first open (click → details shown), NTRIP dialog first open
// (click → settings shown), page size change to 100 rows (option click → 100 rows painted).
// The filter change → 100 rows median is table.mjs's. Timed inside the page from the click to
// one animation frame after the condition holds, like table.mjs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, median, record, root, signIn, startConsoleSandbox } from "../lib.mjs";

const RUNS = 5;
/** The user reads the page for a moment before acting (idle-time preloads may run meanwhile). */
const READ_MS = 1000;
/** From the pointer reaching a control to the click: a quick hand (what intent preloads get). */
const AIM_MS = 150;

const strings = (ns) =>
  JSON.parse(readFileSync(join(root, `packages/web/src/i18n/locales/zh-CN/${ns}.json`), "utf8"));

/**
 * Point at `selector` (the first match, optionally with text `hasText`) as a user does, then in
 * the page click it and wait until `done` (a function over `document`) returns true; one frame
 * later, the ms from the click.
 */
async function timeClick(page, { selector, hasText, done }) {
  const target = page
    .locator(selector)
    .filter(hasText ? { hasText } : {})
    .first();
  await target.hover();
  await page.waitForTimeout(AIM_MS);
  return page.evaluate(
    async ({ selector, hasText, done }) => {
      const check = new Function("document", `return (${done})(document);`);
      const el = [...document.querySelectorAll(selector)].find(
        (e) => !hasText || e.textContent.includes(hasText),
      );
      if (!el) throw new Error(`nothing to click: ${selector} ${hasText ?? ""}`);
      const start = performance.now();
      el.click();
      const ok = await new Promise((resolve) => {
        const poll = () => {
          if (check(document)) requestAnimationFrame(() => resolve(true));
          else if (performance.now() - start > 10_000) resolve(false);
          else setTimeout(poll, 1);
        };
        poll();
      });
      if (!ok) throw new Error(`not done within 10 s after clicking ${selector}`);
      return performance.now() - start;
    },
    { selector, hasText, done: done.toString() },
  );
}

export default async function run() {
  const sandbox = await startConsoleSandbox({ accounts: 3000 });
  const browser = await launchChromium();
  const services = strings("services");
  const overview = strings("overview");
  const common = strings("common");
  try {
    const { session } = await signIn(sandbox.url);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addInitScript((s) => {
      localStorage.setItem("fixcloud.session", s);
      localStorage.setItem("fixcloud.language", "zh-CN");
    }, JSON.stringify(session));
    const fresh = async (hash, ready) => {
      const page = await context.newPage();
      await page.goto(`${sandbox.url}/my/#${hash}`);
      await page.locator(ready).first().waitFor();
      await page.waitForTimeout(READ_MS);
      return page;
    };
    const accountsReady = "[data-testid=accounts-table][data-fetching=false] tbody tr";
    const figures = { pools: [], drawer: [], ntrip: [], pageSize: [] };

    /** One fresh page at `hash`, ready when `ready` shows; the timed click; the page closed. */
    const once = async (hash, ready, click, before) => {
      const page = await fresh(hash, ready);
      try {
        if (before) await before(page);
        return await timeClick(page, click);
      } finally {
        await page.close();
      }
    };
    const detailOf = services["row.detailOf"].split("{{")[0];
    for (let i = 0; i < RUNS; i++) {
      // Pools tab: click → its first rows.
      figures.pools.push(
        await once("/highPrecision", accountsReady, {
          selector: "[role=tab]",
          hasText: services["tabs.pools"],
          done: (d) => !!d.querySelector("[data-testid=pools-table] tbody tr"),
        }),
      );
      // Account detail drawer: click a row's details → the details (not the loading note).
      figures.drawer.push(
        await once("/highPrecision", accountsReady, {
          selector: `[data-testid=accounts-table] tbody tr button[aria-label^="${detailOf}"]`,
          done: new Function(
            "d",
            `const el = d.querySelector("[data-testid=account-detail]");
             return !!el && el.textContent.includes(${JSON.stringify(services["detail.packages"])})
               && !el.textContent.includes(${JSON.stringify(services["detail.loading"])});`,
          ),
        }),
      );
      // NTRIP dialog on the overview: click the tool → the settings table.
      figures.ntrip.push(
        await once("/overview", `text=${overview["tools.ntrip"]}`, {
          selector: "button",
          hasText: overview["tools.ntrip"],
          done: (d) => !!d.querySelector("[role=dialog] table tbody tr"),
        }),
      );
      // Page size 100: open the size list, then click "100 / page" → 100 rows painted.
      figures.pageSize.push(
        await once(
          "/highPrecision",
          accountsReady,
          {
            selector: "[role=option]",
            hasText: "100",
            done: (d) =>
              d.querySelectorAll("[data-testid=accounts-table] tbody tr").length === 100 &&
              d.querySelector("[data-testid=accounts-table]").getAttribute("data-fetching") === "false",
          },
          async (page) => {
            await page.getByRole("combobox", { name: common["pager.pageSize"], exact: true }).click();
            await page.getByRole("option", { name: /100/ }).waitFor();
          },
        ),
      );
    }
    record("pools tab: first switch → rows (median)", median(figures.pools), "ms", 300);
    record("account detail drawer: first open → details (median)", median(figures.drawer), "ms", 200);
    record("NTRIP dialog: first open → settings (median)", median(figures.ntrip), "ms", 200);
    record("account list: page size → 100 rows painted (median)", median(figures.pageSize), "ms", 200);
    await context.close();
  } finally {
    await browser.close();
    await sandbox.close();
  }
}
