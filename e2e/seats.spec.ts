import { connect, type Socket } from "node:net";
import type { Page } from "@playwright/test";
import {
  api,
  base,
  expect,
  fill,
  type Lang,
  sdkStrings,
  shot,
  signedIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// Seats and password rotation (docs/ntrip-caster.md "Seats", "Password rotation"), in both
// languages: the grace is chosen in the console's password dialogs (a custom password with 3
// days, a reset of the selected account with 2; out of range refused with the SDK's message,
// nothing sent); the success message says until when the old password stays valid; the detail
// drawer shows the current and the previous password, each named; a rover signed in with the old
// password streams and is listed under the open sessions as such; its owner ends it after
// confirming, the rover is disconnected and the list is empty.

interface Row {
  id: string;
  accountName: string;
  password: string;
  calType: string;
}

/** An NTRIP 1.0 rover on the worker sandbox's caster; resolves once the stream started. */
function rover(port: number, user: string, password: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, "127.0.0.1");
    const auth = Buffer.from(`${user}:${password}`).toString("base64");
    s.once("error", reject);
    s.once("data", (d) =>
      d.toString("latin1").startsWith("ICY 200 OK") ? resolve(s) : reject(new Error(d.toString())),
    );
    s.write(
      `GET /RTCM33GRC HTTP/1.0\r\nUser-Agent: NTRIP e2e-rover/1.0\r\nAuthorization: Basic ${auth}\r\n\r\n`,
    );
  });
}

/** The account list filtered to one account, settled. */
async function listOf(page: Page, accountName: string) {
  await page.goto(`${base()}/my/#/highPrecision?accountName=${accountName}`);
  const table = page.getByTestId("accounts-table");
  await expect(table).toHaveAttribute("data-fetching", "false");
  return table.locator("tbody tr").filter({ hasText: accountName });
}

/** The account's stored password, through the API (what a rover would have to use). */
async function storedPassword(page: Page, id: string): Promise<string> {
  const d = await api<{ password: string }>(page, "/api/console/accountList/selectAccServDetail", { id });
  return d.password;
}

for (const lang of ["en", "zh-CN"] as const satisfies readonly Lang[]) {
  test(`seats: previous password during the grace, open session ended by the owner (${lang})`, async ({
    browser,
    workerSandbox,
  }) => {
    const services = webStrings(lang, "services");
    const common = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const s = (key: string, vars?: Record<string, string | number>) => fill(services[key]!, vars);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    const { list } = await api<{ list: Row[] }>(page, "/api/console/accountList/selectAccServList", {
      selectType: 1,
      serviceState: 2,
      disableState: 1,
      pageNo: 3,
      pageSize: 20,
    });
    const acc = list.filter((a) => a.calType !== "concurrent_pool")[lang === "en" ? 0 : 1]!;
    const next = lang === "en" ? "grace7en" : "grace7zh";
    const row = await listOf(page, acc.accountName);
    await row.getByRole("button", { name: s("password.custom", { account: acc.accountName }) }).click();
    const pwd = page.getByRole("dialog", {
      name: s("dialog.password.title", { account: acc.accountName }),
    });
    await pwd.getByRole("textbox", { name: s("dialog.password.label") }).fill(next);
    const grace = pwd.getByRole("textbox", { name: sdk["field.graceDays"]! });
    await expect(grace).toHaveValue("0");
    await expect(pwd).toContainText(s("grace.hint"));
    // Out of range: the SDK's rule speaks in the dialog and nothing is sent.
    await grace.fill("8");
    await pwd.getByRole("button", { name: common["confirm.ok"]! }).click();
    await expect(pwd).toContainText(sdk.L000790!);
    expect(await storedPassword(page, acc.id)).toBe(acc.password);
    await grace.fill("3");
    await shot(page, `seats-grace-password-dialog-${lang}`);
    await pwd.getByRole("button", { name: common["confirm.ok"]! }).click();
    await expect(pwd).toBeHidden();
    expect(await storedPassword(page, acc.id)).toBe(next);
    // The success message names the moment, in the time-zone setting; the drawer names the same.
    const toast = page.getByText(services["grace.setUntil"]!.split("{{until}}")[0]!);
    await expect(toast).toBeVisible();
    const until = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.exec((await toast.textContent()) ?? "")?.[0] ?? "";
    await expect(toast).toContainText(s("grace.setUntil", { until }));

    const old = await rover(workerSandbox.ntripPort!, acc.accountName, acc.password);
    const closed = new Promise<void>((r) => old.once("close", () => r()));
    await row.getByRole("button", { name: s("row.detailOf", { account: acc.accountName }) }).click();
    const drawer = page.getByTestId("account-detail");
    // Both passwords, each named: the current one, and the previous one until the grace ends,
    // the same moment the success message named.
    await expect(drawer).toContainText(s("seats.currentPassword"));
    await expect(drawer.getByTestId("previous-password")).toContainText(
      s("seats.previousPassword", { until }),
    );
    const sessions = drawer.getByTestId("account-sessions");
    const held = sessions.locator("tbody tr");
    await expect(held).toHaveCount(1);
    await expect(held).toContainText("127.0.0.1");
    await expect(held).toContainText(s("seats.passwordPrevious"));
    await shot(page, `seats-drawer-${lang}`);

    await held.getByRole("button", { name: s("seats.end") }).click();
    const dialog = page.getByRole("dialog", { name: s("seats.end") });
    await expect(dialog).toContainText(
      s("seats.endConfirm", { account: acc.accountName, client: "127.0.0.1" }),
    );
    await shot(page, `seats-end-confirm-${lang}`);
    await dialog.getByRole("button", { name: s("seats.end") }).click();
    await closed;
    await expect(sessions).toContainText(s("seats.none"));
    // English has a plural form for one; Chinese has one form.
    await expect(
      page.getByText(s(lang === "en" ? "seats.ended_one" : "seats.ended", { count: 1 })),
    ).toBeVisible();
    await shot(page, `seats-ended-${lang}`);
  });
}

for (const lang of ["en", "zh-CN"] as const satisfies readonly Lang[]) {
  test(`seats: a reset of the selected account with 2 days' grace keeps the old password streaming (${lang})`, async ({
    browser,
    workerSandbox,
  }) => {
    const services = webStrings(lang, "services");
    const common = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const s = (key: string, vars?: Record<string, string | number>) => fill(services[key]!, vars);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    const { list } = await api<{ list: Row[] }>(page, "/api/console/accountList/selectAccServList", {
      selectType: 1,
      serviceState: 2,
      disableState: 1,
      pageNo: 4,
      pageSize: 20,
    });
    const acc = list.filter((a) => a.calType !== "concurrent_pool")[lang === "en" ? 0 : 1]!;
    const row = await listOf(page, acc.accountName);
    await row.getByRole("checkbox", { name: s("selection.row", { account: acc.accountName }) }).check();
    const action = sdk["actionCode.6"]!;
    await page
      .getByRole("toolbar", { name: s("batch.toolbar") })
      .getByRole("button", {
        name: s(lang === "en" ? "batch.named_one" : "batch.named_other", { action, count: 1 }),
      })
      .click();
    const dialog = page.getByRole("dialog", { name: action });
    await expect(dialog).toContainText(
      s(lang === "en" ? "confirm.resetPassword_one" : "confirm.resetPassword", { count: 1 }),
    );
    const grace = dialog.getByRole("textbox", { name: sdk["field.graceDays"]! });
    await expect(grace).toHaveValue("0");
    // Typed text is refused, never rounded: 1.5 days is not sent as 1 or 2.
    await grace.fill("1.5");
    await dialog.getByRole("button", { name: common["confirm.ok"]! }).click();
    await expect(dialog).toContainText(sdk.L000790!);
    expect(await storedPassword(page, acc.id)).toBe(acc.password);
    await grace.fill("2");
    await shot(page, `seats-grace-reset-dialog-${lang}`);
    await dialog.getByRole("button", { name: common["confirm.ok"]! }).click();
    await expect(dialog).toBeHidden();
    const [before] = services[lang === "en" ? "grace.resetUntil_one" : "grace.resetUntil"]!.split(
      "{{until}}",
    ) as [string];
    await expect(page.getByText(before)).toBeVisible();
    await shot(page, `seats-grace-reset-done-${lang}`);
    expect(await storedPassword(page, acc.id)).not.toBe(acc.password);

    // The old password still streams; the drawer shows it as the previous one.
    const old = await rover(workerSandbox.ntripPort!, acc.accountName, acc.password);
    await row.getByRole("button", { name: s("row.detailOf", { account: acc.accountName }) }).click();
    const drawer = page.getByTestId("account-detail");
    await expect(drawer).toContainText(s("seats.currentPassword"));
    const previous = drawer.getByTestId("previous-password");
    await previous
      .getByRole("button", { name: fill(common["password.show"], { account: acc.accountName }) })
      .click();
    await expect(previous).toContainText(acc.password);
    await expect(drawer.getByTestId("account-sessions").locator("tbody tr")).toContainText(
      s("seats.passwordPrevious"),
    );
    await shot(page, `seats-grace-reset-drawer-${lang}`);
    old.destroy();
  });
}
