// The console's first-route and sign-in page weights, and the overview's LCP.
import { gzipSync } from "node:zlib";
import { launchChromium, record, signIn, startConsoleSandbox } from "../lib.mjs";

export default async function run() {
  const sandbox = await startConsoleSandbox();
  const browser = await launchChromium();
  try {
    const jsBytes = async (page, url, ready) => {
      const seen = new Map();
      page.on("response", async (res) => {
        const u = res.url();
        if (!u.endsWith(".js") && !(res.headers()["content-type"] ?? "").includes("javascript")) return;
        try {
          seen.set(u, gzipSync(await res.body(), { level: 9 }).length);
        } catch {}
      });
      await page.goto(url);
      await ready();
      await page.waitForLoadState("networkidle");
      return [...seen.values()].reduce((a, b) => a + b, 0) / 1024;
    };
    // The page offers every sign-in mode (username, phone + SMS, SMS only, registration,
    // forgotten password); the forms other than the username one load when opened, so the
    // initial figure holds all modes, and the second says what opening every form adds.
    const loginPage = await browser.newPage();
    const loginKb = await jsBytes(loginPage, `${sandbox.url}/my/login.html`, () =>
      loginPage.waitForSelector("form"),
    );
    record("login.html initial JS with all sign-in modes (gzip)", loginKb, "KB", 100);
    await loginPage.close();
    const everyForm = await browser.newPage();
    const allFormsKb = await jsBytes(everyForm, `${sandbox.url}/my/login.html`, async () => {
      await everyForm.waitForSelector("form");
      for (const hash of ["#phone", "#sms", "#register", "#forgot"]) {
        await everyForm.evaluate((h) => {
          window.location.hash = h;
        }, hash);
        await everyForm.waitForSelector(
          `form [id^="${hash === "#phone" || hash === "#sms" ? `login-${hash.slice(1)}` : hash.slice(1)}-"]`,
        );
      }
    });
    record("login.html JS after opening every sign-in form (gzip)", allFormsKb, "KB", null);
    await everyForm.close();

    const { session } = await signIn(sandbox.url);
    const context = await browser.newContext();
    await context.addInitScript((s) => {
      localStorage.setItem("fixcloud.session", s);
      // Largest Contentful Paint, read once the overview has settled.
      globalThis.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) globalThis.__lcp = e.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }, JSON.stringify(session));
    const page = await context.newPage();
    const consoleKb = await jsBytes(page, `${sandbox.url}/my/#/overview`, () =>
      page.waitForSelector("[data-testid=overview-tiles]"),
    );
    // ≤ 170 KB (2.5 × React's own 69 KB); the first route weighed 233.2 KB on 2026-11-22.
    // Every JS response until the network is idle, lazy chunks loaded by the overview included.
    record("console first route (overview) JS (gzip)", consoleKb, "KB", 170);
    await page.waitForTimeout(500);
    const lcp = await page.evaluate(() => globalThis.__lcp);
    record("overview LCP (headless Chromium)", lcp, "ms", null);
    await context.close();

    // The same with zh-CN stored: the first route carries one language's strings.
    const zhContext = await browser.newContext();
    await zhContext.addInitScript((s) => {
      localStorage.setItem("fixcloud.session", s);
      localStorage.setItem("fixcloud.language", "zh-CN");
    }, JSON.stringify(session));
    const zhPage = await zhContext.newPage();
    const zhKb = await jsBytes(zhPage, `${sandbox.url}/my/#/overview`, () =>
      zhPage.waitForSelector("[data-testid=overview-tiles]"),
    );
    record("console first route (overview) JS, zh-CN stored (gzip)", zhKb, "KB", 170);
    await zhContext.close();
  } finally {
    await browser.close();
    await sandbox.close();
  }
}
