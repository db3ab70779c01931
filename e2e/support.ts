import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";

// What every browser walk shares: where things are, the product's own strings (so a walk
// checks the real text in each language, not a copy), signing in as a person does, and a
// direct API call with the page's session to choose test subjects and check results.

export type Lang = "zh-CN" | "en";
export const root = fileURLToPath(new URL("..", import.meta.url));
/** The sandbox of global-setup.ts (in memory, captcha 1234, serving the built console). */
export const base = () => process.env.E2E_BASE_URL!;
export const shots = "test-results/screens";
mkdirSync(shots, { recursive: true });

// exceljs is a dependency of the sandbox package, not of the root: resolve it from there.
export const ExcelJS = createRequire(join(root, "packages/fixtures/package.json"))(
  "exceljs",
) as typeof import("exceljs");

const json = (path: string) => JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, string>;
/** A console i18n namespace in a language. */
export const webStrings = (lang: Lang, ns: string) =>
  json(`packages/web/src/i18n/locales/${lang}/${ns}.json`);
// The SDK's labels as the built package exports them (the light entry: no zod, no client).
const sdk = createRequire(import.meta.url)(join(root, "packages/sdk/dist/lists.cjs")) as {
  messages: Record<Lang, Record<string, string>>;
};
/** The SDK's message catalogue (L-codes, state, field and menu labels) in a language. */
export const sdkStrings = (lang: Lang) => sdk.messages[lang];
/** A catalogue string with its {{name}} placeholders filled; a missing key fails loudly. */
export function fill(s: string | undefined, vars: Record<string, string | number> = {}): string {
  if (s === undefined) throw new Error("missing string");
  return s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ""));
}

/** Sign in as the demo main account through the sign-in page, and wait for the overview. */
export async function signIn(page: Page, lang: Lang, opts: { goto?: boolean } = {}) {
  const L = webStrings(lang, "login");
  if (opts.goto !== false) await page.goto(`${base()}/my/login.html`);
  await page.getByLabel(L.username!).fill("demo");
  await page.getByLabel(L.password!, { exact: true }).fill("Demo@2026");
  await page.getByLabel(L.captcha!, { exact: true }).fill("1234");
  await page.getByRole("button", { name: L.submit!, exact: true }).click();
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

/**
 * The newest code the sandbox "sent" to `to` (phone or e-mail), read on its outbox page
 * (/__sandbox/outbox.html, issue 9) in a tab of its own, as a person reads it there; `shot`
 * names a screenshot of that page under test-results/screens. Fails unless it is 4 digits.
 */
export async function codeOnOutboxPage(page: Page, to: string, shot?: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${base()}/__sandbox/outbox.html?to=${encodeURIComponent(to)}`);
  // Newest first: the first row for the recipient; its fifth column is the code.
  const code = (
    await outbox.getByRole("row").filter({ hasText: to }).first().getByRole("cell").nth(4).textContent()
  )?.trim();
  if (shot) await outbox.screenshot({ path: `${shots}/${shot}.png` });
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
