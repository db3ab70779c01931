import type { Page } from "@playwright/test";
import {
  advanceSandbox,
  base,
  expect,
  fill,
  type Lang,
  newestMessage,
  pauseClock,
  REVIEW_DELAY_MS,
  sdkStrings,
  shot,
  signIn,
  test,
  WIDE,
  webStrings,
  whilePaused,
} from "./support";

// Real-name and enterprise certification (part2 §2-§5), in zh-CN, as the account holder
// of a customer that has not certified yet (newco): the status page says "not verified", an
// empty form is refused with L000238, the form is filled with an image and a region, the code
// comes from the sandbox's outbox (its resend countdown read on the paused clock), the
// submission is under review, and once the sandbox's review delay has passed on its clock (moved,
// not waited for: a sandbox of its own) the status page shows the customer verified with its
// details. The approve command is walked by identity-journey.spec.ts.

const WHO = { username: "newco", phone: "13700002001" };
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const lang: Lang = "zh-CN";
test(`certify: form with an image and a region → under review → the review delay passes → verified (${lang})`, async ({
  browser,
  ownSandbox: _,
}) => {
  const C = webStrings(lang, "certification");
  const m = sdkStrings(lang);
  const who = WHO;
  const context = await browser.newContext({ viewport: WIDE });
  await context.clock.install();
  await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
  const page = await context.newPage();
  await signIn(page, lang, { username: who.username });
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 10_000 });

  // Not started: the status says so and the button starts the form.
  await page.goto(`${base()}/my/#/realNameAttestate`);
  await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.3"]!);
  await page.getByRole("button", { name: C["action.start"], exact: true }).click();
  await page.waitForURL(/#\/realNameInfo\?type=1/);

  // An empty form sends nothing and says why.
  await page.getByRole("button", { name: C["form.submit"], exact: true }).click();
  await expect(page.getByText(m.L000238!).first()).toBeVisible();
  await expect(page.getByText(m.L000655!)).toBeVisible();

  // The image: checked, uploaded, previewed.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: C["form.imagePreview"] })).toBeVisible();

  await page.getByRole("textbox", { name: m["field.certCustomerName"]!, exact: true }).fill("新创测绘");
  await page
    .getByRole("textbox", { name: m["field.unifyCreditCode"]!, exact: true })
    .fill("91350100M000100Y43");
  await page.getByRole("textbox", { name: m["field.corporateName"]!, exact: true }).fill("王五");
  await page.getByRole("textbox", { name: m["field.registeredCapital"]!, exact: true }).fill("500");
  await choose(page, C["form.province"]!, "广东省");
  await choose(page, C["form.city"]!, "深圳市");
  await choose(page, C["form.county"]!, "南山区");
  await page.getByRole("textbox", { name: m["field.certAddressDetail"]!, exact: true }).fill("科技园 2 号");
  await page.getByRole("textbox", { name: m["field.contacts"]!, exact: true }).fill("李四");
  await page.getByRole("textbox", { name: m["field.certEmail"]!, exact: true }).fill("ops@newco.example");
  await page.getByRole("textbox", { name: m["field.certPhone"]!, exact: true }).fill(who.phone);
  // The send button counts down from 60 s, read on the paused clock.
  await pauseClock(page);
  await page.getByRole("button", { name: C["form.sendCode"], exact: true }).click();
  const resendIn = (seconds: number) =>
    page.getByRole("button", { name: fill(C["form.resendIn"], { seconds }), exact: true });
  await whilePaused(page, () => expect(resendIn(60)).toBeDisabled({ timeout: 200 }));
  await page.clock.runFor(1000);
  await expect(resendIn(59)).toBeDisabled();
  await page.clock.resume();
  await page
    .getByRole("textbox", { name: m["field.verificationCode"]!, exact: true })
    .fill((await newestMessage(page, who.phone)).code);
  await choose(page, m["field.applicationArea"]!, "测绘地理信息");
  await choose(page, C["form.scene"]!, "地籍测量");
  await shot(page, `${lang}-certification-form`, { fullPage: true });
  await page.getByRole("button", { name: C["form.submit"], exact: true }).click();

  // Submitted: back on the status page, under review.
  await expect(page.getByText(m.L000208!)).toBeVisible();
  await page.waitForURL(/#\/realNameAttestate/);
  await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.4"]!);

  // Still under review just before the review delay has passed; verified once it has.
  await advanceSandbox(page, REVIEW_DELAY_MS - 60_000);
  await page.reload();
  await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.4"]!);
  await advanceSandbox(page, 60_000);
  await page.reload();
  await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.1"]!);
  const details = page.getByTestId("certification-details");
  await expect(details).toContainText("广东省深圳市南山区科技园 2 号");
  await expect(details).toContainText("91350100M000100Y43");
  await expect(details.getByRole("img", { name: "licence.png" })).toBeVisible();
  await expect(page.getByRole("button", { name: m["authFlag.1"], exact: true })).toBeDisabled();
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem("fixcloud.session")!));
  expect(session.nocertified).toBe(false);
  await shot(page, `${lang}-certification-approved`, { fullPage: true });

  // The form is no longer reachable once approved (authStatus 1).
  await page.goto(`${base()}/my/#/realNameInfo?type=1`);
  await page.waitForURL(/#\/realNameAttestate/);
  await context.close();
});
