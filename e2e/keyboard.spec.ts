import type { Locator, Page } from "@playwright/test";
import { firstButton, startsWith, strings } from "./a11y-support";
import { api, base, expect, fill, type Lang, signedIn, test } from "./support";

// The console by keyboard alone. In zh-CN: side-menu groups are buttons Tab
// reaches and Enter/Space open; the NTRIP dialog, the account drawer, a batch dialog and the
// inline remark editor give focus back to what opened them, whether closed with Escape or with
// their (named) close button. In en, one task of part 1 end to end: filter the accounts, tick
// two rows, disable them and confirm.

/** Press Tab (Shift+Tab when `back`) until `target` has focus, within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80, back = false) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, "reachable with Tab").toBeFocused();
}

/** Open a dialog from `opener` by keyboard, close it by `how`, and expect focus back on the opener. */
async function roundTrip(page: Page, opener: Locator, how: "Escape" | "close button", closeName: string) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog").last();
  await expect(dialog).toBeVisible();
  if (how === "Escape") await page.keyboard.press("Escape");
  else {
    await tabTo(page, dialog.getByRole("button", { name: closeName, exact: true }).first(), 40);
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();
}

/** The `{{account}}` of a label made from `template` (e.g. "Select {{account}}" → the name). */
function accountOf(template: string, label: string): string {
  const [pre = "", post = ""] = template.split("{{account}}");
  return label.slice(pre.length, label.length - post.length);
}

{
  const lang: Lang = "zh-CN";
  test(`side-menu groups open by keyboard; focus returns to openers (${lang})`, async ({ browser }) => {
    const { common: C, overview: O, services: S, sdk } = strings(lang);
    const page = await signedIn(browser, { lang });

    // A collapsed group: a button Tab reaches; Enter opens it, Space closes and opens it.
    const group = page
      .getByRole("navigation")
      .getByRole("button", { name: sdk["menu.services"]!, exact: true });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await tabTo(page, group);
    await page.keyboard.press("Enter");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    const highPrecision = page.getByRole("link", { name: sdk["menu.highPrecision"]!, exact: true });
    await expect(highPrecision).toBeVisible();
    await page.keyboard.press("Space");
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await expect(highPrecision).toBeHidden();
    await page.keyboard.press("Space");
    await expect(group).toHaveAttribute("aria-expanded", "true");

    // The NTRIP dialog (loaded on first open).
    const ntrip = page.getByRole("button", { name: startsWith(O["tools.ntrip"]!) });
    await roundTrip(page, ntrip, "Escape", C["action.close"]!);
    await roundTrip(page, ntrip, "close button", C["action.close"]!);

    // Into the accounts by keyboard.
    await tabTo(page, highPrecision);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/highPrecision/);
    const table = page.getByRole("table").first();
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });

    // The account drawer.
    const details = firstButton(table, S["row.detailOf"]);
    await roundTrip(page, details, "Escape", C["action.close"]!);
    await roundTrip(page, details, "close button", C["action.close"]!);

    // A batch dialog (remark) on a row ticked with Space.
    const box = table.locator("tbody input[type=checkbox]").first();
    await box.focus();
    await page.keyboard.press("Space");
    await expect(box).toBeChecked();
    const remark = page
      .getByRole("toolbar", { name: S["batch.toolbar"]! })
      .getByRole("button", { name: startsWith(sdk["actionCode.5"]!) }); // with a selection: "Remark 1 account"
    await roundTrip(page, remark, "Escape", C["action.close"]!);
    await roundTrip(page, remark, "close button", C["action.close"]!);

    // The inline remark editor: Enter opens it with focus in the field, Escape gives focus back.
    const edit = firstButton(table, S["remark.edit"]);
    await edit.focus();
    const name = (await edit.getAttribute("aria-label"))!;
    const account = accountOf(S["remark.edit"]!, name);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: fill(S["remark.input"], { account }) })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(table.getByRole("button", { name, exact: true })).toBeFocused();
    await page.context().close();
  });
}

{
  const lang: Lang = "en";
  test(`filter, tick two accounts, disable and confirm by keyboard alone (${lang})`, async ({ browser }) => {
    const { common: C, services: S, sdk } = strings(lang);
    const page = await signedIn(browser, { lang });
    await page.goto(`${base()}/my/#/highPrecision`);
    const table = page.getByRole("table").first();
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });

    // Filter: service state "in service", enabled (disable state 1), then Search.
    for (const [field, value] of [
      ["field.serviceState", "serviceState.2"],
      ["field.disableState", "disableState.1"],
    ] as const) {
      const select = page.getByRole("combobox", { name: sdk[field]!, exact: true });
      await tabTo(page, select);
      await page.keyboard.press("ArrowDown");
      const option = page.getByRole("option", { name: sdk[value]!, exact: true });
      await expect(option).toBeVisible();
      for (let i = 0; i < 10 && (await option.getAttribute("data-combobox-selected")) === null; i++)
        await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect(select).toHaveValue(sdk[value]!);
    }
    await tabTo(page, page.getByRole("button", { name: C["action.search"]!, exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/serviceState=2/);
    await expect(page).toHaveURL(/disableState=1/);
    await expect(table.locator("tbody tr").filter({ hasNotText: sdk["serviceState.2"]! })).toHaveCount(0);

    // Tick the first two rows with Space.
    const boxes = table.locator("tbody input[type=checkbox]");
    const names: string[] = [];
    for (const i of [0, 1]) {
      await tabTo(page, boxes.nth(i), 120);
      await page.keyboard.press("Space");
      await expect(boxes.nth(i)).toBeChecked();
      names.push(accountOf(S["selection.row"]!, (await boxes.nth(i).getAttribute("aria-label"))!));
    }

    // Disable, then confirm with Enter (the confirm button has focus).
    const disable = page
      .getByRole("toolbar", { name: S["batch.toolbar"]! })
      .getByRole("button", { name: startsWith(sdk["actionCode.2"]!) });
    await tabTo(page, disable, 80, true);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("2");
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);

    // Both accounts end up disabled (disable state 2), and no other.
    for (const accountName of names) {
      await expect
        .poll(
          async () => {
            const res = await api<{ list: { accountName: string; disableState: number }[] }>(
              page,
              "/api/console/accountList/selectAccServList",
              { selectType: 1, pageNo: 1, pageSize: 10, accountName },
            );
            return res.list.find((a) => a.accountName === accountName)?.disableState;
          },
          { timeout: 15_000 },
        )
        .toBe(2);
    }
    await page.context().close();
  });
}
