import type { Page } from "@playwright/test";
import {
  api,
  base,
  expect,
  fill,
  type Lang,
  sdkStrings,
  shot,
  signedIn,
  test,
  WIDE,
  webStrings,
} from "./support";

// The role page /roleMng (part2 §2, §4-5, §8), in zh-CN: the list opens on enabled
// roles; add a role; in its detail dialog tick part of the menu tree (a node brings its
// ancestors, unticking a parent drops its children, an empty tree is refused with L000077) and
// save; disable and enable it after the confirmations; assign a sub-account; delete it. The page
// and the tree dialog are scanned by a11y-pages-* and a11y-dialogs-*, per language.
function catalogue(lang: Lang) {
  const roles = webStrings(lang, "roles");
  const common = webStrings(lang, "common");
  const sdk = sdkStrings(lang);
  return {
    r: (key: string, vars?: Record<string, string | number>) => fill(roles[key], vars),
    c: (key: string) => fill(common[key]),
    sdk: (key: string) => sdk[key]!,
  };
}

interface Role {
  id: string;
  roleCode: string;
  roleName: string;
  roleStatus: number;
  menuCodeList: string[];
  usernameList?: { userName: string }[];
}

const findRole = async (page: Page, name: string) =>
  (await api<Role[]>(page, "/api/authcenter/console/role/manager/list", { userFlag: true })).find(
    (r) => r.roleName === name,
  );

{
  const lang: Lang = "zh-CN";
  test(`roles: add, menu tree, toggle, assign, delete (${lang})`, async ({ browser }) => {
    const { r, c, sdk } = catalogue(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });
    await page.goto(`${base()}/my/#/roleMng`);
    await expect(page.getByRole("heading", { name: r("title") })).toBeVisible();
    const table = page.getByTestId("roles-table");
    const confirm = () =>
      page
        .getByRole("dialog")
        .getByRole("button", { name: c("confirm.ok"), exact: true })
        .click();

    // Opens on enabled roles: the disabled auditor role is not listed.
    await expect(table.getByRole("row", { name: /运维操作员/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /审计/ })).toHaveCount(0);

    // Add.
    const name = `e2e ${lang} ${Date.now() % 100_000}`;
    await page.getByRole("button", { name: r("action.add"), exact: true }).click();
    const add = page.getByRole("dialog", { name: r("dialog.add.title") });
    await add.getByLabel(sdk("field.roleName")).fill(`  ${name}  `);
    await add.getByLabel(sdk("field.remarks")).fill("nightly");
    await add.getByRole("button", { name: c("confirm.ok"), exact: true }).click();
    await expect(page.getByText(sdk("L000082"))).toBeVisible();
    const row = table.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();

    // Detail: the menu tree.
    await row.getByRole("button", { name: c("action.details"), exact: true }).click();
    const dialog = page.getByTestId("dialog-role");
    const box = (key: string) => dialog.getByRole("checkbox", { name: sdk(key), exact: true });
    await expect(box("menu.services")).toBeVisible();
    await dialog.getByRole("button", { name: c("action.save"), exact: true }).click();
    await expect(page.getByText(sdk("L000077"))).toBeVisible();
    await box("menu.highPrecision").check();
    await expect(box("menu.services")).toBeChecked();
    await box("menu.services").uncheck();
    await expect(box("menu.highPrecision")).not.toBeChecked();
    await box("menu.auxPosition").check();
    await box("menu.developers").check();
    await shot(page, `roles-tree-${lang}`);
    await dialog.getByRole("button", { name: c("action.save"), exact: true }).click();
    await expect(page.getByText(sdk("L000079"), { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await findRole(page, name))?.menuCodeList).toEqual([
      "KFZ_LJG456",
      "FWGL_HSK974",
      "FZDWFW_TIK895",
    ]);

    // Disable (L000517), then it leaves the enabled list; enable (L000516) from "all".
    await row.getByRole("button", { name: sdk("actionCode.2"), exact: true }).click();
    await expect(page.getByRole("dialog").getByText(sdk("L000517"))).toBeVisible();
    await confirm();
    await expect(row).toHaveCount(0);
    await page.getByRole("combobox", { name: sdk("field.roleStatus"), exact: true }).click();
    await page.getByRole("option", { name: c("filters.placeholderSelect"), exact: true }).click();
    await page.getByRole("button", { name: c("action.search"), exact: true }).click();
    await expect(row.getByText(sdk("roleStatus.1"))).toBeVisible();
    await expect(table.getByRole("row", { name: /审计/ })).toBeVisible();
    await row.getByRole("button", { name: sdk("actionCode.1"), exact: true }).click();
    await expect(page.getByRole("dialog").getByText(sdk("L000516"))).toBeVisible();
    await confirm();
    await expect(row.getByText(sdk("roleStatus.0"))).toBeVisible();
    expect((await findRole(page, name))?.roleStatus).toBe(0);

    // Assign accounts.
    await row.getByRole("button", { name: r("action.assign"), exact: true }).click();
    const assign = page.getByTestId("dialog-assign-users");
    await assign.getByRole("combobox", { name: r("dialog.assign.accounts"), exact: true }).click();
    await page.getByRole("option", { name: /^operator/ }).click();
    await page.keyboard.press("Escape");
    await expect(assign.getByRole("cell", { name: "operator", exact: true })).toBeVisible();
    await assign.getByRole("button", { name: c("action.save"), exact: true }).click();
    await expect(page.getByText(sdk("L000116"))).toBeVisible();
    expect((await findRole(page, name))?.usernameList).toEqual([
      expect.objectContaining({ userName: "operator" }),
    ]);

    // Delete (L000527 → L000097).
    await row.getByRole("button", { name: r("action.delete"), exact: true }).click();
    await expect(page.getByRole("dialog").getByText(sdk("L000527"))).toBeVisible();
    await confirm();
    await expect(page.getByText(sdk("L000097"))).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await findRole(page, name)).toBeUndefined();
    await page.context().close();
  });
}
