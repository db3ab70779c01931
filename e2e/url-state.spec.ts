import type { Page, Request } from "@playwright/test";
import {
  base,
  expect,
  fill,
  type Lang,
  roundTrip,
  sdkStrings,
  shot,
  signedIn,
  test,
  webStrings,
} from "./support";

// The URL is the page's state (part1 §2): a value a list page's URL schema refuses is reset to its
// default before anything is asked, the URL rewritten to the clean state, and a short notice names
// it; no request carries the refused value and no error toast shows (a hand-edited
// `#/highPrecision?serviceState=9` once sent 9, got HTTP 400 and showed the raw message while the
// filter read "All"). A detail whose id the server does not know (announcement, message, order,
// ticket) leads back to its list with a notice naming the id, not to the overview. The rules
// behind both are unit-tested over every list descriptor (shared/list/cleanSearch.test.ts) and
// every detail loader (routes/loaders.test.ts); this walks them in the browser, in both languages.

const toasts = (page: Page) => page.locator(".mantine-Notification-root");

/** The notice naming the refused params, as the page words it in `lang`. */
function droppedNotice(lang: Lang, params: readonly { label: string; value: string }[]): string {
  const shell = webStrings(lang, "shell");
  return fill(shell["urlState.dropped"], {
    params: params.map((p) => fill(shell["urlState.item"], p)).join(shell["urlState.separator"]),
  });
}

/** Every list or detail call the page makes from now on, as `path body`. */
function watchCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    if (r.url().includes("/api/"))
      seen.push(`${new URL(r.url()).pathname}${r.url().split("?")[1] ?? ""} ${r.postData() ?? ""}`);
  });
  return seen;
}

{
  const lang: Lang = "en";
  test(`a refused filter in the URL is reset with a notice and never sent (${lang})`, async ({ browser }) => {
    const sdk = sdkStrings(lang);
    const common = webStrings(lang, "common");
    const page = await signedIn(browser, { lang });
    const calls = watchCalls(page);
    const listed = page.waitForResponse(/selectAccServList/);
    await page.goto(`${base()}/my/#/highPrecision?serviceState=9`);

    await expect(
      toasts(page).filter({
        hasText: droppedNotice(lang, [{ label: sdk["field.serviceState"]!, value: "9" }]),
      }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/serviceState/);
    const filter = page.getByRole("combobox", { name: sdk["field.serviceState"]!, exact: true });
    await expect(filter).toHaveValue("");
    await expect(filter).toHaveAttribute("placeholder", common["filters.placeholderSelect"]!);
    expect((await listed).ok()).toBe(true);
    await roundTrip(page);
    const accountCalls = calls.filter((c) => c.includes("selectAccServList"));
    expect(accountCalls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => /serviceState"?[:=]9/.test(c))).toEqual([]);
    // The notice is the only toast: no error, no raw message.
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page).filter({ hasText: common["error.title"]! })).toHaveCount(0);
    await shot(page, `${lang}-url-state-refused`);

    // The history holds the clean URL: reloading asks nothing refused and says nothing.
    await page.reload();
    await expect(filter).toHaveValue("");
    await roundTrip(page);
    expect(calls.filter((c) => /serviceState"?[:=]9/.test(c))).toEqual([]);
    await expect(toasts(page)).toHaveCount(0);
    await page.context().close();
  });
}

{
  const lang: Lang = "zh-CN";
  test(`refused params are named together, valid ones kept (${lang})`, async ({ browser }) => {
    const sdk = sdkStrings(lang);
    const shell = webStrings(lang, "shell");
    const page = await signedIn(browser, { lang });
    const calls = watchCalls(page);
    await page.goto(`${base()}/my/#/workOrderMng?ticketType=9&status=1&page=x`);
    await expect(
      toasts(page).filter({
        hasText: droppedNotice(lang, [
          { label: sdk["field.ticketType"]!, value: "9" },
          { label: shell["urlState.param.page"]!, value: "x" },
        ]),
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/status=1/);
    await expect(page).not.toHaveURL(/ticketType|page=x/);
    await expect(page.getByRole("combobox", { name: sdk["field.ticketStatus"]!, exact: true })).toHaveValue(
      sdk["ticketStatus.1"]!,
    );
    await roundTrip(page);
    const listCalls = calls.filter((c) => c.includes("/ticket/"));
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.filter((c) => c.includes("ticketType"))).toEqual([]);
    await expect(toasts(page)).toHaveCount(1);
    await shot(page, `${lang}-url-state-refused`);
    await page.context().close();
  });
}

{
  const lang: Lang = "en";
  test(`a detail whose id the server does not know leads back to its list with a notice (${lang})`, async ({
    browser,
  }) => {
    const shell = webStrings(lang, "shell");
    const common = webStrings(lang, "common");
    const page = await signedIn(browser, { lang });
    const walks = [
      { from: "noticeDetail?id=999999", kind: "notice", list: /#\/noticeList/ },
      { from: "messageDetial?msgId=999999", kind: "message", list: /#\/messageMng/ },
      { from: "orderDetial?detialId=999999", kind: "order", list: /#\/myOrder/ },
      { from: "addBugOrder?type=2&detialId=999999", kind: "ticket", list: /#\/workOrderMng/ },
      { from: "addSdkOrder?type=2&detialId=999999", kind: "ticket", list: /#\/workOrderMng/ },
    ];
    for (const w of walks) {
      await page.goto(`${base()}/my/#/${w.from}`);
      await expect(page).toHaveURL(w.list);
      await expect(
        toasts(page).filter({ hasText: fill(shell[`urlState.missing.${w.kind}`], { id: "999999" }) }),
      ).toBeVisible();
      await expect(page.getByTestId("not-found")).toHaveCount(0);
      await expect(toasts(page).filter({ hasText: common["error.title"]! })).toHaveCount(0);
      // The list replaced the bad detail in the history.
      expect(page.url()).not.toContain("999999");
      await shot(page, `${lang}-url-state-missing-${w.kind}`);
    }
    await page.context().close();
  });
}
