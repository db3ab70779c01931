import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type Lang, webStrings } from "./catalogue";
import { base, expect, sandboxId } from "./sandbox";

// Signing in for the browser tests. `signIn` fills the sign-in page as a person does; `signedIn`
// gives a fresh context on the overview, signed in through that page once per sandbox, role and
// language, and from then on from the session it left (Playwright's storageState), so a walk
// whose subject is not signing in does not pay for it again.

export type Role = "demo" | "operator";
/** The seeded users' passwords (packages/fixtures, DEFAULTS). */
const PASSWORDS: Record<Role, string> = { demo: "Demo@2026", operator: "Operator@2026" };

/** A desktop screen. */
export const DESKTOP = { width: 1280, height: 900 } as const;
/** A wider desktop, for the walks that read wide tables. */
export const WIDE = { width: 1440, height: 900 } as const;
/** A phone in portrait (390 px). */
export const PHONE = { width: 390, height: 844 } as const;

/** Fill and submit the sign-in form on `page` (already on login.html unless `goto`). */
export async function signIn(
  page: Page,
  lang: Lang,
  opts: { goto?: boolean; username?: string; password?: string } = {},
): Promise<void> {
  const L = webStrings(lang, "login");
  if (opts.goto !== false) await page.goto(`${base()}/my/login.html`);
  await page.getByLabel(L.username!).fill(opts.username ?? "demo");
  await page.getByLabel(L.password!, { exact: true }).fill(opts.password ?? PASSWORDS.demo);
  await page.getByLabel(L.captcha!, { exact: true }).fill("1234");
  await page.getByRole("button", { name: L.submit!, exact: true }).click();
}

export interface SignedInOptions {
  lang: Lang;
  /** The seeded main account (default) or its sub-user. */
  role?: Role;
  /** Default {@link DESKTOP}. */
  viewport?: { width: number; height: number };
  /** Install Playwright's fake clock before the console loads, for a walk that then pauses it. */
  clock?: boolean;
  /** Settings in localStorage before the console loads, unless set already (e.g. the time zone). */
  storage?: Record<string, string>;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
/** The session each sandbox, role and language signed in with, for this worker. */
const sessions = new Map<string, StorageState>();

/** A browser context as every walk has it: the screen, Shanghai time, the language stored. */
async function contextFor(browser: Browser, o: SignedInOptions, state?: StorageState) {
  const context = await browser.newContext({
    viewport: o.viewport ?? DESKTOP,
    timezoneId: "Asia/Shanghai",
    acceptDownloads: true,
    ...(state ? { storageState: state } : {}),
  });
  if (o.clock) await context.clock.install();
  await context.addInitScript(
    (entries) => {
      for (const [k, v] of entries) if (!localStorage.getItem(k)) localStorage.setItem(k, v);
    },
    Object.entries({ "fixcloud.language": o.lang, ...o.storage }),
  );
  return context;
}

/** The overview as a user sees it once signed in: later locations apply after its first render. */
async function onOverview(page: Page): Promise<Page> {
  await page.waitForURL(/\/my\/#\/overview/, { timeout: 15_000 });
  await expect(page.getByTestId("overview-tiles")).toBeVisible({ timeout: 15_000 });
  return page;
}

/**
 * A fresh context in `lang` at `viewport`, signed in as `role` (demo by default), on the overview.
 * The first call for a sandbox, role and language signs in through the sign-in page; the next
 * ones start from the session it left.
 */
export async function signedIn(browser: Browser, o: SignedInOptions): Promise<Page> {
  const role = o.role ?? "demo";
  const key = `${sandboxId()} ${role} ${o.lang}`;
  const kept = sessions.get(key);
  const context = await contextFor(browser, o, kept);
  const page = await context.newPage();
  if (kept) {
    await page.goto(`${base()}/my/#/overview`);
    return onOverview(page);
  }
  await signIn(page, o.lang, { username: role, password: PASSWORDS[role] });
  await onOverview(page);
  sessions.set(key, sessionOnly(await context.storageState()));
  return page;
}

/** What a later context starts from: the session and the language, not the first walk's settings. */
function sessionOnly(state: StorageState): StorageState {
  const keep = new Set(["fixcloud.session", "fixcloud.language"]);
  return {
    ...state,
    origins: state.origins.map((o) => ({
      ...o,
      localStorage: o.localStorage.filter((e) => keep.has(e.name)),
    })),
  };
}

/** Sign in as `role` through the sign-in page in a fresh context, keeping nothing (after a role changed). */
export async function signedInAfresh(browser: Browser, o: SignedInOptions): Promise<Page> {
  const role = o.role ?? "demo";
  const page = await (await contextFor(browser, o)).newPage();
  await signIn(page, o.lang, { username: role, password: PASSWORDS[role] });
  return onOverview(page);
}
