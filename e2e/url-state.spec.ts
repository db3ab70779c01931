import { base, expect, signedIn, test } from "./support";

test("repro", async ({ browser }) => {
  const page = await signedIn(browser, { lang: "en" });
  const reqs: string[] = [];
  page.on("request", (r) => { if (r.method() === "POST") reqs.push(`${r.url()} ${r.postData()}`); });
  await page.goto(`${base()}/my/#/highPrecision?serviceState=9&accountName=abc&page=x`);
  await page.waitForTimeout(3000);
  console.log(page.url());
  console.log(reqs.join("\n"));
  console.log("TOASTS:", await page.locator(".mantine-Notification-root").allInnerTexts());
  await page.screenshot({ path: "/tmp/h3/repro.png" });
});
