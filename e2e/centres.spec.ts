import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axeFindings, type Finding, report } from "./a11y-support";
import { type Lang, api, base, fill, root, sdkStrings, shots, signIn, webStrings } from "./support";

// The personal and security centres (part2 §2; issue 9), once per language: the security centre's
// email change in three steps with the codes read from the sandbox's outbox as a person reads
// them (verify the current email → the new email and its code → success that closes after 3 s),
// and the AccessSecret revealed with the SMS code and cleared from the page 5 minutes later,
// with a visible countdown, on Playwright's fake clock.

/**
 * The newest code the sandbox "sent" to `to` (GET /__sandbox/outbox); its `purpose` is the
 * template's number (SDK SMS_TEMPLATES: 9 verifyBound, 11 accessSecret, 12 newEmail).
 */
async function codeFor(page: Page, to: string, purpose: string): Promise<string> {
  const res = await page.request.get(`${base()}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const [msg] = ((await res.json()) as { data: { list: { code: string; purpose: string }[] } }).data.list;
  expect(msg?.purpose).toBe(purpose);
  return msg!.code;
}

/**
 * Wait until the sandbox will send `to` another code for `purpose`: it refuses a second within
 * 60 s (460, part1 §9), and the walks of both languages send to the same phone.
 */
async function readyToSend(page: Page, to: string, purpose: string): Promise<void> {
  const res = await page.request.get(`${base()}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=20`);
  const list = ((await res.json()) as { data: { list: { purpose: string; createdAt: string }[] } }).data.list;
  const last = list.find((m) => m.purpose === purpose);
  if (!last) return;
  const wait = Date.parse(`${last.createdAt.replace(" ", "T")}Z`) + 61_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/** A context in `lang`, signed in as the demo main account. */
async function signedIn(browser: import("@playwright/test").Browser, lang: Lang, clock = false) {
  const context = await browser.newContext({
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1280, height: 860 },
  });
  if (clock) await context.clock.install();
  await context.addInitScript((l) => {
    if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", l);
  }, lang);
  const page = await context.newPage();
  await signIn(page, lang);
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });
  return { context, page };
}

for (const lang of ["zh-CN", "en"] as Lang[]) {
  test(`security centre: change the email in three steps (${lang})`, async ({ browser }) => {
    const C = webStrings(lang, "centre");
    const S = sdkStrings(lang);
    const sdk = sdkStrings(lang);
    const { context, page } = await signedIn(browser, lang);
    const { email } = await api<{ email: string }>(
      page,
      "/api/authcenter/console/user/account/getUserBaseInfo",
    );
    const fresh = `centre.${lang.toLowerCase()}@example.com`;

    await page.goto(`${base()}/my/#/safeCenter`);
    await expect(page.getByRole("heading", { name: C["safe.title"]! })).toBeVisible();
    const emailCard = page.getByRole("region", { name: S["field.email"]! });
    await expect(emailCard).toContainText(`${email[0]}***@example.com`);
    await emailCard.getByRole("button", { name: C["safe.changeEmail"]! }).click();
    const dialog = page.getByRole("dialog", { name: C["dialog.emailTitle"]! });

    // Step 1: verify with the current email. A blank value is refused by the rule first.
    await dialog.getByText(S["field.email"]!, { exact: true }).click();
    await dialog.getByRole("button", { name: C["action.next"]! }).click();
    await expect(dialog.getByText(sdk.L000678!)).toBeVisible();
    await dialog.getByLabel(C["verify.oldEmail"]!).fill(email);
    await dialog.getByRole("button", { name: C["code.send"]! }).click();
    await expect(
      dialog.getByText(fill(C["code.sentTo"], { to: `${email[0]}***@example.com` })),
    ).toBeVisible();
    // The resend timer runs: the button cannot send again for 60 s.
    await expect(dialog.getByRole("button", { name: /60|59/ })).toBeDisabled();
    await dialog.getByLabel(C["code.label"]!).fill(await codeFor(page, email, "9"));
    await dialog.getByRole("button", { name: C["action.next"]! }).click();

    // Step 2: the new email and the code sent to it.
    await dialog.getByLabel(C["newValue.email"]!).fill("not-an-email");
    await dialog.getByRole("button", { name: C["code.send"]! }).click();
    await expect(dialog.getByText(sdk.L000610!)).toBeVisible();
    await dialog.getByLabel(C["newValue.email"]!).fill(fresh);
    await dialog.getByRole("button", { name: C["code.send"]! }).click();
    await dialog.getByLabel(C["code.label"]!).fill(await codeFor(page, fresh, "12"));
    await page.screenshot({ path: `${shots}/centres-email-step2-${lang}.png` });
    await dialog.getByRole("button", { name: C["action.submit"]! }).click();

    // Step 3: success, then the dialog closes by itself after 3 s and the card shows the new email.
    await expect(dialog.getByText(C["done.email"]!)).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    await expect(emailCard).toContainText("c***@example.com");
    const after = await api<{ email: string }>(page, "/api/authcenter/console/user/account/getUserBaseInfo");
    expect(after.email).toBe(fresh);
    await context.close();
  });

  test(`personal centre: the AccessSecret shows after the SMS code and is cleared after 5 minutes (${lang})`, async ({
    browser,
  }) => {
    const C = webStrings(lang, "centre");
    const sdk = sdkStrings(lang);
    const { context, page } = await signedIn(browser, lang, true);
    const { phone } = await api<{ phone: string }>(
      page,
      "/api/authcenter/console/user/account/getUserBaseInfo",
    );
    const [key] = await api<{ accessKey: string }[]>(page, "/api/push/console/openApi/getAccessKey");

    await page.goto(`${base()}/my/#/myCenter`);
    const card = page.getByRole("region", { name: C["myCenter.credentials"]! });
    await expect(card.getByRole("cell", { name: key!.accessKey })).toBeVisible();
    for (const header of ["field.accessKey", "field.accessSecret", "field.createTime"])
      await expect(card.getByRole("columnheader", { name: sdk[header]!, exact: true })).toBeVisible();
    await expect(card.getByRole("cell", { name: C["myCenter.secretHidden"]! })).toBeVisible();
    await expect(page.getByRole("region", { name: C["myCenter.baseInfo"]! })).toContainText(phone);

    test.setTimeout(150_000);
    await readyToSend(page, phone, "11");
    await card.getByRole("button", { name: C["myCenter.reveal"]! }).click();
    const dialog = page.getByTestId("reveal-dialog").getByRole("dialog");
    // The code must be exactly 4 characters (part2 §5).
    await dialog.getByLabel(C["code.label"]!).fill("12");
    await dialog.getByRole("button", { name: webStrings(lang, "common")["confirm.ok"]! }).click();
    await expect(dialog.getByText(sdk.L000603!)).toBeVisible();
    await dialog.getByRole("button", { name: C["code.send"]! }).click();
    await expect(
      dialog.getByText(fill(C["code.sentTo"], { to: `${phone.slice(0, 3)}****${phone.slice(-4)}` })),
    ).toBeVisible();
    await dialog.getByLabel(C["code.label"]!).fill(await codeFor(page, phone, "11"));
    await dialog.getByRole("button", { name: webStrings(lang, "common")["confirm.ok"]! }).click();

    // Revealed: a 32-character secret and the countdown.
    const secret = card.getByRole("cell", { name: /^[A-Za-z0-9]{32}$/ });
    await expect(secret).toBeVisible();
    await expect(page.getByText(sdk.L000697!)).toBeVisible();
    await expect(card.getByRole("timer")).toHaveText(fill(C["myCenter.hidesIn"], { time: "5:00" }));
    await page.screenshot({ path: `${shots}/centres-secret-${lang}.png` });

    // Four minutes on it is still there, with a minute to go; past five it is gone.
    await page.clock.fastForward("04:00");
    await expect(card.getByRole("timer")).toHaveText(fill(C["myCenter.hidesIn"], { time: "1:00" }));
    await expect(secret).toBeVisible();
    await page.clock.fastForward("01:01");
    await expect(card.getByRole("cell", { name: /^[A-Za-z0-9]{32}$/ })).toHaveCount(0);
    await expect(card.getByRole("cell", { name: C["myCenter.secretHidden"]! })).toBeVisible();
    await expect(card.getByRole("button", { name: C["myCenter.reveal"]! })).toBeVisible();
    await context.close();
  });
}

// The password dialog ends the user's sessions, so it runs on a sandbox of its own (the other
// walks share the demo account of global-setup's).
for (const lang of ["zh-CN", "en"] as Lang[]) {
  test(`security centre: a new username and password sign the user out (${lang})`, async ({ browser }) => {
    const C = webStrings(lang, "centre");
    const L = webStrings(lang, "login");
    const sdk = sdkStrings(lang);
    const { startSandbox } = await import(join(root, "packages/fixtures/dist/index.js"));
    const sb = await startSandbox({
      memory: true,
      captcha: "1234",
      port: 0,
      accounts: 20,
      consoleDir: join(root, "packages/web/dist"),
    });
    const context = await browser.newContext();
    try {
      await context.addInitScript((l) => {
        if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", l);
      }, lang);
      const page = await context.newPage();
      await page.goto(`${sb.url}/my/login.html`);
      await signIn(page, lang, { goto: false });
      await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem("fixcloud.session")!).token);
      const info = await page.request.post(`${sb.url}/api/authcenter/console/user/account/getUserBaseInfo`, {
        data: {},
        headers: { token },
      });
      const { phone } = ((await info.json()) as { data: { phone: string } }).data;

      await page.goto(`${sb.url}/my/#/safeCenter`);
      await page.getByRole("button", { name: C["safe.changePassword"]! }).click();
      const dialog = page.getByRole("dialog", { name: C["dialog.passwordTitle"]! });
      // Step 1: a name someone else holds is refused by checkUserName; a free one passes.
      const name = dialog.getByLabel(C["password.userName"]!);
      await name.fill("operator");
      await dialog.getByRole("button", { name: C["action.next"]! }).click();
      await expect(dialog.getByText(sdk["security.usernameTaken"]!)).toBeVisible();
      await name.fill("demo2027");
      await dialog.getByRole("button", { name: C["action.next"]! }).click();

      // Step 2: verify with the phone's code; the new password twice, checked by the rules.
      await dialog.getByLabel(C["verify.oldPhone"]!).fill(phone);
      await dialog.getByRole("button", { name: C["code.send"]! }).click();
      await expect(dialog.getByRole("status")).toBeVisible();
      const res = await page.request.get(`${sb.url}/__sandbox/outbox?to=${phone}&limit=1`);
      const code = ((await res.json()) as { data: { list: { code: string }[] } }).data.list[0]!.code;
      await dialog.getByLabel(C["code.label"]!).fill(code);
      await dialog.getByLabel(C["password.new"]!, { exact: true }).fill("Newpass2027");
      await dialog.getByLabel(C["password.confirm"]!, { exact: true }).fill("Newpass2028");
      await dialog.getByRole("button", { name: C["action.submit"]! }).click();
      await expect(dialog.getByText(sdk.L000521!)).toBeVisible();
      await dialog.getByLabel(C["password.confirm"]!, { exact: true }).fill("Newpass2027");
      await dialog.getByRole("button", { name: C["action.submit"]! }).click();

      // Step 3, then the sign-in page; the new name and password sign in.
      await expect(dialog.getByText(C["done.password"]!)).toBeVisible();
      await page.waitForURL(/login\.html/, { timeout: 10_000 });
      await page.getByLabel(L.username!).fill("demo2027");
      await page.getByLabel(L.password!, { exact: true }).fill("Newpass2027");
      await page.getByLabel(L.captcha!, { exact: true }).fill("1234");
      await page.getByRole("button", { name: L.submit!, exact: true }).click();
      await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });
    } finally {
      await context.close();
      await sb.close();
    }
  });
}

// Both centres and their dialogs pass axe, with one h1 each, in both languages.
for (const lang of ["zh-CN", "en"] as Lang[]) {
  test(`the centres and their dialogs pass axe (${lang})`, async ({ browser }) => {
    const C = webStrings(lang, "centre");
    const { context, page } = await signedIn(browser, lang);
    const found: Finding[] = [];
    const dialogFindings = async (where: string, button: string) => {
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await axeFindings(page, where)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    };
    for (const [path, heading] of [
      ["/myCenter", C["myCenter.title"]!],
      ["/safeCenter", C["safe.title"]!],
    ] as const) {
      await page.goto(`${base()}/my/#${path}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(await page.locator("h1:visible").count()).toBe(1);
      found.push(...(await axeFindings(page, path)));
    }
    await dialogFindings("phone dialog", C["safe.changePhone"]!);
    await dialogFindings("password dialog", C["safe.changePassword"]!);
    await page.goto(`${base()}/my/#/myCenter`);
    await dialogFindings("reveal dialog", C["myCenter.reveal"]!);
    expect(found, report(found)).toEqual([]);
    await context.close();
  });
}
