import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { root } from "./catalogue";
import { base, expect } from "./sandbox";
import { shot } from "./shot";

// What every browser walk imports: `test` and `expect` with the worker's sandbox (sandbox.ts), the
// product's strings (catalogue.ts), signing in (sign-in.ts), the sandbox clock, screenshots on
// request, and here a direct API call with the page's session to choose test subjects and check
// results, the outbox as a person reads it, and workbooks read back.

export { fill, LANGS, type Lang, otherThan, root, sdkStrings, webStrings } from "./catalogue";
export { base, expect, REVIEW_DELAY_MS, TICKET_DELAY_MS, test } from "./sandbox";
export { pageNow, pauseClock, whilePaused } from "./page-clock";
export { advanceSandbox, sandboxTime } from "./sandbox-clock";
export { shot } from "./shot";
export { DESKTOP, PHONE, type Role, signedIn, signedInAfresh, signIn, WIDE } from "./sign-in";

// exceljs is a dependency of the sandbox package, not of the root: resolve it from there.
export const ExcelJS = createRequire(join(root, "packages/fixtures/package.json"))(
  "exceljs",
) as typeof import("exceljs");

/** The page's stored session. */
export async function sessionOf(page: Page): Promise<{ token: string; [k: string]: unknown }> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem("fixcloud.session")))!);
}

/** A JSON call with the page's session and language; expects code 200 and returns `data`. */
export async function api<T>(page: Page, path: string, body: unknown = {}): Promise<T> {
  const [session, language] = await page.evaluate(() => [
    localStorage.getItem("fixcloud.session"),
    localStorage.getItem("fixcloud.language"),
  ]);
  const res = await page.request.post(`${base()}${path}`, {
    data: body,
    headers: { token: JSON.parse(session!).token, language: language ?? "zh-CN" },
  });
  const env = await res.json();
  expect(env.code, env.message).toBe(200);
  return env.data as T;
}

/**
 * A request the page itself makes, answered: once this resolves, every request the page sent
 * before it has reached `page.on("request")` (the browser reports them in order). A "the page
 * did not ask" check waits for this, never for a fixed time.
 */
export async function roundTrip(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (await fetch("/__sandbox/health")).json();
  });
}

/** The first sheet of an .xlsx file as rows of text. */
export async function readWorkbook(path: string): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))),
  );
  return rows;
}

/** A one-sheet .xlsx of SNs under an "SN" header, as a device upload takes it. */
export async function snSheet(sns: readonly string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("SN");
  ws.addRow(["SN"]);
  for (const sn of sns) ws.addRow([sn]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The newest message the sandbox "sent" to `to` (its JSON outbox); its `purpose` is checked when given. */
export async function newestMessage(
  page: Page,
  to: string,
  purpose?: string,
): Promise<{ code: string; purpose: string; text: string; createdAt: string }> {
  type Message = { code: string; purpose: string; text: string; createdAt: string };
  const newest = async (): Promise<Message | undefined> => {
    const res = await page.request.get(`${base()}/__sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`);
    return ((await res.json()) as { data: { list: Message[] } }).data.list[0];
  };
  // The click that sends the code may still be on its way: wait for the message (of `purpose`).
  const message = `a message to ${to}${purpose === undefined ? "" : ` for purpose ${purpose}`}`;
  if (purpose === undefined) await expect.poll(newest, { message }).toBeDefined();
  else await expect.poll(async () => (await newest())?.purpose, { message }).toBe(purpose);
  return (await newest())!;
}

/**
 * The newest code the sandbox "sent" to `to` (phone or e-mail), read on its outbox page
 * (/__sandbox/outbox.html) in a tab of its own, as a person reads it there; `shotName` names a
 * screenshot of that page (SCREENSHOTS=1). Fails unless it is 4 digits.
 */
export async function codeOnOutboxPage(page: Page, to: string, shotName?: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${base()}/__sandbox/outbox.html?to=${encodeURIComponent(to)}`);
  // Newest first: the first row for the recipient; its fifth column is the code.
  const code = (
    await outbox.getByRole("row").filter({ hasText: to }).first().getByRole("cell").nth(4).textContent()
  )?.trim();
  if (shotName) await shot(outbox, shotName);
  await outbox.close();
  expect(code).toMatch(/^\d{4}$/);
  return code!;
}

/**
 * A JSON call made by the page itself (its `fetch`), with the headers the console sends: the
 * session's token, its current roleCode and the language. Answers the raw envelope, so a walk
 * can check a refusal (403) as well as a success.
 */
export async function fetchAsPage(
  page: Page,
  path: string,
  body: unknown = {},
): Promise<{ code: number; message: string; data: unknown }> {
  return page.evaluate(
    async ([url, payload]) => {
      const s = JSON.parse(localStorage.getItem("fixcloud.session") ?? "{}") as {
        token?: string;
        roleList?: { roleCode: string }[];
        roleIndex?: number;
      };
      const headers: Record<string, string> = {
        "content-type": "application/json",
        token: s.token ?? "",
        language: localStorage.getItem("fixcloud.language") ?? "zh-CN",
      };
      const role = s.roleList?.[s.roleIndex ?? 0]?.roleCode;
      if (role) headers.roleCode = role;
      const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(payload) });
      return res.json();
    },
    [path, body] as const,
  );
}
