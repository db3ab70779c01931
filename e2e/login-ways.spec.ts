import type { Browser, Page } from "@playwright/test";
import { axeFindings, expectNone, type Finding } from "./a11y-support";
import {
  advanceSandbox,
  base,
  codeOnOutboxPage,
  expect,
  fill,
  type Lang,
  LANGS,
  pauseClock,
  sdkStrings,
  shot,
  test,
  webStrings,
  whilePaused,
} from "./support";

// The ways in of login.html as a person walks them. In zh-CN: register by phone, read
// the code on the sandbox's outbox page, sign in by phone + SMS code, with the send button's
// 60 s countdown read on the paused clock (a click during it only says to wait; after a reload
// the server's 460 restores it, and once the sandbox clock has passed the minute a code goes
// again). In en: register by e-mail, then reset the forgotten password by e-mail (verify, then
// reset) and sign in by username with the new password; Sign in pressed while the captcha
// picture loads. In both languages: every way in passes axe and is reached by keyboard. A way
// in's heading changes with its form, never over the previous one while the next loads.

// Exact label lookups: "Password" and "Confirm password", "E-mail" and "E-mail code" differ.
const exact = { exact: true } as const;

async function pageIn(browser: Browser, lang: Lang, opts: { clock?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext();
  if (opts.clock) await context.clock.install();
  await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
  return context.newPage();
}

/** A suffix that keeps a walk's new users apart from the ones of its earlier runs. */
const stamp = () => String(Date.now()).slice(-6);

{
  const lang: Lang = "zh-CN";
  const L = webStrings(lang, "login");
  const S = sdkStrings(lang);
  const sdk = sdkStrings(lang);

  // A sandbox of its own: the walk moves the sandbox clock past the resend wait.
  test(`${lang}: register by phone, read the code in the outbox, sign in by phone + SMS; 60 s countdown, 460, and a code again after the minute`, async ({
    browser,
    ownSandbox: _,
  }) => {
    const page = await pageIn(browser, lang, { clock: true });
    const phone = "13700000001";
    await page.goto(`${base()}/my/login.html`);
    await page.getByRole("link", { name: L.register!, exact: true }).click();
    await expect(page.getByRole("heading", { name: L.titleRegister!, exact: true })).toBeVisible();

    // Bad input first: the SDK's rule messages, nothing sent (the phone pattern is Chinese-only).
    await page.getByLabel(S["field.phone"]!, exact).fill("12345");
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await expect(page.getByText(sdk.L000601!)).toBeVisible();
    await page.getByRole("button", { name: L.registerSubmit!, exact: true }).click();
    await expect(page.getByText(sdk.L000605!)).toBeVisible();

    await page.getByLabel(L.username!, exact).fill("waysZhPhone");
    await page.getByLabel(S["field.phone"]!, exact).fill(phone);
    await page.getByLabel(L.imageCaptcha!, exact).fill("1234");
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await expect(page.getByText(L.codeSent!)).toBeVisible();
    await page.getByLabel(S["field.verificationCode"]!, exact).fill(await codeOnOutboxPage(page, phone));
    await page.getByLabel(L.password!, exact).fill("Ways@2026");
    await page.getByLabel(S["field.confirmPassword"]!, exact).fill("Ways@2026");
    await shot(page, `login-register-${lang}`);
    await page.getByRole("button", { name: L.registerSubmit!, exact: true }).click();
    await expect(page.getByText(L.registered!)).toBeVisible();
    // The page opens sign-in by phone.
    await expect(page.getByRole("heading", { name: L.titlePhone!, exact: true })).toBeVisible({
      timeout: 5_000,
    });

    await page.getByLabel(S["field.phone"]!, exact).fill(phone);
    const send = page.getByRole("button", { name: L.sendCode!, exact: true });
    const counting = (seconds: number | string) =>
      page.getByRole("button", { name: new RegExp(`^${fill(L.resendIn, { seconds })}$`) });
    // The countdown, on the paused clock: the button says when it may send again, 60 s from the
    // send and 59 a second later; a click now sends nothing and says how long to wait.
    await pauseClock(page);
    await send.click();
    await whilePaused(page, async () => {
      await expect(page.getByText(L.codeSent!)).toBeVisible({ timeout: 200 });
      await expect(counting(60)).toBeVisible({ timeout: 200 });
    });
    await page.clock.runFor(1000);
    await counting(59).click();
    await expect(page.getByRole("alert")).toHaveText(fill(L.codeWait, { seconds: 59 }));
    await page.clock.resume();

    // A reload forgets the countdown; the server still refuses (460), and the button counts again
    // from the server's wait.
    await page.reload();
    await page.getByLabel(S["field.phone"]!, exact).fill(phone);
    await pauseClock(page);
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await whilePaused(page, async () => {
      await expect(page.getByRole("alert")).toContainText("60 秒内", { timeout: 200 });
      await expect(counting("\\d+")).toBeVisible({ timeout: 200 });
    });
    await shot(page, `login-460-${lang}`);

    // Once the minute has passed, on both clocks, a code goes again (it alone signs in: a new
    // code voids the one before).
    await advanceSandbox(page, 61_000);
    await page.clock.runFor(60_000);
    await expect(send).toBeVisible();
    await page.clock.resume();
    await send.click();
    await expect(page.getByText(L.codeSent!)).toBeVisible();

    await page.getByLabel(L.imageCaptcha!, exact).fill("1234");
    await page.getByLabel(S["field.verificationCode"]!, exact).fill(await codeOnOutboxPage(page, phone));
    await page.getByRole("button", { name: L.submit!, exact: true }).click();
    await expect(page.getByText(L.success!)).toBeVisible();
    await page.waitForURL(/#\/overview/, { timeout: 10_000 });
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem("fixcloud.session") ?? "{}"));
    expect(session).toMatchObject({ user_name: "waysZhPhone", nocertified: true });
    await page.context().close();
  });
}

{
  const lang: Lang = "en";
  const L = webStrings(lang, "login");
  const S = sdkStrings(lang);
  const sdk = sdkStrings(lang);

  test(`${lang}: register by e-mail, forget the password, reset it by e-mail and sign in`, async ({
    browser,
  }) => {
    const page = await pageIn(browser, lang);
    const run = stamp();
    const email = `ways${run}@example.org`;
    const username = `waysEnMail${run}`;
    await page.goto(`${base()}/my/login.html#register`);
    await page.getByRole("button", { name: S["field.email"]!, exact: true }).click();
    await page.getByLabel(L.username!, exact).fill(username);
    await page.getByLabel(S["field.email"]!, exact).fill(email);
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await expect(page.getByText(L.codeSentEmail!)).toBeVisible();
    await page.getByLabel(L.imageCaptcha!, exact).fill("1234");
    await page.getByLabel(L.emailCode!, exact).fill(await codeOnOutboxPage(page, email));
    await page.getByLabel(L.password!, exact).fill("Ways@2026");
    await page.getByLabel(S["field.confirmPassword"]!, exact).fill("Ways@2027");
    await page.getByRole("button", { name: L.registerSubmit!, exact: true }).click();
    await expect(page.getByText(sdk.L000521!)).toBeVisible();
    await page.getByLabel(S["field.confirmPassword"]!, exact).fill("Ways@2026");
    await page.getByRole("button", { name: L.registerSubmit!, exact: true }).click();
    await expect(page.getByText(L.registered!)).toBeVisible();

    // Forgot password, by e-mail: verify, then reset.
    await page.goto(`${base()}/my/login.html`);
    await page.getByRole("link", { name: L.forgot!, exact: true }).click();
    await expect(page.getByRole("heading", { name: L.titleForgot!, exact: true })).toBeVisible();
    await page.getByRole("button", { name: S["field.email"]!, exact: true }).click();
    await page.getByLabel(S["field.email"]!, exact).fill(email);
    await page.getByLabel(L.imageCaptcha!, exact).fill("1234");
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await expect(page.getByText(L.codeSentEmail!)).toBeVisible();
    await page.getByLabel(L.emailCode!, exact).fill(await codeOnOutboxPage(page, email));
    await page.getByRole("button", { name: L.next!, exact: true }).click();
    await expect(page.getByText(L.resetFor!.replace("{{user}}", username))).toBeVisible();
    await page.getByLabel(L.newPassword!, exact).fill("short");
    await page.getByRole("button", { name: L.resetSubmit!, exact: true }).click();
    await expect(page.getByText(sdk.L000613!)).toBeVisible();
    await page.getByLabel(L.newPassword!, exact).fill("Reset@2026");
    await page.getByLabel(S["field.confirmPassword"]!, exact).fill("Reset@2026");
    await shot(page, `login-reset-${lang}`);
    await page.getByRole("button", { name: L.resetSubmit!, exact: true }).click();
    await expect(page.getByText(L.resetDone!)).toBeVisible();
    // Back to the username form, where the new password works.
    await expect(page.getByRole("heading", { name: L.title!, exact: true })).toBeVisible({ timeout: 5_000 });
    await page.getByLabel(L.username!).fill(username);
    await page.getByLabel(L.password!, exact).fill("Reset@2026");
    await page.getByLabel(L.captcha!, exact).fill("1234");
    await page.getByRole("button", { name: L.submit!, exact: true }).click();
    await page.waitForURL(/#\/overview/, { timeout: 10_000 });
    await page.context().close();
  });
}

for (const lang of LANGS) {
  const L = webStrings(lang, "login");
  const S = sdkStrings(lang);

  test(`${lang}: every way in passes axe and is reached and filled by keyboard`, async ({ browser }) => {
    const page = await pageIn(browser, lang);
    const found: Finding[] = [];
    await page.goto(`${base()}/my/login.html`);
    const modes = [
      ["#phone", L.titlePhone!],
      ["#sms", L.titleSms!],
      ["#register", L.titleRegister!],
      ["#forgot", L.titleForgot!],
    ] as const;
    for (const [hash, title] of modes) {
      await page.goto(`${base()}/my/login.html${hash}`);
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
      // The sign-in modes show only with the sign-in forms.
      const nav = page.getByRole("navigation", { name: L.modesLabel!, exact: true });
      if (hash === "#phone" || hash === "#sms") await expect(nav).toBeVisible();
      else await expect(nav).toBeHidden();
      found.push(...(await axeFindings(page, `login.html${hash}`)));
    }
    // From the username form to SMS-only sign-in by keyboard: the mode links are in tab order,
    // and the opened form's first field takes typing after one Tab from the heading.
    await page.goto(`${base()}/my/login.html`);
    await page.getByRole("link", { name: L.modeSms!, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: L.titleSms!, exact: true })).toBeFocused();
    await expect(page.getByRole("link", { name: L.modeSms!, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(S["field.phone"]!, exact)).toBeFocused();
    await page.context().close();
    await expectNone(found);
  });
}

// A slow network: the captcha picture is still on its way when the user presses Sign in with the
// code already typed (the sandbox's fixed code). The press waits for the picture and signs in,
// never dropped without a word.
test("Sign in pressed while the captcha picture loads waits for it and signs in (en)", async ({
  browser,
}) => {
  const page = await pageIn(browser, "en");
  const L = webStrings("en", "login");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/console/verify/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${base()}/my/login.html`);
  await page.getByLabel(L.username!).fill("demo");
  await page.getByLabel(L.password!, exact).fill("Demo@2026");
  await page.getByLabel(L.captcha!, exact).fill("1234");
  await page.getByRole("button", { name: L.submit!, exact: true }).click();
  await expect(page.getByRole("button", { name: L.submitting! })).toBeDisabled();
  release();
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 15_000 });
});

test("a way in changes its heading with its form, not before (en)", async ({ browser }) => {
  const L = webStrings("en", "login");
  const page = await pageIn(browser, "en");
  await page.goto(`${base()}/my/login.html`);
  await expect(page.getByRole("heading", { name: L.title!, exact: true })).toBeVisible();
  // The phone form's code is held on the wire: the page has asked for it, nothing has come.
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const asked = new Promise<void>((resolve) => {
    void page.route("**/assets/*.js", async (route) => {
      resolve();
      await gate;
      await route.continue();
    });
  });
  await page.getByRole("link", { name: L.modePhone!, exact: true }).click();
  await asked;
  await expect(page.getByRole("heading", { name: L.title!, exact: true })).toBeVisible();
  await expect(page.getByLabel(L.username!, exact)).toBeVisible();
  release();
  await expect(page.getByRole("heading", { name: L.titlePhone!, exact: true })).toBeVisible();
  await expect(page.getByLabel(L.username!, exact)).toHaveCount(0);
  await page.context().close();
});
