import type { Page } from "@playwright/test";
import { api, base, expect, type Lang, sdkStrings, shot, signedIn, test, WIDE, webStrings } from "./support";

// The sub-account page /accountMng (part2 §2, §4-5, §8) as a main account uses it, in en: add a
// sub-account (rules first, then L000522), open its details (user id, dummy password) and switch
// to edit (username locked, password optional, L000079), disable and enable it with the
// confirmations L000517/L000516, assign roles (the chosen roles' table, L000116), delete it
// (L000518), and search it by username and full name.

const MANAGE = "/api/authcenter/console/subAccount/manage";

type Row = {
  userconsoleUseId: string;
  userName: string;
  userStatus: number;
  roleList?: { roleCode: string }[];
};
const find = async (page: Page, userName: string) =>
  (
    await api<{ records: Row[] }>(page, `${MANAGE}/subAccountList`, { userName, roleFlag: true })
  ).records.find((r) => r.userName === userName);

{
  const lang: Lang = "en";
  test(`sub-accounts: add, detail, edit, toggle, roles, delete (${lang})`, async ({ browser }) => {
    const S = webStrings(lang, "subaccounts");
    const C = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    const userName = `walk${lang === "en" ? "en" : "zh"}${Date.now() % 100000}`;
    await page.goto(`${base()}/my/#/accountMng`);
    await expect(page.getByRole("heading", { name: S.title })).toBeVisible();
    const table = page.getByTestId("subaccounts-table");
    await expect(table.getByRole("cell", { name: "operator", exact: true })).toBeVisible();

    // Add: an empty form is refused by the rules, a valid one is created.
    await page.getByRole("button", { name: S.add, exact: true }).click();
    const dialog = page.getByTestId("subaccount-dialog").getByRole("dialog");
    await dialog.getByRole("button", { name: S["dialog.save"] }).click();
    await expect(dialog.getByText(sdk.L000605!)).toBeVisible();
    await dialog.getByLabel(sdk["field.userName"]!).fill(userName);
    await dialog.getByLabel(sdk["field.fullName"]!).fill("Walk Tester");
    await dialog.getByLabel(sdk["field.phone"]!).fill("13800138000");
    await dialog.getByLabel(sdk["field.email"]!).fill(`${userName}@example.com`);
    await dialog.getByLabel(new RegExp(`^${sdk["field.password"]}`)).fill("short");
    await dialog.getByLabel(sdk["field.confirmPassword"]!).fill("short");
    await dialog.getByRole("button", { name: S["dialog.save"] }).click();
    await expect(dialog.getByText(sdk.L000520!)).toBeVisible();
    await dialog.getByLabel(new RegExp(`^${sdk["field.password"]}`)).fill("Walk@2026pw");
    await dialog.getByLabel(sdk["field.confirmPassword"]!).fill("Walk@2026pw");
    await dialog.getByRole("button", { name: S["dialog.save"] }).click();
    await expect(page.getByText(sdk.L000522!)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = table.getByRole("row").filter({ hasText: userName });
    await expect(row).toBeVisible();
    await expect(row.getByText(sdk["userStatus.0"]!)).toBeVisible();
    const created = (await find(page, userName))!;

    // Detail: read-only with the user id and the dummy password; Edit switches to the edit form.
    await row.getByRole("button", { name: S["action.detail"] }).click();
    await expect(dialog.getByLabel(sdk["field.userconsoleUseId"]!)).toHaveValue(created.userconsoleUseId);
    await expect(dialog.getByLabel(sdk["field.password"]!)).toHaveValue("********");
    await shot(page, `subaccounts-detail-${lang}`);
    await dialog.getByRole("button", { name: S["dialog.toEdit"] }).click();
    await expect(page.getByRole("dialog", { name: S["dialog.edit"] })).toBeVisible();
    await expect(dialog.getByLabel(sdk["field.userName"]!)).toBeDisabled();
    await dialog.getByLabel(sdk["field.fullName"]!).fill("Walk Edited");
    await dialog.getByRole("button", { name: S["dialog.save"] }).click();
    await expect(page.getByText(sdk.L000079!, { exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Walk Edited" })).toBeVisible();

    // Disable then enable, each confirmed first.
    await row.getByRole("button", { name: sdk["actionCode.2"]! }).click();
    await expect(page.getByText(sdk.L000517!)).toBeVisible();
    await page.getByRole("button", { name: C["confirm.ok"], exact: true }).click();
    await expect(row.getByText(sdk["userStatus.2"]!)).toBeVisible();
    expect((await find(page, userName))?.userStatus).toBe(2);
    await row.getByRole("button", { name: sdk["actionCode.1"]! }).click();
    await expect(page.getByText(sdk.L000516!)).toBeVisible();
    await page.getByRole("button", { name: C["confirm.ok"], exact: true }).click();
    await expect(row.getByText(sdk["userStatus.0"]!)).toBeVisible();

    // Roles: pick one, the chosen roles' table shows its name and remarks, L000116.
    await row.getByRole("button", { name: S["action.roles"] }).click();
    const roles = page.getByTestId("subaccount-roles").getByRole("dialog");
    await roles.getByLabel(S["roles.pick"]!).click();
    await page.getByRole("option", { name: "财务" }).click();
    await roles.getByRole("heading").first().click(); // close the dropdown
    await expect(roles.getByTestId("chosen-roles").getByRole("cell", { name: "财务" })).toBeVisible();
    await expect(
      roles.getByTestId("chosen-roles").getByRole("cell", { name: "订单与交易 / orders" }),
    ).toBeVisible();
    await roles.getByRole("button", { name: S["dialog.save"] }).click();
    await expect(page.getByText(sdk.L000116!)).toBeVisible();
    expect((await find(page, userName))?.roleList?.map((r) => r.roleCode)).toEqual(["finance"]);

    // Search by username and by full name (trimmed), then reset.
    const form = page.getByRole("form", { name: S.filters });
    await form.getByLabel(sdk["field.userName"]!).fill(`  ${userName}  `);
    await form.getByRole("button", { name: C["action.search"] }).click();
    await expect(table.getByRole("row")).toHaveCount(2);
    await form.getByRole("button", { name: C["action.reset"] }).click();
    await form.getByLabel(sdk["field.fullName"]!).fill("walk edited");
    await form.getByRole("button", { name: C["action.search"] }).click();
    await expect(row).toBeVisible();
    await expect(table.getByRole("cell", { name: "operator", exact: true })).toBeHidden();
    await form.getByRole("button", { name: C["action.reset"] }).click();

    // Delete, confirmed with L000518.
    await row.getByRole("button", { name: S["action.delete"] }).click();
    await expect(page.getByText(sdk.L000518!)).toBeVisible();
    await page.getByRole("button", { name: C["confirm.ok"], exact: true }).click();
    await expect(row).toBeHidden();
    expect(await find(page, userName)).toBeUndefined();
    await shot(page, `subaccounts-${lang}`);
    await page.context().close();
  });
}

test("the sub-account pager offers the list's own page sizes and puts the chosen one in the URL (zh-CN)", async ({
  browser,
}) => {
  const lang: Lang = "zh-CN";
  const C = webStrings(lang, "common");
  const page = await signedIn(browser, { lang, viewport: WIDE });
  await page.goto(`${base()}/my/#/accountMng`);
  await expect(page.getByTestId("subaccounts-table")).toBeVisible();
  await page.getByRole("combobox", { name: C["pager.pageSize"] }).click();
  const option = (size: number) =>
    page.getByRole("option", { name: C["pager.pageSizeOption"]!.replace("{{size}}", String(size)) });
  for (const size of [10, 20, 50, 100]) await expect(option(size)).toBeVisible();
  // 30 is a size of the other lists: the sub-account list's URL schema would refuse it.
  await expect(option(30)).toHaveCount(0);
  await option(50).click();
  await expect(page).toHaveURL(/pageSize=50/);
  await page.context().close();
});
