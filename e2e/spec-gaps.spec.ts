import {
  api,
  base,
  expect,
  fill,
  type Lang,
  pauseClock,
  sdkStrings,
  shot,
  signedIn,
  test,
  webStrings,
  whilePaused,
} from "./support";
import { axeFindings, report } from "./a11y-support";

// What the browser alone shows of part1 §2-§3 and part2 §2, §8 beside the other walks: a code
// button's countdown in the security centre and the AccessSecret dialog (a click during it says
// how long to wait; after the dialog is closed and opened again the server's 460 brings the
// countdown back), read on the page's paused clock; a disabled role offered but not choosable;
// the ticket centre's "OpenAPI and SDK application tickets" item and its page; /serviceNoList
// lighting its pool's service in the side menu; the stored session following the language and
// time-zone switches; the register and reset pages' own subtitles.

type BaseInfo = { email: string; phone: string };
const BASE_INFO = "/api/authcenter/console/user/account/getUserBaseInfo";

// A sandbox of its own: the codes sent here start the 60 s wait on the demo user's addresses.
test("security centre and AccessSecret: a click during the countdown says to wait; a 460 brings the countdown back (en)", async ({
  browser,
  ownSandbox: _,
}) => {
  const lang: Lang = "en";
  const C = webStrings(lang, "centre");
  const sdk = sdkStrings(lang);
  const page = await signedIn(browser, { lang, clock: true });
  const { email } = await api<BaseInfo>(page, BASE_INFO);

  await page.goto(`${base()}/my/#/safeCenter`);
  const emailCard = page.getByRole("region", { name: sdk["field.email"]! });
  const dialog = page.getByRole("dialog", { name: C["dialog.emailTitle"]! });
  const openDialog = async () => {
    await emailCard.getByRole("button", { name: C["safe.changeEmail"]! }).click();
    await dialog.getByText(sdk["field.email"]!, { exact: true }).click();
    await dialog.getByLabel(C["verify.oldEmail"]!).fill(email);
  };
  const counting = (seconds: number | string) =>
    dialog.getByRole("button", { name: new RegExp(`^${fill(C["code.resendIn"], { seconds })}$`) });

  await openDialog();
  await pauseClock(page);
  await dialog.getByRole("button", { name: C["code.send"]! }).click();
  await whilePaused(page, () => expect(counting(60)).toBeVisible({ timeout: 200 }));
  await page.clock.runFor(1000);
  await counting(59).click();
  await expect(dialog.getByRole("alert")).toHaveText(fill(C["code.wait"], { seconds: 59 }));
  await page.clock.resume();

  // Closed and opened again, the dialog has forgotten its countdown; the server has not.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await openDialog();
  await expect(dialog.getByRole("button", { name: C["code.send"]! })).toBeVisible();
  await dialog.getByRole("button", { name: C["code.send"]! }).click();
  await expect(counting("\\d+")).toBeVisible();
  await shot(page, `spec-gaps-460-${lang}`);
  await page.keyboard.press("Escape");

  // The AccessSecret dialog's code button does the same.
  await page.goto(`${base()}/my/#/myCenter`);
  const card = page.getByRole("region", { name: C["myCenter.credentials"]! });
  const reveal = page.getByTestId("reveal-dialog").getByRole("dialog");
  const revealCounting = reveal.getByRole("button", {
    name: new RegExp(`^${fill(C["code.resendIn"], { seconds: "\\d+" })}$`),
  });
  await card.getByRole("button", { name: C["myCenter.reveal"]! }).click();
  await reveal.getByRole("button", { name: C["code.send"]! }).click();
  await expect(revealCounting).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(reveal).toBeHidden();
  await card.getByRole("button", { name: C["myCenter.reveal"]! }).click();
  await reveal.getByRole("button", { name: C["code.send"]! }).click();
  await expect(revealCounting).toBeVisible();
  await revealCounting.click();
  await expect(reveal.getByRole("alert")).toHaveText(
    new RegExp(`^${fill(C["code.wait"], { seconds: "\\d+" })}$`),
  );
  await page.context().close();
});

test("sub-account roles: a disabled role is offered but cannot be chosen (zh-CN)", async ({ browser }) => {
  const lang: Lang = "zh-CN";
  const S = webStrings(lang, "subaccounts");
  const sdk = sdkStrings(lang);
  const page = await signedIn(browser, { lang });
  await page.goto(`${base()}/my/#/accountMng`);
  await page.getByRole("button", { name: S["action.roles"] }).first().click();
  const roles = page.getByTestId("subaccount-roles").getByRole("dialog");
  await roles.getByLabel(S["roles.pick"]!).click();
  // The seeded auditor role is disabled (roleStatus 1).
  const disabled = page.getByRole("option", {
    name: fill(S["roles.disabledOption"], { name: "审计（已停用）", status: sdk["roleStatus.1"]! }),
  });
  await expect(disabled).toBeDisabled();
  await expect(page.getByRole("option", { name: "财务", exact: true })).toBeEnabled();
  await shot(page, `spec-gaps-disabled-role-${lang}`);
  await page.context().close();
});

for (const lang of ["en", "zh-CN"] as const) {
  test(`side menu: the ticket centre's OpenAPI and SDK application tickets; a pool's devices light its service (${lang})`, async ({
    browser,
  }) => {
    const sdk = sdkStrings(lang);
    const T = webStrings(lang, "tickets");
    const page = await signedIn(browser, { lang });
    const nav = page.getByRole("navigation").first();
    await nav.getByRole("button", { name: sdk["menu.tickets"]!, exact: true }).click();
    await nav.getByRole("link", { name: sdk["menu.applyTickets"]!, exact: true }).click();
    await expect(page).toHaveURL(/#\/applyTicket$/);
    await expect(page.getByRole("heading", { name: sdk["menu.applyTickets"]!, level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: sdk["menu.applyTickets"]!, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const openApi = page.getByRole("region", { name: sdk["ticketType.3"]! });
    await expect(page.getByRole("region", { name: sdk["ticketType.5"]! })).toBeVisible();
    await shot(page, `spec-gaps-apply-tickets-${lang}`);
    const findings = await axeFindings(page, `/applyTicket (${lang})`);
    expect(findings, report(findings)).toEqual([]);
    await openApi.getByRole("link", { name: fill(T["apply.new"], { kind: sdk["ticketType.3"]! }) }).click();
    await expect(page).toHaveURL(/#\/addOpenAPI\?type=1$/);

    // /serviceNoList of an A-GNSS pool: A-GNSS is the lit item, not high precision.
    const pools = await api<{ list: { poolId: string; calType: string }[] }>(
      page,
      "/api/console/pool/poolList",
      {
        selectType: 2,
        pageNo: 1,
        pageSize: 10,
      },
    );
    const pool = pools.list[0]!;
    const type = pool.calType === "concurrent_pool" ? 1 : 2;
    await page.goto(`${base()}/my/#/serviceNoList?poolId=${pool.poolId}&type=${type}&selectType=2`);
    await expect(nav.getByRole("link", { name: sdk["menu.auxPosition"]!, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      nav.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true }),
    ).not.toHaveAttribute("aria-current", "page");
    await page.context().close();
  });
}

test("the stored session follows the language and time-zone switches (zh-CN → en)", async ({ browser }) => {
  const page = await signedIn(browser, { lang: "zh-CN" });
  const stored = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem("fixcloud.session") ?? "{}") as Record<string, unknown>,
    );
  expect(await stored()).toMatchObject({ languageAbbr: "zh-CN" });
  const banner = page.getByRole("banner");
  await banner.getByText(webStrings("zh-CN", "common")["timeZone.local"]!, { exact: true }).click();
  await expect.poll(async () => (await stored()).timeZone).toBe("local");
  await banner.getByText(webStrings("zh-CN", "common")["language.en"]!, { exact: true }).click();
  await expect.poll(async () => (await stored()).languageAbbr).toBe("en");
  await banner.getByText(webStrings("en", "common")["timeZone.UTC"]!, { exact: true }).click();
  await expect.poll(async () => (await stored()).timeZone).toBe("UTC");
  // Still a session the console opens with.
  await page.reload();
  await expect(page.getByTestId("overview-tiles")).toBeVisible();
  expect(await stored()).toMatchObject({ languageAbbr: "en", timeZone: "UTC" });
  await page.context().close();
});

for (const lang of ["zh-CN", "en"] as const) {
  test(`login.html: register and reset have their own subtitles (${lang})`, async ({ browser }) => {
    const L = webStrings(lang, "login");
    const context = await browser.newContext();
    await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
    const page = await context.newPage();
    await page.goto(`${base()}/my/login.html`);
    const card = page.locator(".lg-card");
    await expect(card.getByText(L.subtitle!, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: L.register!, exact: true }).click();
    await expect(page.getByRole("heading", { name: L.titleRegister!, exact: true })).toBeVisible();
    await expect(card.getByText(L.subtitleRegister!, { exact: true })).toBeVisible();
    await expect(card.getByText(L.subtitle!, { exact: true })).toHaveCount(0);
    await page.goto(`${base()}/my/login.html#forgot`);
    await expect(page.getByRole("heading", { name: L.titleForgot!, exact: true })).toBeVisible();
    await expect(card.getByText(L.subtitleForgot!, { exact: true })).toBeVisible();
    await shot(page, `spec-gaps-forgot-${lang}`);
    await context.close();
  });
}
