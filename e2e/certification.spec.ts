import { expect, type Page, test } from "@playwright/test";
import { labels } from "./labels";
import { type Lang, base, sdkStrings, shots, webStrings } from "./support";

// Real-name and enterprise certification (part2 §2-§5; issue 9), once per language, as the
// account holder of a customer that has not certified yet: the status page says "not verified",
// an empty form is refused with L000238, the form is filled with an image and a region, the code
// comes from the sandbox's outbox, the submission is under review, the sandbox approves it, and
// the status page shows the customer verified with its details.

const CUSTOMERS: Record<Lang, { username: string; customerNo: string; phone: string }> = {
  "zh-CN": { username: "newco", customerNo: "C2024000003", phone: "13700002001" },
  en: { username: "newco2", customerNo: "C2024000004", phone: "13700002002" },
};
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

async function sandbox(page: Page, action: string, customerNo: string) {
  const res = await page.request.post(`${base()}/__sandbox/certification/${action}`, {
    data: { customerNo },
  });
  expect((await res.json()).code).toBe(200);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const lang of ["zh-CN", "en"] as Lang[]) {
  test(`certify: form with an image and a region → the sandbox approves → verified (${lang})`, async ({
    browser,
  }) => {
    const L = labels(lang);
    const C = webStrings(lang, "certification");
    const m = sdkStrings(lang);
    const who = CUSTOMERS[lang];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((l) => {
      if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", l);
    }, lang);
    const page = await context.newPage();
    await sandbox(page, "reset", who.customerNo);

    await page.goto(`${base()}/my/login.html`);
    await page.getByLabel(L.username).fill(who.username);
    await page.getByLabel(L.password, { exact: true }).fill("Demo@2026");
    await page.getByLabel(L.captcha, { exact: true }).fill("1234");
    await page.getByRole("button", { name: L.submit, exact: true }).click();
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

    await page
      .getByRole("textbox", { name: C["form.customerName"]!, exact: true })
      .fill(lang === "en" ? "Newco Positioning" : "新创测绘");
    await page
      .getByRole("textbox", { name: m["field.unifyCreditCode"]!, exact: true })
      .fill("91350100M000100Y43");
    await page.getByRole("textbox", { name: m["field.corporateName"]!, exact: true }).fill("王五");
    await page.getByRole("textbox", { name: m["field.registeredCapital"]!, exact: true }).fill("500");
    await choose(page, C["form.province"]!, "广东省");
    await choose(page, C["form.city"]!, "深圳市");
    await choose(page, C["form.county"]!, "南山区");
    await page.getByRole("textbox", { name: C["form.addressDetail"]!, exact: true }).fill("科技园 2 号");
    await page.getByRole("textbox", { name: m["field.contacts"]!, exact: true }).fill("李四");
    await page.getByRole("textbox", { name: C["form.email"]!, exact: true }).fill("ops@newco.example");
    await page.getByRole("textbox", { name: C["form.phone"]!, exact: true }).fill(who.phone);
    await page.getByRole("button", { name: C["form.sendCode"], exact: true }).click();
    await expect(
      page.getByRole("button", { name: new RegExp(C["form.resendIn"]!.replace("{{seconds}}", "\\d+")) }),
    ).toBeDisabled();
    const outbox = await (
      await page.request.get(`${base()}/__sandbox/outbox?to=${who.phone}&limit=1`)
    ).json();
    await page
      .getByRole("textbox", { name: m["field.verificationCode"]!, exact: true })
      .fill(outbox.data.list[0].code);
    await choose(page, m["field.applicationArea"]!, lang === "en" ? "Surveying and mapping" : "测绘地理信息");
    await choose(page, C["form.scene"]!, lang === "en" ? "Cadastral surveys" : "地籍测量");
    await page.screenshot({ path: `${shots}/${lang}-certification-form.png`, fullPage: true });
    await page.getByRole("button", { name: C["form.submit"], exact: true }).click();

    // Submitted: back on the status page, under review.
    await expect(page.getByText(m.L000208!)).toBeVisible();
    await page.waitForURL(/#\/realNameAttestate/);
    await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.4"]!);

    // The sandbox approves; the status page shows the customer verified with its details.
    await sandbox(page, "approve", who.customerNo);
    await page.reload();
    await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.1"]!);
    const details = page.getByTestId("certification-details");
    await expect(details).toContainText("广东省深圳市南山区科技园 2 号");
    await expect(details).toContainText("91350100M000100Y43");
    await expect(details.getByRole("img", { name: "licence.png" })).toBeVisible();
    await expect(page.getByRole("button", { name: m["authFlag.1"], exact: true })).toBeDisabled();
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem("fixcloud.session")!));
    expect(session.nocertified).toBe(false);
    await page.screenshot({ path: `${shots}/${lang}-certification-approved.png`, fullPage: true });

    // The form is no longer reachable once approved (authStatus 1).
    await page.goto(`${base()}/my/#/realNameInfo?type=1`);
    await page.waitForURL(/#\/realNameAttestate/);
    await context.close();
  });
}
