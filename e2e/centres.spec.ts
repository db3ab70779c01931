import {
  api,
  base,
  expect,
  fill,
  newestMessage,
  pageNow,
  pauseClock,
  sdkStrings,
  shot,
  signedIn,
  signIn,
  test,
  webStrings,
  whilePaused,
} from "./support";

// The personal and security centres (part2 §2): the security centre's email change in
// three steps with the codes read from the sandbox's outbox (verify the current email → the new
// email and its code → success that closes after 3 s); the AccessSecret revealed with the SMS
// code and cleared from the page 5 minutes later, with a visible countdown; a new username and
// password that sign the user out. Countdowns are read on the page's paused fake clock. Their
// pages and dialogs are scanned by a11y-pages-* and a11y-dialogs-*.

type BaseInfo = { email: string; phone: string };
const BASE_INFO = "/api/authcenter/console/user/account/getUserBaseInfo";

test("security centre: change the email in three steps (en)", async ({ browser }) => {
  const lang = "en";
  const C = webStrings(lang, "centre");
  const sdk = sdkStrings(lang);
  const page = await signedIn(browser, { lang, clock: true });
  const { email } = await api<BaseInfo>(page, BASE_INFO);
  const fresh = "centre.en@example.com";

  await page.goto(`${base()}/my/#/safeCenter`);
  await expect(page.getByRole("heading", { name: C["safe.title"]! })).toBeVisible();
  const emailCard = page.getByRole("region", { name: sdk["field.email"]! });
  await expect(emailCard).toContainText(`${email[0]}***@example.com`);
  await emailCard.getByRole("button", { name: C["safe.changeEmail"]! }).click();
  const dialog = page.getByRole("dialog", { name: C["dialog.emailTitle"]! });

  // Step 1: verify with the current email. A blank value is refused by the rule first.
  await dialog.getByText(sdk["field.email"]!, { exact: true }).click();
  await dialog.getByRole("button", { name: C["action.next"]! }).click();
  await expect(dialog.getByText(sdk.L000678!)).toBeVisible();
  await dialog.getByLabel(C["verify.oldEmail"]!).fill(email);
  // The resend timer: 60 s from the send, read on the paused clock, one second later 59.
  await pauseClock(page);
  await dialog.getByRole("button", { name: C["code.send"]! }).click();
  const resendIn = (seconds: number) =>
    dialog.getByRole("button", { name: fill(C["code.resendIn"], { seconds }) });
  await whilePaused(page, async () => {
    await expect(dialog.getByText(fill(C["code.sentTo"], { to: `${email[0]}***@example.com` }))).toBeVisible({
      timeout: 200,
    });
    await expect(resendIn(60)).toBeVisible({ timeout: 200 });
  });
  await page.clock.runFor(1000);
  await expect(resendIn(59)).toBeVisible();
  await page.clock.resume();
  await dialog.getByLabel(C["code.label"]!).fill((await newestMessage(page, email, "9")).code);
  await dialog.getByRole("button", { name: C["action.next"]! }).click();

  // Step 2: the new email and the code sent to it.
  await dialog.getByLabel(C["newValue.email"]!).fill("not-an-email");
  await dialog.getByRole("button", { name: C["code.send"]! }).click();
  await expect(dialog.getByText(sdk.L000610!)).toBeVisible();
  await dialog.getByLabel(C["newValue.email"]!).fill(fresh);
  await dialog.getByRole("button", { name: C["code.send"]! }).click();
  await dialog.getByLabel(C["code.label"]!).fill((await newestMessage(page, fresh, "12")).code);
  await shot(page, `centres-email-step2-${lang}`);

  // Step 3: success, then the dialog closes by itself 3 s later (not before) and the card shows
  // the new email.
  await pauseClock(page);
  await dialog.getByRole("button", { name: C["action.submit"]! }).click();
  await whilePaused(page, () => expect(dialog.getByText(C["done.email"]!)).toBeVisible({ timeout: 200 }));
  await page.clock.runFor(2_900);
  await expect(dialog.getByText(C["done.email"]!)).toBeVisible();
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect(dialog).toBeHidden();
  await expect(emailCard).toContainText("c***@example.com");
  const after = await api<BaseInfo>(page, BASE_INFO);
  expect(after.email).toBe(fresh);
  await page.context().close();
});

// A sandbox of its own: nothing else sends this phone a code, so the 60 s resend rule never
// stands in the way, however often the test runs.
test("personal centre: the AccessSecret shows after the SMS code and is cleared after 5 minutes (zh-CN)", async ({
  browser,
  ownSandbox: _,
}) => {
  const lang = "zh-CN";
  const C = webStrings(lang, "centre");
  const common = webStrings(lang, "common");
  const sdk = sdkStrings(lang);
  const page = await signedIn(browser, { lang, clock: true });
  const { phone } = await api<BaseInfo>(page, BASE_INFO);
  const [key] = await api<{ accessKey: string }[]>(page, "/api/push/console/openApi/getAccessKey");

  await page.goto(`${base()}/my/#/myCenter`);
  const card = page.getByRole("region", { name: C["myCenter.credentials"]! });
  await expect(card.getByRole("cell", { name: key!.accessKey })).toBeVisible();
  for (const header of ["field.accessKey", "field.accessSecret", "field.createTime"])
    await expect(card.getByRole("columnheader", { name: sdk[header]!, exact: true })).toBeVisible();
  await expect(card.getByRole("cell", { name: C["myCenter.secretHidden"]! })).toBeVisible();
  await expect(page.getByRole("region", { name: C["myCenter.baseInfo"]! })).toContainText(phone);

  await card.getByRole("button", { name: C["myCenter.reveal"]! }).click();
  const dialog = page.getByTestId("reveal-dialog").getByRole("dialog");
  // The code must be exactly 4 characters (part2 §5).
  await dialog.getByLabel(C["code.label"]!).fill("12");
  await dialog.getByRole("button", { name: common["confirm.ok"]! }).click();
  await expect(dialog.getByText(sdk.L000603!)).toBeVisible();
  await dialog.getByRole("button", { name: C["code.send"]! }).click();
  await expect(
    dialog.getByText(fill(C["code.sentTo"], { to: `${phone.slice(0, 3)}****${phone.slice(-4)}` })),
  ).toBeVisible();
  await dialog.getByLabel(C["code.label"]!).fill((await newestMessage(page, phone, "11")).code);

  // Revealed: a 32-character secret and the countdown from 5:00, on the paused clock.
  await pauseClock(page);
  const revealedAt = await pageNow(page);
  await dialog.getByRole("button", { name: common["confirm.ok"]! }).click();
  const secret = card.getByRole("cell", { name: /^[A-Za-z0-9]{32}$/ });
  const timer = card.getByRole("timer");
  await whilePaused(page, async () => {
    await expect(secret).toBeVisible({ timeout: 200 });
    await expect(timer).toHaveText(fill(C["myCenter.hidesIn"], { time: "5:00" }), { timeout: 200 });
  });
  // The toast saying so comes in on animation frames, after its module loads (lazily, with the
  // first toast): let frames run for as long as a loaded machine needs to load it.
  await whilePaused(page, () => expect(page.getByText(sdk.L000697!)).toBeVisible({ timeout: 200 }), {
    stepMs: 16,
    timeout: 30_000,
  });
  await shot(page, `centres-secret-${lang}`);

  // Four minutes on it is still there, with a minute to go; past five it is gone.
  await page.clock.runFor(revealedAt + 4 * 60_000 - (await pageNow(page)));
  await expect(timer).toHaveText(fill(C["myCenter.hidesIn"], { time: "1:00" }));
  await expect(secret).toBeVisible();
  await page.clock.runFor("01:01");
  await expect(card.getByRole("cell", { name: /^[A-Za-z0-9]{32}$/ })).toHaveCount(0);
  await expect(card.getByRole("cell", { name: C["myCenter.secretHidden"]! })).toBeVisible();
  await expect(card.getByRole("button", { name: C["myCenter.reveal"]! })).toBeVisible();
  await page.context().close();
});

// The password dialog ends the user's sessions: a sandbox of its own. Signing in afterwards is
// the subject, through the sign-in page.
test("security centre: a new username and password sign the user out (en)", async ({
  browser,
  ownSandbox: _,
}) => {
  const lang = "en";
  const C = webStrings(lang, "centre");
  const sdk = sdkStrings(lang);
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
  const page = await context.newPage();
  await signIn(page, lang);
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });
  const { phone } = await api<BaseInfo>(page, BASE_INFO);

  await page.goto(`${base()}/my/#/safeCenter`);
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
  await dialog.getByLabel(C["code.label"]!).fill((await newestMessage(page, phone)).code);
  await dialog.getByLabel(C["password.new"]!, { exact: true }).fill("Newpass2027");
  await dialog.getByLabel(C["password.confirm"]!, { exact: true }).fill("Newpass2028");
  await dialog.getByRole("button", { name: C["action.submit"]! }).click();
  await expect(dialog.getByText(sdk.L000521!)).toBeVisible();
  await dialog.getByLabel(C["password.confirm"]!, { exact: true }).fill("Newpass2027");
  await dialog.getByRole("button", { name: C["action.submit"]! }).click();

  // Step 3, then the sign-in page; the new name and password sign in.
  await expect(dialog.getByText(C["done.password"]!)).toBeVisible();
  await page.waitForURL(/login\.html/, { timeout: 10_000 });
  await signIn(page, lang, { goto: false, username: "demo2027", password: "Newpass2027" });
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });
  await context.close();
});
