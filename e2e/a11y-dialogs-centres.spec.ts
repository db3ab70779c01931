import { axeFindings, dialogFindings, expectNone, type Finding, visit } from "./a11y-support";
import { expect, fill, LANGS, sdkStrings, signedIn, test, webStrings } from "./support";

// axe (WCAG 2 A and AA) finds no serious or critical violation in these dialogs, in either
// language, each scanned open over its page: the security centre's phone and password dialogs,
// the personal centre's reveal dialog, the message settings' recipient chooser, a role's menu
// tree and the ticket type picker.

for (const lang of LANGS) {
  test(`the centre, message, role and ticket dialogs pass axe (${lang})`, async ({ browser }) => {
    const C = webStrings(lang, "centre");
    const M = webStrings(lang, "messages");
    const T = webStrings(lang, "tickets");
    const common = webStrings(lang, "common");
    const sdk = sdkStrings(lang);
    const found: Finding[] = [];
    const page = await signedIn(browser, { lang });
    const scan = async (where: string, open: () => Promise<unknown>) =>
      found.push(...(await dialogFindings(page, where, open)));

    await visit(page, "/safeCenter");
    await scan("phone dialog", () => page.getByRole("button", { name: C["safe.changePhone"]! }).click());
    await scan("password dialog", () =>
      page.getByRole("button", { name: C["safe.changePassword"]! }).click(),
    );
    await visit(page, "/myCenter");
    await scan("reveal dialog", () => page.getByRole("button", { name: C["myCenter.reveal"]! }).click());

    await visit(page, "/messageSet");
    await scan("recipient chooser", () =>
      page.getByRole("button", { name: fill(M["settings.chooseFor"], { type: sdk["msgType.3"]! }) }).click(),
    );

    // A seeded role's menu tree (the operator's role).
    await visit(page, "/roleMng");
    const role = page.getByTestId("roles-table").getByRole("row").nth(1);
    await role.getByRole("button", { name: common["action.details"]!, exact: true }).click();
    await expect(page.getByTestId("dialog-role")).toBeVisible();
    await expect(page.getByTestId("dialog-role").getByRole("checkbox").first()).toBeVisible();
    found.push(...(await axeFindings(page, "role dialog", "[role=dialog]")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await visit(page, "/workOrderMng");
    await expect(page.getByTestId("tickets-table").getByRole("row").nth(1)).toBeVisible();
    await scan("ticket type picker", () =>
      page.getByRole("button", { name: T["list.add"]!, exact: true }).click(),
    );
    await page.context().close();
    await expectNone(found);
  });
}
