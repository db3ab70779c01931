import type { Locator, Page } from "@playwright/test";
import {
  base,
  expect,
  fill,
  LANGS,
  newestMessage,
  sdkStrings,
  signedIn,
  signIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// Every record the console creates is created through its own form and then opened, in both
// languages (part2 §2-§5: the four ticket kinds, a receiver, a role, a sub-account, the
// certification; the signed webhooks: an endpoint): what was typed is what its detail or edit view
// shows. A bug ticket with a fault time range once could not be opened at all (its view handed an
// array index to the time formatter as the format). Each walk has a sandbox of its own: what it
// adds would change the lists the other walks of the worker read; the certification can be
// submitted once per customer.

/** The field labels of the ticket forms, as the SDK's catalogue names them. */
const TICKET_LABEL: Record<string, string> = {
  title: "field.ticketTitle",
  contacts: "field.ticketContacts",
  email: "field.ticketEmail",
};
const labelKey = (key: string) => TICKET_LABEL[key] ?? `field.${key}`;

/** A ticket kind: its form route, text typed per field, and choices picked (field → enum value). */
interface TicketKind {
  type: 1 | 2 | 3 | 5;
  path: string;
  text: Record<string, string>;
  choices?: Record<string, number>;
  range?: { from: string; to: string };
  apis?: boolean;
}

const KINDS = (tag: string): TicketKind[] => [
  {
    type: 1,
    path: "addBugOrder",
    text: {
      title: `bug ${tag}`,
      useArea: `Hangzhou ${tag}`,
      accServNo: "acc0001",
      equipmentModel: "UB482",
      troubleDescribe: `float only ${tag}`,
    },
    range: { from: "2026-05-30T08:00", to: "2026-05-30T09:30" },
  },
  {
    type: 2,
    path: "addChangeOrder",
    text: { title: `change ${tag}`, troubleDescribe: `more accounts ${tag}` },
    choices: { troubleType: 2 },
  },
  {
    type: 3,
    path: "addOpenAPI",
    text: { title: `api ${tag}`, troubleDescribe: `for our dispatch system ${tag}` },
    apis: true,
  },
  {
    type: 5,
    path: "addSdkOrder",
    text: {
      title: `sdk ${tag}`,
      os: "Linux",
      chipModel: "RK3588",
      compilerDownUrl: "https://example.com/gcc.tar.gz",
      compilerMsg: "gcc 12",
      ide: "VS Code",
      sdkUsableSource: `fleet ${tag}`,
      companyName: `Acme ${tag}`,
    },
    choices: { processorSize: 2 },
  },
];

/** Pick `option` in the select labelled `label`. */
async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

for (const lang of LANGS) {
  const tag = lang === "en" ? "en" : "zh";

  test(`each ticket kind, filed through its form, opens with its values (${lang})`, async ({
    browser,
    ownSandbox: _,
  }) => {
    const T = webStrings(lang, "tickets");
    const m = sdkStrings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    for (const kind of KINDS(tag)) {
      await page.goto(`${base()}/my/#/${kind.path}?type=1`);
      const form = page.getByRole("form", {
        name: fill(T["form.titleNew"], { kind: m[`ticketType.${kind.type}`]! }),
      });
      const box = (key: string) => form.getByRole("textbox", { name: m[labelKey(key)]!, exact: true });
      // The contacts are prefilled from the customer lookup: wait for them before typing.
      await expect(
        form.getByRole("textbox", { name: m["field.ticketCustomerName"], exact: true }),
      ).not.toHaveValue("");
      for (const [key, value] of Object.entries(kind.text)) await box(key).fill(value);
      for (const [key, value] of Object.entries(kind.choices ?? {}))
        await choose(page, form, m[labelKey(key)]!, m[`${key}.${value}`]!);
      if (kind.range) {
        const end = (which: string) =>
          form.getByRole("textbox", {
            name: fill(T[which], { label: m["field.troubleTime"]! }),
            exact: true,
          });
        await end("form.from").fill(kind.range.from);
        await end("form.to").fill(kind.range.to);
      }
      let api = "";
      if (kind.apis) {
        const first = form.getByRole("checkbox").first();
        const name = await first.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "");
        api = /\(([^)]+)\)$/.exec(name.trim())?.[1] ?? "";
        expect(api, "an API to request").not.toBe("");
        await first.check();
      }
      // The previous ticket's confirmation has gone: a toast with the same text is one toast, so
      // this ticket's confirmation is its own.
      await expect(page.getByText(T["form.created"]!)).toHaveCount(0);
      await form.getByRole("button", { name: T["form.submit"], exact: true }).click();
      // The toast may come before the list has loaded: look for both from the click on, so a slow
      // navigation cannot outlast the toast.
      await Promise.all([
        page.waitForURL(/#\/workOrderMng/),
        expect(page.getByText(T["form.created"]!).first()).toBeVisible(),
      ]);

      // The newest row is the ticket; its details open the view with every value typed.
      const row = page.getByTestId("tickets-table").getByRole("row").nth(1);
      await expect(row).toContainText(kind.text.title!);
      const ticketNo = ((await row.getByRole("cell").nth(1).textContent()) ?? "").trim();
      await page.getByRole("link", { name: fill(T["list.detailOf"], { ticketNo }) }).click();
      // The views of the earlier tickets stay mounted, hidden (the console keeps recent views).
      const view = page.locator("[data-testid=ticket-view]:visible");
      await expect(view).toBeVisible();
      const shown = (key: string) => view.getByRole("textbox", { name: m[labelKey(key)]!, exact: true });
      for (const [key, value] of Object.entries(kind.text)) await expect(shown(key)).toHaveValue(value);
      for (const [key, value] of Object.entries(kind.choices ?? {}))
        await expect(shown(key)).toHaveValue(m[`${key}.${value}`]!);
      if (kind.range)
        await expect(shown("troubleTime")).toHaveValue(/^2026-05-30 08:00(:00)? ~ 2026-05-30 09:30(:00)?$/);
      if (kind.apis)
        await expect(shown("apis")).toHaveValue(new RegExp(api.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")));
    }
    await page.context().close();
  });

  test(`a receiver, a role, a sub-account and a webhook, each created, open with their values (${lang})`, async ({
    browser,
    ownSandbox: _,
  }) => {
    const sdk = sdkStrings(lang);
    const common = webStrings(lang, "common");
    const page = await signedIn(browser, { lang, viewport: WIDE });

    // Receiver: added, then its edit dialog holds what was typed.
    const R = webStrings(lang, "receivers");
    const receiver = {
      name: `Receiver ${tag}`,
      email: `receiver-${tag}@example.com`,
      position: `Ops ${tag}`,
    };
    await page.goto(`${base()}/my/#/receiveMan`);
    await page.getByRole("button", { name: R.add, exact: true }).click();
    const receiverDialog = page.getByTestId("receiver-dialog").getByRole("dialog");
    await receiverDialog.getByLabel(sdk["field.name"]!).fill(receiver.name);
    await receiverDialog.getByLabel(sdk["field.email"]!).fill(receiver.email);
    await receiverDialog.getByLabel(sdk["field.position"]!).fill(receiver.position);
    await receiverDialog.getByRole("button", { name: R["dialog.save"] }).click();
    await expect(receiverDialog).toBeHidden();
    await page.reload();
    const receiverRow = page
      .getByTestId("receivers-table")
      .getByRole("row")
      .filter({ hasText: receiver.email });
    await receiverRow.getByRole("button", { name: R["action.edit"] }).click();
    const editReceiver = page.getByRole("dialog", { name: R["dialog.edit"] });
    await expect(editReceiver.getByLabel(sdk["field.name"]!)).toHaveValue(receiver.name);
    await expect(editReceiver.getByLabel(sdk["field.email"]!)).toHaveValue(receiver.email);
    await expect(editReceiver.getByLabel(sdk["field.position"]!)).toHaveValue(receiver.position);
    await page.keyboard.press("Escape");

    // Role: added, then its detail dialog is the role's.
    const roles = webStrings(lang, "roles");
    const roleName = `Role ${tag}`;
    await page.goto(`${base()}/my/#/roleMng`);
    await page.getByRole("button", { name: roles["action.add"], exact: true }).click();
    const addRole = page.getByRole("dialog", { name: roles["dialog.add.title"] });
    await addRole.getByLabel(sdk["field.roleName"]!).fill(roleName);
    await addRole.getByLabel(sdk["field.remarks"]!).fill(`remarks ${tag}`);
    await addRole.getByRole("button", { name: common["confirm.ok"], exact: true }).click();
    await expect(addRole).toBeHidden();
    await page.reload();
    const roleRow = page.getByTestId("roles-table").getByRole("row", { name: new RegExp(roleName) });
    await expect(roleRow).toContainText(`remarks ${tag}`);
    await roleRow.getByRole("button", { name: common["action.details"], exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: fill(roles["dialog.detail.title"], { role: roleName }) }),
    ).toBeVisible();
    await expect(
      page.getByTestId("dialog-role").getByRole("checkbox", { name: sdk["menu.services"]!, exact: true }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // Sub-account: added, then its detail dialog holds what was typed.
    const S = webStrings(lang, "subaccounts");
    const sub = {
      userName: `sub${tag}01`,
      fullName: `Sub ${tag}`,
      phone: "13800138001",
      email: `sub-${tag}@example.com`,
    };
    await page.goto(`${base()}/my/#/accountMng`);
    await page.getByRole("button", { name: S.add, exact: true }).click();
    const subDialog = page.getByTestId("subaccount-dialog").getByRole("dialog");
    await subDialog.getByLabel(sdk["field.userName"]!).fill(sub.userName);
    await subDialog.getByLabel(sdk["field.fullName"]!).fill(sub.fullName);
    await subDialog.getByLabel(sdk["field.phone"]!).fill(sub.phone);
    await subDialog.getByLabel(sdk["field.email"]!).fill(sub.email);
    await subDialog.getByLabel(new RegExp(`^${sdk["field.password"]}`)).fill("Walk@2026pw");
    await subDialog.getByLabel(sdk["field.confirmPassword"]!).fill("Walk@2026pw");
    await subDialog.getByRole("button", { name: S["dialog.save"] }).click();
    await expect(subDialog).toBeHidden();
    await page.reload();
    const subRow = page.getByTestId("subaccounts-table").getByRole("row").filter({ hasText: sub.userName });
    await subRow.getByRole("button", { name: S["action.detail"] }).click();
    const subView = page.getByTestId("subaccount-dialog").getByRole("dialog");
    for (const [key, value] of Object.entries(sub))
      await expect(subView.getByLabel(sdk[`field.${key}`]!, { exact: true })).toHaveValue(value);
    await page.keyboard.press("Escape");

    // Webhook: added (its secret shown once), then listed with its address, description and event.
    const W = webStrings(lang, "webhooks");
    const url = `https://hooks.example.com/${tag}`;
    await page.goto(`${base()}/my/#/webhooks`);
    await page.getByRole("button", { name: W.add!, exact: true }).click();
    const hookDialog = page.getByRole("dialog", { name: W["dialog.add"]! });
    await hookDialog.getByRole("textbox", { name: sdk["field.url"]! }).fill(url);
    await hookDialog.getByRole("textbox", { name: sdk["field.description"]! }).fill(`hook ${tag}`);
    await hookDialog.getByRole("checkbox", { name: sdk["webhookEventType.batch.finished"]! }).check();
    await hookDialog.getByRole("button", { name: W["dialog.submit"]!, exact: true }).click();
    await page.getByRole("button", { name: W["secret.done"]!, exact: true }).click();
    await page.reload();
    const hookRow = page.getByTestId("webhooks-table").getByRole("row").filter({ hasText: url });
    await expect(hookRow).toContainText(`hook ${tag}`);
    await expect(hookRow).toContainText(sdk["webhookEventType.batch.finished"]!);
    await page.context().close();
  });

  test(`the certification, submitted through its form, opens read-only with its values (${lang})`, async ({
    browser,
    ownSandbox: _,
  }) => {
    const C = webStrings(lang, "certification");
    const m = sdkStrings(lang);
    const phone = "13700002001";
    const context = await browser.newContext({ viewport: WIDE });
    await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
    const page = await context.newPage();
    await signIn(page, lang, { username: "newco" });
    await page.waitForURL(/\/my\/#\/overview/, { timeout: 15_000 });
    await page.goto(`${base()}/my/#/realNameInfo?type=1`);
    const firstOption = async (label: string) => {
      await page.getByRole("combobox", { name: label, exact: true }).click();
      const option = page.getByRole("option").first();
      const text = ((await option.textContent()) ?? "").trim();
      await option.click();
      return text;
    };
    const PNG = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "licence.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: C["form.imagePreview"] })).toBeVisible();
    const company = `Newco ${tag}`;
    await page.getByRole("textbox", { name: m["field.certCustomerName"]!, exact: true }).fill(company);
    await page
      .getByRole("textbox", { name: m["field.unifyCreditCode"]!, exact: true })
      .fill("91350100M000100Y43");
    await page.getByRole("textbox", { name: m["field.corporateName"]!, exact: true }).fill(`Wang ${tag}`);
    await page.getByRole("textbox", { name: m["field.registeredCapital"]!, exact: true }).fill("500");
    const province = await firstOption(C["form.province"]!);
    await firstOption(C["form.city"]!);
    await firstOption(C["form.county"]!);
    await page
      .getByRole("textbox", { name: m["field.certAddressDetail"]!, exact: true })
      .fill(`Park 2 ${tag}`);
    await page.getByRole("textbox", { name: m["field.contacts"]!, exact: true }).fill(`Li ${tag}`);
    await page
      .getByRole("textbox", { name: m["field.certEmail"]!, exact: true })
      .fill(`ops-${tag}@newco.example`);
    await page.getByRole("textbox", { name: m["field.certPhone"]!, exact: true }).fill(phone);
    await page.getByRole("button", { name: C["form.sendCode"], exact: true }).click();
    await page
      .getByRole("textbox", { name: m["field.verificationCode"]!, exact: true })
      .fill((await newestMessage(page, phone)).code);
    await firstOption(m["field.applicationArea"]!);
    await firstOption(C["form.scene"]!);
    await page.getByRole("button", { name: C["form.submit"], exact: true }).click();
    await page.waitForURL(/#\/realNameAttestate/);
    await expect(page.getByTestId("certification-status")).toContainText(m["authFlag.4"]!);

    // Under review, the application opens read-only with what was typed.
    await page.goto(`${base()}/my/#/realNameInfo?type=4`);
    const details = page.getByTestId("certification-details");
    await expect(details).toContainText(company);
    await expect(details).toContainText("91350100M000100Y43");
    await expect(details).toContainText(`Wang ${tag}`);
    await expect(details).toContainText(province);
    await expect(details).toContainText(`Park 2 ${tag}`);
    await expect(details.getByRole("img", { name: "licence.png" })).toBeVisible();
    await context.close();
  });
}
