import type { Browser, Page } from "@playwright/test";
import { dialogLayer, firstButton, startsWith, strings, visit } from "./a11y-support";
import { nrtkAccounts, seedFaultRecords } from "./fault-records";
import { api, base, expect, fill, type Lang, sdkStrings, signedIn, snSheet, webStrings } from "./support";

// The one list of what a person sees in the console, page by page and dialog by dialog, as the
// walks that judge every page in each language go through it: axe (a11y-pages-*.spec.ts,
// a11y-dialogs-*.spec.ts) and one language at a time (one-language.spec.ts). A walk goes to a
// page, waits until the page shows what it is for (its rows, its chart), and hands it to the
// visitor; a dialog is opened, handed over with the selector of its layer, and closed.

/** What a walk hands each page and dialog to. */
export interface Visitor {
  /** The page now on screen, labelled `where`. */
  page(page: Page, where: string): Promise<void>;
  /** The dialog or drawer now open, labelled `where`; `layer` selects it (its portal). */
  dialog(page: Page, where: string, layer: string): Promise<void>;
}

/** Open a dialog with `open`, hand its layer to the visitor, close it with Escape. */
async function inDialog(page: Page, visitor: Visitor, where: string, open: () => Promise<unknown>) {
  await open();
  await expect(page.getByRole("dialog").last()).toBeVisible();
  await visitor.dialog(page, where, await dialogLayer(page));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

const SERVICES = ["/highPrecision", "/auxPosition", "/cloudChip"] as const;

/** The table of the open tab, once its rows are there. */
async function rows(page: Page) {
  const table = page.getByRole("table").first();
  await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
  return table;
}

/**
 * The overview, announcements (list and detail), each service screen's accounts and pools tabs,
 * the device page, the 404 page and the 403 page a sub-user meets.
 */
export async function servicePages(browser: Browser, lang: Lang, visitor: Visitor): Promise<void> {
  const { pools: P } = strings(lang);
  const page = await signedIn(browser, { lang });
  await visitor.page(page, "overview");
  await visit(page, "/noticeList");
  await rows(page);
  await visitor.page(page, "notice list");
  const latest = await api<{ records: { noticeId: string }[] }>(page, "/api/console/notice/getNoticeList", {
    pageNum: 1,
    pageSize: 1,
  });
  await visit(page, `/noticeDetail?id=${latest.records[0]!.noticeId}`);
  await visitor.page(page, "notice detail");

  for (const path of SERVICES) {
    await visit(page, `${path}?tab=1`);
    await rows(page);
    await visitor.page(page, `${path} accounts`);
    await visit(page, `${path}?tab=2`);
    await rows(page);
    await visitor.page(page, `${path} pools`);
  }
  await page
    .getByRole("link", { name: startsWith(P["actions.devicesOf"]!.split("{{")[0]!) })
    .first()
    .click();
  await expect(page).toHaveURL(/serviceNoList\?poolId=/);
  await rows(page);
  await visitor.page(page, "device page");
  await visit(page, "/nowhere");
  await visitor.page(page, "404");
  await page.context().close();

  // A sub-user on a screen its role does not include: the 403 page.
  const operator = await signedIn(browser, { lang, role: "operator" });
  await visit(operator, "/auxPosition");
  await expect(operator.getByTestId("no-permission")).toBeVisible();
  await visitor.page(operator, "403");
  await operator.context().close();
}

/**
 * The personal and security centres, certification, users, roles, receivers, my orders and an
 * order's detail, and the sign-in page.
 */
export async function accountPages(browser: Browser, lang: Lang, visitor: Visitor): Promise<void> {
  const page = await signedIn(browser, { lang });
  for (const path of [
    "/myCenter",
    "/safeCenter",
    "/realNameAttestate",
    "/accountMng",
    "/roleMng",
    "/receiveMan",
  ]) {
    await visit(page, path);
    await visitor.page(page, path);
  }
  for (const path of ["/myOrder?time=0", "/orderDetial?detialId=700001"]) {
    await visit(page, path);
    await expect(page.getByTestId("order-amount").filter({ visible: true }).first()).toBeVisible({
      timeout: 10_000,
    });
    await visitor.page(page, path);
  }
  await page.context().close();

  // The sign-in page (plain DOM), in the stored language.
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem("fixcloud.language", l), lang);
  const login = await context.newPage();
  await login.goto(`${base()}/my/login.html`);
  await expect(login.locator("form")).toBeVisible();
  await visitor.page(login, "login.html");
  await context.close();
}

/**
 * The messages (list, settings, a message), tickets (list, two forms), fault diagnosis with a
 * rover's records (verdict, chart, tables), webhooks, and the two tool pages with a reading for a
 * point clicked on their maps.
 */
export async function morePages(browser: Browser, lang: Lang, visitor: Visitor): Promise<void> {
  const page = await signedIn(browser, { lang });
  for (const path of ["/messageMng", "/messageSet", "/messageDetial?msgId=1"]) {
    await visit(page, path);
    await visitor.page(page, path);
  }
  // The ticket list with its type picker's button, a form, and a ticket's view.
  for (const path of ["/workOrderMng", "/addBugOrder?type=1", "/addOpenAPI?type=1"]) {
    await visit(page, path);
    await visitor.page(page, path);
  }

  // Fault diagnosis with a rover's records: verdict, chart and tables on the page.
  const [rover] = await nrtkAccounts(page);
  await seedFaultRecords(page, rover!);
  await visit(page, `/obstacle?accountName=${rover}`);
  await expect(page.getByTestId("fault-chart")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("fault-errors").getByRole("row").nth(1)).toBeVisible();
  await visitor.page(page, "/obstacle");

  await visit(page, "/webhooks");
  await expect(page.getByTestId("webhooks-table")).toBeVisible();
  await visitor.page(page, "/webhooks");

  // The tool pages, each with a reading for a point clicked on its map.
  const T = webStrings(lang, "tools");
  await page.goto(`${base()}/my/ionosphere.html`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T["ionosphere.title"]!);
  await expect(page.getByTestId("ionosphere-map").locator("polygon").first()).toBeAttached();
  await page.getByTestId("ionosphere-map").click();
  await expect(page.getByTestId("ionosphere-level")).toBeVisible();
  await visitor.page(page, "ionosphere.html");
  await page.goto(`${base()}/my/coverage.html`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T["coverage.title"]!);
  await expect(page.getByTestId("coverage-map").locator("circle").first()).toBeAttached();
  await page.getByTestId("coverage-map").click({ position: { x: 30, y: 30 } });
  await expect(page.getByTestId("coverage-service")).toBeVisible();
  await visitor.page(page, "coverage.html");
  await page.context().close();
}

/**
 * The security centre's phone and password dialogs, the personal centre's reveal dialog, the
 * message settings' recipient chooser, a role's menu tree and the ticket type picker.
 */
export async function centreDialogs(browser: Browser, lang: Lang, visitor: Visitor): Promise<void> {
  const C = webStrings(lang, "centre");
  const M = webStrings(lang, "messages");
  const T = webStrings(lang, "tickets");
  const common = webStrings(lang, "common");
  const sdk = sdkStrings(lang);
  const page = await signedIn(browser, { lang });
  const scan = (where: string, open: () => Promise<unknown>) => inDialog(page, visitor, where, open);

  await visit(page, "/safeCenter");
  await scan("phone dialog", () => page.getByRole("button", { name: C["safe.changePhone"]! }).click());
  await scan("password dialog", () => page.getByRole("button", { name: C["safe.changePassword"]! }).click());
  await visit(page, "/myCenter");
  await scan("reveal dialog", () => page.getByRole("button", { name: C["myCenter.reveal"]! }).click());

  await visit(page, "/messageSet");
  await scan("recipient chooser", () =>
    page.getByRole("button", { name: fill(M["settings.chooseFor"], { type: sdk["msgType.3"]! }) }).click(),
  );

  // A seeded role's menu tree (the operator's role), once its boxes are there.
  await visit(page, "/roleMng");
  const role = page.getByTestId("roles-table").getByRole("row").nth(1);
  await role.getByRole("button", { name: common["action.details"]!, exact: true }).click();
  await expect(page.getByTestId("dialog-role")).toBeVisible();
  await expect(page.getByTestId("dialog-role").getByRole("checkbox").first()).toBeVisible();
  await visitor.dialog(page, "role dialog", "[role=dialog]");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await visit(page, "/workOrderMng");
  await expect(page.getByTestId("tickets-table").getByRole("row").nth(1)).toBeVisible();
  await scan("ticket type picker", () =>
    page.getByRole("button", { name: T["list.add"]!, exact: true }).click(),
  );
  await page.context().close();
}

/**
 * The NTRIP dialog; the account drawer, custom password and the batch dialogs of a selection
 * (the password reset's with its grace field);
 * the pool drawer and fill; on a day pool's device page adding by count, the upload and its 506
 * report.
 */
export async function serviceDialogs(browser: Browser, lang: Lang, visitor: Visitor): Promise<void> {
  const { services: S, pools: P, overview: O, sdk } = strings(lang);
  const page = await signedIn(browser, { lang });
  const scan = (where: string, open: () => Promise<unknown>) => inDialog(page, visitor, where, open);

  await scan("NTRIP dialog", () => page.getByRole("button", { name: O["tools.ntrip"]! }).click());

  await visit(page, "/highPrecision?tab=1");
  const table = page.getByRole("table").first();
  await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
  await scan("account detail drawer", () => firstButton(table, S["row.detailOf"]).click());
  await scan("custom password", () => firstButton(table, S["password.custom"]).click());
  // Batch dialogs act on a selection.
  await table.locator("tbody input[type=checkbox]").nth(0).check();
  await table.locator("tbody input[type=checkbox]").nth(1).check();
  const toolbar = page.getByRole("toolbar", { name: S["batch.toolbar"]! });
  const batch = (key: string) => toolbar.getByRole("button", { name: startsWith(sdk[key]!) });
  await scan("confirmation (disable)", () => batch("actionCode.2").click());
  await scan("batch remark", () => batch("actionCode.5").click());
  await scan("password reset with its grace", () => batch("actionCode.6").click());
  await scan("activation type", () => batch("permission.settings").click());
  await scan("validity", () => batch("actionCode.7").click());
  if (await batch("actionCode.8").count()) await scan("trial", () => batch("actionCode.8").click());

  await visit(page, "/highPrecision?tab=2");
  const pools = page.getByRole("table").first();
  await expect(pools.locator("tbody tr").first()).toBeVisible({ timeout: 10_000 });
  await scan("pool detail drawer", () => firstButton(pools, P["actions.detailsOf"]).click());
  await scan("pool fill", () => firstButton(pools, P["actions.bindOf"]).click());

  // Device page of a day pool: add by count; the upload with a bad row → the 506 report.
  const list = await api<{ list: { poolId: string; calType: string }[] }>(
    page,
    "/api/console/pool/poolList",
    {
      selectType: 1,
      pageNo: 1,
      pageSize: 100,
    },
  );
  const day = list.list.find((p) => p.calType === "days_pool")!;
  await visit(page, `/serviceNoList?poolId=${day.poolId}&type=2&selectType=1`);
  await expect(page.getByRole("table").first().locator("tbody tr").first()).toBeVisible({
    timeout: 10_000,
  });
  await scan("add by count", () =>
    page.getByRole("button", { name: P["devices.actions.addByCount"]! }).click(),
  );
  await page.getByRole("button", { name: P["devices.actions.upload"]! }).click();
  const upload = page.getByRole("dialog", { name: P["devices.upload.title"]! });
  await expect(upload).toBeVisible();
  await visitor.dialog(page, "device upload", await dialogLayer(page));
  await upload.locator("input[type=file]").setInputFiles({
    name: `bad-${lang}.xlsx`,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await snSheet(["x!"]),
  });
  await upload.getByRole("button", { name: P["devices.upload.submit"]!, exact: true }).click();
  await expect(page.getByRole("dialog", { name: P["devices.errors.title"]! })).toBeVisible();
  await visitor.dialog(page, "506 report", await dialogLayer(page));
  await page.context().close();
}
