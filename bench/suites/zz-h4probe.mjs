import { gzipSync } from "node:zlib";
import { launchChromium, signIn, startConsoleSandbox } from "../lib.mjs";
export default async function run() {
  const sandbox = await startConsoleSandbox();
  const browser = await launchChromium();
  try {
    const { session } = await signIn(sandbox.url);
    const context = await browser.newContext();
    await context.addInitScript((s) => { localStorage.setItem("fixcloud.session", s); localStorage.setItem("fixcloud.language", "zh-CN"); }, JSON.stringify(session));
    const page = await context.newPage();
    const seen = new Map();
    page.on("response", async (res) => { const u = res.url(); if (!u.endsWith(".js")) return; try { const b = await res.body(); seen.set(u.split("/").pop(), [gzipSync(b, { level: 9 }).length, b.length]); } catch {} });
    await page.goto(`${sandbox.url}/my/#/overview`);
    await page.waitForSelector("[data-testid=overview-tiles]");
    await page.waitForLoadState("networkidle");
    for (const [u, [g, r]] of [...seen].sort((a, b) => b[1][0] - a[1][0])) console.log((g / 1024).toFixed(2).padStart(8), String(r).padStart(8), u);
  } finally { await browser.close(); await sandbox.close(); }
}
