// The audit trail in the console (docs/audit.md), in both languages: a remark set on three
// accounts (one batch) and on one (a single change) through the API with the page's session;
// the personal centre links to /audit; the page lists both newest first with the user, the
// client and each field's before → after; the action filter narrows the list; the batch entry
// opens its three rows in a drawer; the export asks with the count and saves an .xlsx whose rows
// are the table's. axe on the page and the drawer; at 390 px the page fits.
import { createRequire } from "node:module";
import { join } from "node:path";
import { axeFindings, expectNone, type Finding } from "./a11y-support";
import {
  api,
  base,
  expect,
  fill,
  LANGS,
  PHONE,
  readWorkbook,
  root,
  sdkStrings,
  signedIn,
  test,
  webStrings,
} from "./support";
import { shot } from "./shot";

const sdk = createRequire(import.meta.url)(
  join(root, "packages/sdk/dist/index.cjs"),
) as typeof import("@fixcloud/sdk");
const path = (name: keyof typeof sdk.endpoints) => sdk.endpoints[name].path;

for (const lang of LANGS) {
  test(`the audit trail lists who changed what, filters, and opens a batch's rows (${lang})`, async ({
    browser,
  }) => {
    const A = webStrings(lang, "audit");
    const C = webStrings(lang, "centre");
    const S = sdkStrings(lang);
    const page = await signedIn(browser, { lang });
    const found: Finding[] = [];
    try {
      const remark = `mast ${lang}`;
      const rows = (
        await api<{ list: { id: string }[] }>(page, path("accounts.selectAccServList"), {
          selectType: 1,
          pageNo: 1,
          pageSize: 4,
        })
      ).list.map((r) => r.id);
      await api(page, path("accounts.batchSetAccountRemark"), {
        selectType: 1,
        ids: rows.slice(0, 3),
        accountRemark: `${remark} batch`,
      });
      await api(page, path("accounts.batchSetAccountRemark"), {
        selectType: 1,
        ids: [rows[3]],
        accountRemark: remark,
      });

      await page.goto(`${base()}/my/#/myCenter`);
      await page.getByRole("link", { name: C["myCenter.auditOpen"]!, exact: true }).click();
      const table = page.getByTestId("audit-table");
      await expect(table).toBeVisible();
      await expect(table.getByText(`${S["field.accountRemark"]}: `, { exact: false }).first()).toBeVisible();
      await expect(table.getByText(new RegExp(`→ ${remark}$`))).toBeVisible();
      await expect(table.getByText(S["auditClientKind.console"]!, { exact: false }).first()).toBeVisible();
      await shot(page, `audit-${lang}`, { fullPage: true });
      found.push(...(await axeFindings(page, `/audit ${lang}`)));

      await page.getByRole("textbox", { name: S["field.userName"]!, exact: true }).fill("nobody");
      await page.getByRole("button", { name: A.search!, exact: true }).click();
      await expect(page.getByText(A.empty!)).toBeVisible();
      await page.getByRole("button", { name: A.reset!, exact: true }).click();

      // Export the last search (the user's own changes): asked with the count, then a file
      // whose rows are the table's, in the same language and time zone.
      await page.getByRole("textbox", { name: S["field.userName"]!, exact: true }).fill("demo");
      await page.getByRole("button", { name: A.search!, exact: true }).click();
      await expect(table.getByText(new RegExp(`→ ${remark}$`))).toBeVisible();
      const exportLabel = S[sdk.actionLabelKey("export")]!;
      await page.getByRole("button", { name: exportLabel, exact: true }).click();
      const prompt = page.getByRole("dialog");
      const total = (
        await api<{ total: number }>(page, path("audit.auditList"), { username: "demo", pageSize: 1 })
      ).total;
      const confirmKey =
        total === 1 && A["export.confirm_one"] ? "export.confirm_one" : "export.confirm_other";
      await expect(prompt.getByText(fill(A[confirmKey], { count: total }))).toBeVisible();
      await shot(page, `audit-export-${lang}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        prompt.getByRole("button", { name: exportLabel, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^audit-\d{8}-\d{4}\.xlsx$/);
      const file = await readWorkbook((await download.path())!);
      expect(file).toHaveLength(total + 1);
      expect(file[0]!.slice(5, 7)).toEqual([S["field.auditAction"], S["field.auditTarget"]]);
      const trs = await table.locator("tbody tr").all();
      const shown = await Promise.all(
        trs.map(async (tr) => (await tr.locator("td").allInnerTexts()).map((x) => x.trim())),
      );
      expect(shown.length).toBeGreaterThan(1);
      for (const [i, cells] of shown.entries()) {
        const row = file[i + 1]!;
        // time, action and target as the table shows them; the changes' first line.
        expect([row[0], row[5], row[6]]).toEqual([cells[0], cells[3], cells[4]]);
        expect(cells[5]).toContain(row[8]!.split("\n")[0]!);
      }

      await page
        .getByRole("button", { name: new RegExp(`^${A.rows} \\(3\\)$`) })
        .first()
        .click();
      const drawer = page.getByRole("dialog");
      await expect(drawer.getByTestId("audit-batch-rows")).toBeVisible();
      await expect(drawer.getByText(new RegExp(`→ ${remark} batch$`))).toHaveCount(3);
      await shot(page, `audit-batch-${lang}`);
      found.push(...(await axeFindings(page, `/audit batch drawer ${lang}`)));
    } finally {
      await page.context().close();
    }
    await expectNone(found);
  });

  test(`the audit page fits a 390 px phone (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, { lang, viewport: PHONE });
    try {
      await page.goto(`${base()}/my/#/audit`);
      await expect(page.getByTestId("audit-table")).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `audit-390-${lang}`, { fullPage: true });
    } finally {
      await page.context().close();
    }
  });
}
