import type { Browser, Page } from "@playwright/test";
import { settled, visit } from "./a11y-support";
import {
  api,
  base,
  expect,
  fill,
  type Lang,
  type Role,
  roundTrip,
  sdkStrings,
  shot,
  signedIn as signedInAs,
  snSheet,
  test,
  WIDE,
  webStrings,
} from "./support";

// The console's states when things go wrong, each once, the
// languages taking turns: a
// session that ends on the pools tab leaves for the sign-in page without flashing a broken page,
// and the sign-in page says why; a pool that does not exist and a device page the role may not
// open each get one clear state, an announcement that does not exist leads back to the list
// with one notice (every detail kind: url-state.spec.ts); announcement links
// carry the plain id; toasts stay on the page that raised them; the pool forms say what they
// accept.

/** A browser context in `lang`, signed in as `role`, on the overview. */
async function signedIn(browser: Browser, lang: Lang, role: Role = "demo") {
  const page = await signedInAs(browser, { lang, role, viewport: WIDE });
  return { context: page.context(), page };
}

/** The toasts on screen. */
const toasts = (page: Page) => page.locator(".mantine-Notification-root");

/** An answer of the sandbox's envelope with `code`. */
const envelope = (code: number, message: string) => ({
  status: 200,
  contentType: "application/json",
  body: JSON.stringify({ code, message, data: null }),
});

test.describe("states", () => {
  test(`an expired session leaves the pools tab cleanly and the sign-in page says why (zh-CN)`, async ({
    browser,
  }) => {
    const lang: Lang = "zh-CN";
    const { context, page } = await signedIn(browser, lang);
    // Record any text a broken render flashes, also between two frames, across the redirect.
    await context.addInitScript(() => {
      const seen = () => {
        const text = document.body?.textContent ?? "";
        const at = text.search(/Cannot (destructure|read properties)/);
        if (at >= 0) sessionStorage.setItem("flash", text.slice(at, at + 120));
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Cannot (destructure|read properties)/.test(m.text()))
        errors.push(m.text());
    });
    await page.goto(`${base()}/my/#/highPrecision?tab=2`);
    await page.reload();
    await expect(page.getByRole("table").first().locator("tbody tr").first()).toBeVisible();

    // The session has ended when the list on screen is fetched again (here: a time-zone switch).
    await page.route("**/api/console/pool/poolList", (r) => r.fulfill(envelope(401, "token expired")));
    await page.getByText(webStrings(lang, "common")["timeZone.local"]!, { exact: true }).click();
    await page.waitForURL(/login\.html/, { timeout: 5_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("flash"))).toBeNull();
    expect(errors).toEqual([]);
    expect(page.url()).toMatch(/login\.html\?reason=expired$/);
    await expect(page.getByRole("alert")).toHaveText(webStrings(lang, "login").expired!);
    await shot(page, `${lang}-states-expired`);
    await context.close();
  });

  test(`a pool that does not exist is a not-found state, without a toast (en)`, async ({ browser }) => {
    const lang: Lang = "en";
    const { context, page } = await signedIn(browser, lang);
    const P = webStrings(lang, "pools");
    await page.goto(`${base()}/my/#/serviceNoList?poolId=NOPE`);
    await expect(page.getByTestId("pool-missing")).toContainText(
      fill(P["devices.missingPool.body"], { poolId: "NOPE" }),
    );
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    await shot(page, `${lang}-states-pool-missing`);
    await context.close();
  });

  test(`a device page the role may not open is the 403 page (zh-CN)`, async ({ browser }) => {
    const lang: Lang = "zh-CN";
    const demo = await signedIn(browser, lang);
    const list = await api<{ list: { poolId: string }[] }>(demo.page, "/api/console/pool/poolList", {
      selectType: 1,
      pageNo: 1,
      pageSize: 1,
    });
    await demo.context.close();
    const { context, page } = await signedIn(browser, lang, "operator");
    await page.goto(`${base()}/my/#/serviceNoList?poolId=${list.list[0]!.poolId}&type=2&selectType=1`);
    await expect(page.getByTestId("no-permission")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    await shot(page, `${lang}-states-device-403`);
    await context.close();
  });

  test(`a missing announcement leads back to the list with one notice; links carry the plain id (en)`, async ({
    browser,
  }) => {
    const lang: Lang = "en";
    const { context, page } = await signedIn(browser, lang);
    const shell = webStrings(lang, "shell");
    await page.goto(`${base()}/my/#/noticeDetail?id=99999`);
    await expect(page).toHaveURL(/#\/noticeList/);
    await expect(
      toasts(page).filter({ hasText: fill(shell["urlState.missing.notice"], { id: 99999 }) }),
    ).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByTestId("not-found")).toHaveCount(0);
    await shot(page, `${lang}-states-notice-missing`);

    // A link from the list: the plain id in the URL.
    await visit(page, "/noticeList");
    await settled(page);
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page).toHaveURL(/#\/noticeDetail\?id=\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // An old, JSON-quoted link still opens the announcement.
    await page.goto(`${base()}/my/#/noticeDetail?id=%2210001%22`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      (
        await api<{ noticeTitle: string }>(page, "/api/console/notice/getNoticeDetails", {
          noticeId: "10001",
        })
      ).noticeTitle,
    );
    await context.close();
  });

  test(`toasts stay on the page that raised them (zh-CN)`, async ({ browser }) => {
    const lang: Lang = "zh-CN";
    const { context, page } = await signedIn(browser, lang);
    const sdk = sdkStrings(lang);
    const common = webStrings(lang, "common");
    // The list page itself, settled (until then the overview, with a table of its own, is shown).
    await visit(page, "/noticeList?noticeType=1");
    await settled(page);
    await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
    // The list on screen fails when it is fetched again (a time-zone switch refetches it).
    await page.route("**/api/console/notice/getNoticeList", (r) => r.fulfill(envelope(999, "list refused")));
    await page.getByText(common["timeZone.local"]!, { exact: true }).click();
    await expect(toasts(page).filter({ hasText: "list refused" }).first()).toBeVisible();
    // The pointer rests on it, which holds its closing (4 s) however slow the walk is.
    await toasts(page).filter({ hasText: "list refused" }).first().hover();
    // The same failure again shows one toast, not two. (The toast covers the header's switch:
    // a click on its label, not at its place.) Proof that a second would be on screen by now:
    // the answer came, and a later refusal with another message, which takes the same way to
    // the screen, is shown.
    const again = page.waitForResponse((r) => r.url().endsWith("/getNoticeList"));
    await page.getByRole("radio", { name: common["timeZone.UTC"]!, exact: true }).dispatchEvent("click");
    await again;
    await page.unroute("**/api/console/notice/getNoticeList");
    await page.route("**/api/console/notice/getNoticeList", (r) =>
      r.fulfill(envelope(999, "another refusal")),
    );
    await page.getByRole("radio", { name: common["timeZone.local"]!, exact: true }).dispatchEvent("click");
    await expect(toasts(page).filter({ hasText: "another refusal" })).toBeVisible();
    await expect(toasts(page).filter({ hasText: "list refused" })).toHaveCount(1);
    // The overview reads announcements too: only the list page's calls fail.
    await page.unroute("**/api/console/notice/getNoticeList");
    await page.getByRole("link", { name: sdk["menu.overview"]!, exact: true }).click();
    await expect(page).toHaveURL(/#\/overview/);
    await shot(page, `${lang}-states-toasts`);
    await expect(toasts(page)).toHaveCount(0, { timeout: 1000 });
    await context.close();
  });

  test(`the usage chart by month sends one request (en)`, async ({ browser }) => {
    const lang: Lang = "en";
    const { context, page } = await signedIn(browser, lang);
    const P = webStrings(lang, "pools");
    const sdk = sdkStrings(lang);
    const list = await api<{ list: { poolId: string; calType: string; abpState: number }[] }>(
      page,
      "/api/console/pool/poolList",
      {
        selectType: 1,
        pageNo: 1,
        pageSize: 10,
      },
    );
    const pool = list.list.find((p) => p.abpState === 1) ?? list.list[0]!;
    await page.goto(`${base()}/my/#/highPrecision?tab=2`);
    await page.getByRole("button", { name: fill(P["actions.detailsOf"], { poolId: pool.poolId }) }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByTestId("pool-usage")).toBeVisible();
    // The chart by day is drawn (its labels are days): its own request is done.
    const chart = page.getByTestId("usage-chart");
    await expect(chart.getByText(/^\d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/console/pool/poolStatistics")) sent.push(r.postData() ?? "");
    });
    await drawer.getByText(sdk["chartType.month"]!, { exact: true }).click();
    // Drawn by month; then a round trip of the page's own: a second request, made while the
    // answer was drawn, would have been seen before it.
    await expect(chart.getByText(/^\d{4}-\d{2}$/).first()).toBeVisible();
    await roundTrip(page);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!).type).toBe("month");
    // part1 §7: the body carries the pool's calType.
    expect(JSON.parse(sent[0]!).calType).toBe(pool.calType);
    await context.close();
  });

  test(`pool forms say what they accept; the 506 dialog keeps its reason column and returns to the upload (zh-CN)`, async ({
    browser,
  }) => {
    const lang: Lang = "zh-CN";
    const { context, page } = await signedIn(browser, lang);
    const P = webStrings(lang, "pools");
    const C = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const list = await api<{ list: { poolId: string; calType: string; abpState: number }[] }>(
      page,
      "/api/console/pool/poolList",
      { selectType: 1, pageNo: 1, pageSize: 100 },
    );

    // Creating 10,001 accounts is refused in the form, saying the range, and sends nothing.
    const pool = list.list.find((p) => p.abpState !== 2)!;
    await page.goto(`${base()}/my/#/highPrecision?tab=2`);
    await page.getByRole("button", { name: fill(P["actions.bindOf"], { poolId: pool.poolId }) }).click();
    const fillDialog = page.getByRole("dialog", { name: P["fill.title"]! });
    const fills: string[] = [];
    page.on("request", (r) => {
      if (/FillAccount|autoCreateAccountOfPool/.test(r.url())) fills.push(r.url());
    });
    await fillDialog.getByRole("textbox", { name: sdk["field.creatAccountSum"]! }).fill("10001");
    await fillDialog.getByRole("button", { name: P["fill.submit"]!, exact: true }).click();
    await expect(fillDialog).toContainText(sdk.L000387!);
    expect(sdk.L000387).toMatch(/10,?000/);
    // A request sent with the click would have been seen before this round trip's.
    await roundTrip(page);
    expect(fills).toEqual([]);
    await fillDialog.getByRole("button", { name: C["confirm.cancel"]!, exact: true }).click();

    // A day pool's upload with a very long bad SN: the reason stays in view.
    const dayPool = list.list.find((p) => p.calType === "days_pool")!;
    await page.goto(`${base()}/my/#/serviceNoList?poolId=${dayPool.poolId}&type=2&selectType=1`);
    await page.getByRole("button", { name: P["devices.actions.upload"]! }).click();
    const uploadDialog = page.getByRole("dialog", { name: P["devices.upload.title"]! });
    // 100 characters: the longest SN the report keeps.
    const longSn = `BAD!${"X".repeat(96)}`;
    await uploadDialog.locator("input[type=file]").setInputFiles({
      name: `long-${lang}.xlsx`,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await snSheet([longSn]),
    });
    await uploadDialog.getByRole("button", { name: P["devices.upload.submit"]!, exact: true }).click();
    const errors = page.getByRole("dialog", { name: P["devices.errors.title"]! });
    await expect(errors).toBeVisible();
    const row = errors.getByRole("table", { name: P["devices.errors.table"]! }).locator("tbody tr").first();
    await expect(row.locator("td").first()).toHaveAttribute("title", longSn);
    const box = await errors.boundingBox();
    const reason = await row.locator("td").nth(1).boundingBox();
    expect(reason!.width).toBeGreaterThan(40);
    expect(reason!.x + reason!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
    await shot(page, `${lang}-states-506-long-sn`);
    await errors.getByRole("button", { name: C["action.close"]!, exact: true }).last().click(); // the footer button; the × has the same name
    await expect(errors).toBeHidden();
    await expect(uploadDialog).toBeVisible();
    await context.close();
  });

  test(`a disabled row action says why and can be reached by keyboard; drawer badges are whole (en)`, async ({
    browser,
  }) => {
    const lang: Lang = "en";
    const { context, page } = await signedIn(browser, lang);
    const P = webStrings(lang, "pools");
    const list = await api<{
      list: { poolId: string; activationMode: number; activationStatus: number }[];
    }>(page, "/api/console/pool/poolList", { selectType: 1, pageNo: 1, pageSize: 10 });
    const inactive = list.list.find((p) => !(p.activationMode === 1 && p.activationStatus === 1))!;
    await page.goto(`${base()}/my/#/highPrecision?tab=2`);
    const activate = page.getByRole("button", {
      name: fill(P["actions.activateOf"], { poolId: inactive.poolId }),
    });
    await expect(activate).toHaveAttribute("aria-disabled", "true");
    await expect(activate).toHaveAttribute("title", P["actions.activateWhy"]!);
    await activate.focus();
    await expect(activate).toBeFocused();
    await expect(activate).toHaveAccessibleDescription(P["actions.activateWhy"]!);

    // The pool drawer's state badge is shown whole.
    await page
      .getByRole("button", { name: fill(P["actions.detailsOf"], { poolId: inactive.poolId }) })
      .click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.locator(".fc-badge").first()).toBeVisible();
    const cut = await drawer
      .locator(".fc-badge")
      .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
    expect(cut).toEqual([]);
    await shot(page, `${lang}-states-pool-drawer`);
    await context.close();
  });

  test(`the activation setting of selected pools is exposed and changes them (zh-CN)`, async ({
    browser,
  }) => {
    const lang: Lang = "zh-CN";
    const { context, page } = await signedIn(browser, lang);
    const P = webStrings(lang, "pools");
    const sdk = sdkStrings(lang);
    type Row = { poolId: string; activationMode: number; activationStatus: number };
    const pools = async () =>
      (
        await api<{ list: Row[] }>(page, "/api/console/pool/poolList", {
          selectType: 2,
          pageNo: 1,
          pageSize: 100,
        })
      ).list;
    const pending = (await pools()).find((p) => p.activationStatus === 1)!;
    const next = pending.activationMode === 1 ? 2 : 1;
    await page.goto(`${base()}/my/#/auxPosition?tab=2`);
    await page.getByRole("checkbox", { name: fill(P["list.selectRow"], { poolId: pending.poolId }) }).check();
    await page.getByRole("button", { name: P["activationSetting.open"]!, exact: true }).click();
    const dialog = page.getByTestId("dialog-pool-activation-type");
    await dialog.getByRole("radio", { name: sdk[`activationType.${next}`]! }).check();
    await dialog
      .getByRole("button", {
        name: fill(P["activationSetting.submit_other"], { count: 1 }),
      })
      .click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page).filter({ hasText: P["activationSetting.done"]! })).toBeVisible();
    await expect
      .poll(async () => (await pools()).find((p) => p.poolId === pending.poolId)?.activationMode)
      .toBe(next);
    await context.close();
  });
});
