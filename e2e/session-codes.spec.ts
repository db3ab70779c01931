import { base, expect, signIn, test } from "./support";

// The session codes of part1 §4/§8, as the console meets them on any call: 401 and 406 go to
// the sign-in page after 0.5 s and come back to where the user was; 505 goes to the overview.
// Signing in is this walk's subject: it signs in through the page each time.

const answer = (code: number) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify({ code, message: `session code ${code}`, data: null }),
});

test("401 and 406 lead to sign-in and back; 505 leads to the overview", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", "en");
  });
  const page = await context.newPage();
  await page.goto(`${base()}/my/login.html`);
  // The overview's own calls (its latest announcements use the list call routed below) are done
  // before any answer is replaced: the URL changes before the console's first render.
  const overviewNotices = page.waitForResponse((r) => r.url().endsWith("/getNoticeList"));
  await signIn(page, "en", { goto: false });
  await page.waitForURL(/#\/overview/, { timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await overviewNotices;
  await expect(page.getByTestId("overview-tiles")).toBeVisible();

  // 505 on the announcement list → the overview. Once only: the overview lists announcements
  // with the same call, and a second 505 would send it to the overview again later, after the
  // test has moved on.
  await page.route("**/api/console/notice/getNoticeList", (r) => r.fulfill(answer(505)), { times: 1 });
  await page.goto(`${base()}/my/#/noticeList?noticeType=2`);
  await page.waitForURL(/#\/overview/, { timeout: 5_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  for (const [code, pageSize] of [
    [401, 20],
    [406, 30],
  ] as const) {
    // Any call answering the code: sign-in page, then back to the page the user was on.
    await page.goto(`${base()}/my/#/noticeList?noticeType=3`);
    await expect(page.getByRole("tab", { selected: true })).toBeVisible();
    await page.route("**/api/console/notice/getNoticeList", (r) => r.fulfill(answer(code)));
    // A page no hover can have preloaded (the router preloads links on intent).
    await page.mouse.move(0, 0);
    await page.goto(`${base()}/my/#/noticeList?noticeType=1&pageSize=${pageSize}`);
    await page.waitForURL(/login\.html/, { timeout: 5_000 });
    await page.unroute("**/api/console/notice/getNoticeList");
    expect(await page.evaluate(() => localStorage.getItem("fixcloud.session"))).toBeNull();
    await signIn(page, "en", { goto: false });
    await page.waitForURL(new RegExp(`#/noticeList\\?.*pageSize=${pageSize}`), { timeout: 10_000 });
  }
  await context.close();
});
