import type { Browser, Page } from "@playwright/test";
import {
  api,
  base,
  codeOnOutboxPage,
  expect,
  fetchAsPage,
  fill,
  type Lang,
  sdkStrings,
  shot,
  signIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// The whole identity walk across login.html, the sandbox and the console, in en, on a
// fresh customer (signing in is part of the subject: through the page): register by phone with
// the code read on the sandbox's
// outbox page → sign in by phone + SMS code → adding a sub-account is refused while uncertified
// (L000519), and the recipient page asks to certify rather than naming a limit → certify with an image and a region → the sandbox approves → a role with one
// service screen (A-GNSS) of the menu tree → a sub-account holding that role → signed in as
// the sub-account: only its menus show, a forbidden URL is the 403 page, and the sandbox
// refuses a forbidden call the page makes with its own token while it serves the allowed one.

const exact = { exact: true } as const;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** The role's menu codes: service management and its A-GNSS screen (routeTable, part1 §2). */
const ROLE_CODES = ["FWGL_HSK974", "FZDWFW_TIK895"];

/** A fresh identity per language and run: unique usernames and mainland mobile numbers. */
function identity(lang: Lang) {
  const n = lang === "en" ? 2 : 1;
  const stamp = String(Date.now()).slice(-7);
  const tag = lang === "en" ? "en" : "zh";
  return {
    username: `journey${tag}${stamp}`,
    phone: `137${n}${stamp}`,
    password: "Journey@2026",
    sub: { userName: `crew${tag}${stamp}`, phone: `138${n}${stamp}`, password: "Crew@2026pw" },
    company: `${lang === "en" ? "Journey Positioning" : "旅程测绘"} ${stamp}`,
  };
}

/** A fresh browser context in `lang` (no session), on a desktop screen. */
async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({
    viewport: WIDE,
    timezoneId: "Asia/Shanghai",
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem("fixcloud.language")) localStorage.setItem("fixcloud.language", l);
  }, lang);
  return context.newPage();
}

/** Pick the first option of a select (region and application area come from data sets, not locales). */
async function chooseFirst(page: Page, label: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option").first().click();
}

/** The session the console keeps for the signed-in user. */
const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("fixcloud.session") ?? "{}")) as Promise<{
    customerNo: string;
    nocertified: boolean;
    accountType: number;
    menuCodes: string[];
  }>;

const lang: Lang = "en";
test(`identity journey: register → certify → role → sub-account → its menus, 403 page and 403 call (${lang})`, async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const L = webStrings(lang, "login");
  const Cert = webStrings(lang, "certification");
  const R = webStrings(lang, "roles");
  const S = webStrings(lang, "subaccounts");
  const common = webStrings(lang, "common");
  const shell = webStrings(lang, "shell");
  const m = sdkStrings(lang);
  const who = identity(lang);
  const page = await pageIn(browser, lang);

  await test.step("register by phone with the code from the outbox page", async () => {
    await page.goto(`${base()}/my/login.html`);
    await page.getByRole("link", { name: L.register!, exact: true }).click();
    // The heading changes at once; the form is a chunk: wait for its own button before typing.
    await expect(page.getByRole("heading", { name: L.titleRegister!, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: L.registerSubmit!, exact: true })).toBeVisible();
    await page.getByLabel(L.username!, exact).fill(who.username);
    await page.getByLabel(m["field.phone"]!, exact).fill(who.phone);
    await page.getByLabel(L.imageCaptcha!, exact).fill("1234");
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await expect(page.getByText(L.codeSent!)).toBeVisible();
    await page
      .getByLabel(m["field.verificationCode"]!, exact)
      .fill(await codeOnOutboxPage(page, who.phone, `journey-outbox-${lang}`));
    await page.getByLabel(L.password!, exact).fill(who.password);
    await page.getByLabel(m["field.confirmPassword"]!, exact).fill(who.password);
    await shot(page, `journey-register-${lang}`);
    await page.getByRole("button", { name: L.registerSubmit!, exact: true }).click();
    await expect(page.getByText(L.registered!)).toBeVisible();
  });

  await test.step("sign in by phone + SMS code", async () => {
    // Registration opens sign-in by phone.
    await expect(page.getByRole("heading", { name: L.titlePhone!, exact: true })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByRole("button", { name: L.submit!, exact: true })).toBeVisible();
    await page.getByLabel(m["field.phone"]!, exact).fill(who.phone);
    await page.getByRole("button", { name: L.sendCode!, exact: true }).click();
    await expect(page.getByText(L.codeSent!)).toBeVisible();
    await page.getByLabel(L.imageCaptcha!, exact).fill("1234");
    await page.getByLabel(m["field.verificationCode"]!, exact).fill(await codeOnOutboxPage(page, who.phone));
    await page.getByRole("button", { name: L.submit!, exact: true }).click();
    await page.waitForURL(/\/my\/#\/overview/, { timeout: 15_000 });
    expect(await sessionOf(page)).toMatchObject({ accountType: 1, nocertified: true });
  });

  await test.step("uncertified: adding a sub-account is refused with L000519", async () => {
    await page.goto(`${base()}/my/#/accountMng`);
    await expect(page.getByRole("heading", { name: S.title! })).toBeVisible();
    await page.getByRole("button", { name: S.add!, exact: true }).click();
    await expect(page.getByText(m.L000519!)).toBeVisible();
    await expect(page.getByRole("dialog", { name: S["dialog.add"]! })).toHaveCount(0);
  });

  await test.step("uncertified: the recipient page asks to certify, it names no limit", async () => {
    // Its 405 reaches the recipient list as 777, which alone reads as "limit reached".
    const R = webStrings(lang, "receivers");
    await page.goto(`${base()}/my/#/receiveMan`);
    await expect(page.getByRole("heading", { name: R.title! })).toBeVisible();
    await expect(page.getByRole("button", { name: R.add!, exact: true })).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: m.L000519! })).toBeVisible();
    await expect(page.getByText(m.L000692!)).toHaveCount(0);
    await page.getByRole("link", { name: R.certify!, exact: true }).click();
    await page.waitForURL(/#\/realNameAttestate/);
  });

  await test.step("certify with an image and a region", async () => {
    await page.goto(`${base()}/my/#/realNameAttestate`);
    await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.3"]!);
    await page.getByRole("button", { name: Cert["action.start"]!, exact: true }).click();
    await page.waitForURL(/#\/realNameInfo\?type=1/);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: Cert["form.imagePreview"]! })).toBeVisible();
    await page.getByRole("textbox", { name: m["field.certCustomerName"]!, exact: true }).fill(who.company);
    await page
      .getByRole("textbox", { name: m["field.unifyCreditCode"]!, exact: true })
      .fill("91350100M000100Y43");
    await page.getByRole("textbox", { name: m["field.corporateName"]!, exact: true }).fill("赵六");
    await page.getByRole("textbox", { name: m["field.registeredCapital"]!, exact: true }).fill("300");
    await chooseFirst(page, Cert["form.province"]!);
    await chooseFirst(page, Cert["form.city"]!);
    await chooseFirst(page, Cert["form.county"]!);
    await page.getByRole("textbox", { name: m["field.certAddressDetail"]!, exact: true }).fill("1 号");
    await page.getByRole("textbox", { name: m["field.contacts"]!, exact: true }).fill("钱七");
    await page
      .getByRole("textbox", { name: m["field.certEmail"]!, exact: true })
      .fill(`${who.username}@example.com`);
    await page.getByRole("textbox", { name: m["field.certPhone"]!, exact: true }).fill(who.phone);
    await page.getByRole("button", { name: Cert["form.sendCode"]!, exact: true }).click();
    await expect(
      page.getByRole("button", { name: new RegExp(fill(Cert["form.resendIn"], { seconds: "\\d+" })) }),
    ).toBeDisabled();
    await page
      .getByRole("textbox", { name: m["field.verificationCode"]!, exact: true })
      .fill(await codeOnOutboxPage(page, who.phone));
    await chooseFirst(page, m["field.applicationArea"]!);
    await chooseFirst(page, Cert["form.scene"]!);
    await shot(page, `journey-certification-${lang}`);
    await page.getByRole("button", { name: Cert["form.submit"]!, exact: true }).click();
    await expect(page.getByText(m.L000208!)).toBeVisible();
    await page.waitForURL(/#\/realNameAttestate/);
  });

  await test.step("the sandbox approves; the customer is verified", async () => {
    const { customerNo } = await sessionOf(page);
    const res = await page.request.post(`${base()}/__sandbox/certification/approve`, {
      data: { customerNo },
    });
    // Approved now, by the command (the sandbox's review delay is far longer: e2e/sandbox.ts).
    expect((await res.json()).code).toBe(200);
    await page.reload();
    await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.1"]!);
    await expect(page.getByTestId("certification-details")).toContainText(who.company);
    await expect.poll(async () => (await sessionOf(page)).nocertified).toBe(false);
    await shot(page, `journey-certified-${lang}`, { fullPage: true });
  });

  const roleName = `${lang === "en" ? "A-GNSS crew" : "辅助定位组"} ${who.username.slice(-4)}`;
  await test.step("a role with one service screen of the menu tree", async () => {
    await page.goto(`${base()}/my/#/roleMng`);
    await page.getByRole("button", { name: R["action.add"]!, exact: true }).click();
    const add = page.getByRole("dialog", { name: R["dialog.add.title"]! });
    await add.getByLabel(m["field.roleName"]!).fill(roleName);
    await add.getByRole("button", { name: common["confirm.ok"]!, exact: true }).click();
    await expect(page.getByText(m.L000082!)).toBeVisible();
    const row = page.getByTestId("roles-table").getByRole("row", { name: new RegExp(roleName) });
    await row.getByRole("button", { name: common["action.details"]!, exact: true }).click();
    const dialog = page.getByTestId("dialog-role");
    const box = (key: string) => dialog.getByRole("checkbox", { name: m[key]!, exact: true });
    await box("menu.auxPosition").check();
    // Its ancestor comes with it; nothing else is ticked.
    await expect(box("menu.services")).toBeChecked();
    await expect(box("menu.highPrecision")).not.toBeChecked();
    await expect(box("menu.roles")).not.toBeChecked();
    await shot(page, `journey-role-tree-${lang}`);
    await dialog.getByRole("button", { name: common["action.save"]!, exact: true }).click();
    await expect(page.getByText(m.L000079!, { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const roles = await api<{ roleName: string; menuCodeList: string[] }[]>(
      page,
      "/api/authcenter/console/role/manager/list",
      { userFlag: true },
    );
    expect(roles.find((r) => r.roleName === roleName)?.menuCodeList).toEqual(ROLE_CODES);
  });

  await test.step("a sub-account holding that role", async () => {
    await page.goto(`${base()}/my/#/accountMng`);
    await expect(page.getByRole("heading", { name: S.title! })).toBeVisible();
    await page.getByRole("button", { name: S.add!, exact: true }).click();
    const dialog = page.getByTestId("subaccount-dialog").getByRole("dialog");
    await dialog.getByLabel(m["field.userName"]!).fill(who.sub.userName);
    await dialog.getByLabel(m["field.fullName"]!).fill("Crew Member");
    await dialog.getByLabel(m["field.phone"]!).fill(who.sub.phone);
    await dialog.getByLabel(m["field.email"]!).fill(`${who.sub.userName}@example.com`);
    await dialog.getByLabel(new RegExp(`^${m["field.password"]}`)).fill(who.sub.password);
    await dialog.getByLabel(m["field.confirmPassword"]!).fill(who.sub.password);
    await dialog.getByRole("button", { name: S["dialog.save"]! }).click();
    await expect(page.getByText(m.L000522!)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId("subaccounts-table").getByRole("row").filter({ hasText: who.sub.userName });
    await row.getByRole("button", { name: S["action.roles"]! }).click();
    const roles = page.getByTestId("subaccount-roles").getByRole("dialog");
    await roles.getByLabel(S["roles.pick"]!).click();
    await page.getByRole("option", { name: roleName }).click();
    await roles.getByRole("heading").first().click(); // close the dropdown
    await expect(roles.getByTestId("chosen-roles").getByRole("cell", { name: roleName })).toBeVisible();
    await shot(page, `journey-subaccount-roles-${lang}`);
    await roles.getByRole("button", { name: S["dialog.save"]! }).click();
    await expect(page.getByText(m.L000116!)).toBeVisible();
    const list = await api<{ records: { userName: string; roleList?: { roleName: string }[] }[] }>(
      page,
      "/api/authcenter/console/subAccount/manage/subAccountList",
      { userName: who.sub.userName, roleFlag: true },
    );
    expect(list.records.find((r) => r.userName === who.sub.userName)?.roleList).toEqual([
      expect.objectContaining({ roleName }),
    ]);
  });
  await page.context().close();

  // The sub-account signs in by username in a browser of its own.
  const crew = await pageIn(browser, lang);
  await test.step("sign in as the sub-account", async () => {
    await signIn(crew, lang, { username: who.sub.userName, password: who.sub.password });
    await crew.waitForURL(/\/my\/#\/overview/, { timeout: 15_000 });
    expect((await sessionOf(crew)).menuCodes).toEqual(ROLE_CODES);
  });

  await test.step("only its menus show", async () => {
    const nav = crew.getByRole("navigation", { name: shell["nav.label"]! });
    await expect(nav.getByText(m["menu.overview"]!, exact)).toBeVisible();
    await nav.getByRole("button", { name: m["menu.services"]! }).click();
    // Exactly these items, in menu order: the one group and its one screen, and the overview
    // every signed-in user has; no other group or screen (security centre, roles, users …).
    await expect(nav.getByRole("button")).toHaveCount(1);
    await expect(nav.getByRole("button", { name: m["menu.services"]!, exact: true })).toBeVisible();
    await expect(nav.getByRole("link")).toHaveCount(2);
    await expect(nav.getByRole("link", { name: m["menu.overview"]!, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: m["menu.auxPosition"]!, exact: true })).toBeVisible();
    await shot(crew, `journey-crew-menu-${lang}`);
    // Its screen opens.
    await nav.getByRole("link", { name: m["menu.auxPosition"]!, exact: true }).click();
    await crew.waitForURL(/#\/auxPosition/);
    await expect(crew.getByRole("table").first()).toBeVisible();
    await expect(crew.getByTestId("no-permission")).toHaveCount(0);
  });

  await test.step("a forbidden URL shows the 403 page", async () => {
    for (const path of ["/highPrecision", "/roleMng", "/accountMng", "/realNameAttestate"]) {
      await crew.goto(`${base()}/my/#${path}`);
      await expect(crew.getByTestId("no-permission"), path).toBeVisible();
    }
    await shot(crew, `journey-crew-403-${lang}`);
  });

  await test.step("the sandbox refuses a forbidden call and serves the allowed one", async () => {
    const list = "/api/console/accountList/selectAccServList";
    const forbidden = await fetchAsPage(crew, list, { selectType: 1 });
    expect(forbidden.code).toBe(403);
    expect(forbidden.message).toContain(m["menu.highPrecision"]!);
    const roles = await fetchAsPage(crew, "/api/authcenter/console/role/manager/list", {});
    expect(roles.code).toBe(403);
    expect(roles.message).toContain("JSGL_QXG602");
    const allowed = await fetchAsPage(crew, list, { selectType: 2 });
    expect(allowed.code, allowed.message).toBe(200);
  });
  await crew.context().close();
});
