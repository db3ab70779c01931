import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  api,
  base,
  expect,
  type Lang,
  PHONE,
  root,
  sdkStrings,
  shot,
  signedIn,
  signedInAfresh,
  test,
  WIDE,
  webStrings,
} from "./support";

// My orders and an order's detail (part2 §2 "My orders", §3, §6) as a customer uses
// them, in en: from the overview's recent purchases to /myOrder, the time window (3 months by
// default, then all), the order number search, the cards with their amounts, and the detail's
// header and line table, every amount written as the SDK's formatMoney writes it (2-5 decimals,
// the language's currency symbol). At 390 px (zh-CN) nothing is wider than the screen. A sub-user
// without the details permission (en) sees no details link and gets the 403 page.

// The SDK's money formatter as the built package exports it (the light entry).
const { formatMoney } = createRequire(import.meta.url)(join(root, "packages/sdk/dist/lists.cjs")) as {
  formatMoney: (lang: Lang, amount: number, currency?: string) => string;
};

type Order = { orderId: string; orderNo: string; orderAmount: number; currency: string; createTime: string };
type Detail = Order & {
  rows: { productName: string; price: number; discountAmount: number; measureName: string }[];
};
const LIST = "/api/order/console/orderList";

const cards = (page: Page) => page.getByTestId("order-card");

{
  const lang: Lang = "en";
  test(`orders: overview → my orders → window, search → detail with amounts (${lang})`, async ({
    browser,
  }) => {
    const O = webStrings(lang, "orders");
    const sdk = sdkStrings(lang);
    const page = await signedIn(browser, { lang, viewport: WIDE });

    // The overview's recent purchases lead to my orders.
    await page.getByRole("link", { name: O["overview.all"]! }).click();
    await expect(page).toHaveURL(/#\/myOrder/);
    await expect(page.getByRole("heading", { name: O.title! })).toBeVisible();

    // Default window: the last 3 months, as the server counts them.
    const recent = await api<{ total: number; list: Order[] }>(page, LIST, { pageNo: 1, pageSize: 10 });
    expect(recent.total).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(Math.min(10, recent.total));
    await expect(page.getByTestId("order-time")).toHaveValue(sdk["orderTime.3"]!);
    await expect(cards(page).first()).toContainText(recent.list[0]!.orderNo);
    await expect(cards(page).first().getByTestId("order-amount")).toHaveText(
      formatMoney(lang, recent.list[0]!.orderAmount, recent.list[0]!.currency),
    );

    // All orders: more than the window held, paged by 10.
    const all = await api<{ total: number; list: Order[] }>(page, LIST, {
      time: 0,
      pageNo: 1,
      pageSize: 100,
    });
    expect(all.total).toBeGreaterThan(recent.total);
    await page.getByTestId("order-time").click();
    await page.getByRole("option", { name: sdk["orderTime.0"]! }).click();
    await expect(page).toHaveURL(/time=0/);
    await expect(cards(page)).toHaveCount(10);
    await shot(page, `orders-list-${lang}`, { fullPage: true });

    // An order whose amount has more than 2 decimals: search its number.
    const subject = all.list.find((o) => !Number.isInteger(o.orderAmount * 100))!;
    expect(subject, "an order with 3-5 decimals in the seed").toBeTruthy();
    // The number is matched anywhere, ignoring case.
    const typed = subject.orderNo.toLowerCase();
    await page.getByLabel(sdk["field.orderNo"]!).fill(typed);
    await page.getByLabel(sdk["field.orderNo"]!).press("Enter");
    await expect(page).toHaveURL(new RegExp(`orderNo=${typed}`));
    await expect(cards(page)).toHaveCount(1);
    const text = formatMoney(lang, subject.orderAmount, subject.currency);
    expect(text).toMatch(/\.\d{3,5}$/);
    await expect(cards(page).getByTestId("order-amount")).toHaveText(text);

    // Its detail: header and lines, amounts by the SDK's formatter.
    await cards(page)
      .getByRole("link", { name: O.detailsOf!.replace("{{orderNo}}", subject.orderNo) })
      .click();
    await expect(page).toHaveURL(new RegExp(`orderDetial\\?detialId=${subject.orderId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      O["detail.title"]!.replace("{{orderNo}}", subject.orderNo),
    );
    await expect(page.getByTestId("order-amount").filter({ visible: true })).toHaveText(text);
    const detail = await api<Detail>(page, "/api/order/console/orderDetail", { orderId: subject.orderId });
    const lines = page.getByTestId("order-lines");
    await expect(lines.locator("tbody tr")).toHaveCount(detail.rows.length);
    for (const [i, l] of detail.rows.entries()) {
      const row = lines.locator("tbody tr").nth(i);
      await expect(row).toContainText(l.productName);
      await expect(row).toContainText(l.measureName);
      await expect(
        row.getByRole("cell", { name: formatMoney(lang, l.price, detail.currency), exact: true }),
      ).toBeVisible();
      await expect(row.getByTestId("line-discountAmount")).toHaveText(
        formatMoney(lang, l.discountAmount, detail.currency),
      );
      await expect(row.getByRole("img", { name: l.productName })).toBeVisible();
    }
    await shot(page, `orders-detail-${lang}`, { fullPage: true });

    // Back to the list by the link (keyboard: it is a link like any other).
    await page.getByRole("link", { name: O["detail.back"]! }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/myOrder/);
    await page.context().close();
  });
}

{
  const lang: Lang = "zh-CN";
  test(`orders at 390 px: cards and the line table stay usable (${lang})`, async ({ browser }) => {
    const page = await signedIn(browser, { lang, viewport: PHONE });
    await page.goto(`${base()}/my/#/myOrder?time=0`);
    await expect(cards(page).first()).toBeVisible({ timeout: 10_000 });
    // Nothing of the page is wider than the screen; the line table scrolls in its own region.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, `orders-list-390-${lang}`, { fullPage: true });
    await page.goto(`${base()}/my/#/orderDetial?detialId=700001`);
    await expect(page.getByTestId("order-lines")).toBeVisible({ timeout: 10_000 });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await shot(page, `orders-detail-390-${lang}`, { fullPage: true });
    await page.context().close();
  });
}

const ROLES = "/api/authcenter/console/role/manager";
type RoleDetails = { id: string; roleCode: string; roleName: string; menuCodeList: unknown };

test("a sub-user with my orders but without DDXQ_HDK027 sees no details link and gets the 403 page (en)", async ({
  browser,
}) => {
  const page = await signedIn(browser, { lang: "en" });
  const role = await api<RoleDetails>(page, `${ROLES}/details`, { roleCode: "operator" });
  const codes = role.menuCodeList as string[];
  const update = (menuCodeList: unknown) =>
    api(page, `${ROLES}/updateRole`, {
      id: role.id,
      roleCode: role.roleCode,
      roleName: role.roleName,
      menuCodeList,
    });
  await update([...codes, "JYZX_JHS479", "WDDD_GSK852"]);
  try {
    // Signed in after the role changed: its menus come with the session.
    const operator = await signedInAfresh(browser, { lang: "en", role: "operator" });
    await operator.goto(`${base()}/my/#/myOrder?time=0`);
    await expect(cards(operator)).toHaveCount(10, { timeout: 10_000 });
    await expect(cards(operator).getByRole("link")).toHaveCount(0);
    await operator.goto(`${base()}/my/#/orderDetial?detialId=700001`);
    await expect(operator.getByTestId("no-permission")).toBeVisible();
    await expect(operator.getByTestId("order-lines")).toHaveCount(0);
    await operator.context().close();
  } finally {
    await update(codes);
    await page.context().close();
  }
});
