import type { Page } from "@playwright/test";
import { expect } from "./sandbox";

// The page's fake clock (Playwright's page.clock, installed before the page loaded:
// signedIn({ clock: true }) or context.clock.install()) for reading a countdown exactly: paused,
// it moves only by runFor, so "60 s" is read as 60 and one runFor(1000) later as 59, however slow
// the machine. Paused, zero-delay timers wait too, and React Query notifies through them: a check
// that waits for the page's answer lets them run between tries without moving the time.

/** The page's time (its fake clock), epoch ms. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Pause the page's clock a moment from now. pauseAt takes a time to jump to, and the running clock
 * may pass it before the call lands (a loaded machine): then a later moment.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (const ahead of [50, 250, 1000]) {
    try {
      await page.clock.pauseAt((await pageNow(page)) + ahead);
      return;
    } catch (e) {
      if (!String(e).includes("to the past")) throw e;
    }
  }
  await page.clock.pauseAt((await pageNow(page)) + 5000);
}

/**
 * Resolves once `check` passes on the paused clock, running the timers due now (never later ones)
 * between tries, or moving the clock `stepMs` a try (16: animation frames, which Mantine's
 * transitions wait for); fails after `timeout` ms.
 */
export async function whilePaused(
  page: Page,
  check: () => Promise<unknown>,
  { stepMs = 0, timeout = 10_000 } = {},
): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await check();
  }).toPass({ intervals: [50, 100, 250], timeout });
}
