import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { root } from "./catalogue";

// Screenshots for a person to look at (docs/testing.md lists the walks that take them): written
// to test-results/screens/ only when SCREENSHOTS=1, so a green run writes none. A failure's
// screenshot is Playwright's own (`screenshot: "only-on-failure"`).

/** Where the screenshots go. */
export const screens = join(root, "test-results/screens");
/** True when this run was asked for screenshots. */
export const shooting = process.env.SCREENSHOTS === "1";

/** Save `page` as test-results/screens/`name`.png when SCREENSHOTS=1; otherwise nothing. */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (!shooting) return;
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: join(screens, `${name}.png`), fullPage: opts.fullPage ?? false });
}
