// The tool pages' weights (budget: ≤ 150 KB gzipped each, the offline map's boundary
// data included): every JS and JSON response a signed-in page loads until its map is drawn.
import { gzipSync } from "node:zlib";
import { launchChromium, record, signIn, startConsoleSandbox } from "../lib.mjs";

export default async function run() {
  const sandbox = await startConsoleSandbox();
  const browser = await launchChromium();
  try {
    const { session } = await signIn(sandbox.url);
    const context = await browser.newContext();
    await context.addInitScript((s) => localStorage.setItem("fixcloud.session", s), JSON.stringify(session));
    const pages = [
      ["ionosphere.html", "[data-testid=ionosphere-map] polygon"],
      ["coverage.html", "[data-testid=coverage-map] circle"],
    ];
    for (const [file, ready] of pages) {
      const page = await context.newPage();
      const seen = new Map();
      page.on("response", async (res) => {
        const type = res.headers()["content-type"] ?? "";
        const u = res.url();
        if (!/\.(js|json)$/.test(new URL(u).pathname) && !/javascript|json/.test(type)) return;
        // The API's answers are data, not the page's weight.
        if (new URL(u).pathname.startsWith("/api/")) return;
        try {
          seen.set(u, gzipSync(await res.body(), { level: 9 }).length);
        } catch {}
      });
      await page.goto(`${sandbox.url}/my/${file}`);
      await page.waitForSelector(ready);
      await page.waitForLoadState("networkidle");
      const kb = [...seen.values()].reduce((a, b) => a + b, 0) / 1024;
      record(`${file} JS + JSON with the map data (gzip)`, kb, "KB", 150);
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
    await sandbox.close();
  }
}
