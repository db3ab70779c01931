import { join } from "node:path";
import { expect, test as playwrightTest } from "@playwright/test";
import { root } from "./catalogue";

// The browser tests' `test` and `expect`. Each Playwright worker starts a sandbox of its own (in
// memory, captcha 1234, serving the built console) before its first test and closes it after its
// last, so the two workers never share state; `base()` is that sandbox's URL. A test that changes
// what the others rely on (the demo user's password, the sandbox clock) asks for `ownSandbox`:
// a fresh one that `base()` points to for that test only.

/** A running sandbox, as packages/fixtures' startSandbox answers it. */
export interface RunningSandbox {
  url: string;
  /** The caster's port, or null when it is off. */
  ntripPort: number | null;
  close(): Promise<void>;
}

/**
 * The certification review and ticket delays of these sandboxes: long enough that nothing moves
 * by the wall clock while a walk looks at it, and moved by advancing the sandbox clock
 * (sandbox-clock.ts) when a walk wants the move.
 */
export const REVIEW_DELAY_MS = 10 * 60_000;
export const TICKET_DELAY_MS = 10 * 60_000;

/**
 * The builds the sandboxes run and serve: packages/fixtures/dist and packages/web/dist, or others
 * (E2E_SANDBOX_DIR, E2E_CONSOLE_DIR: a build with a mutation, without touching the shared ones).
 */
const SANDBOX_DIR = process.env.E2E_SANDBOX_DIR ?? join(root, "packages/fixtures/dist");
const CONSOLE_DIR = process.env.E2E_CONSOLE_DIR ?? join(root, "packages/web/dist");

/** Start a sandbox like the workers' (`extra` for the sandbox's options, e.g. fewer accounts). */
export async function startE2ESandbox(extra: Record<string, unknown> = {}): Promise<RunningSandbox> {
  // The built package: Playwright's loader does not follow the workspace's source condition.
  const { startSandbox } = await import(join(SANDBOX_DIR, "index.js"));
  return startSandbox({
    memory: true,
    captcha: "1234",
    port: 0,
    consoleDir: CONSOLE_DIR,
    reviewDelayMs: REVIEW_DELAY_MS,
    ticketDelayMs: TICKET_DELAY_MS,
    ...extra,
  });
}

/** The sandbox the running test talks to (its worker's, or its own), numbered per start. */
let current = { url: "", id: 0 };
let started = 0;
/** Point `base()` at `url`, a sandbox just started; returns what it pointed at before. */
const pointAt = (url: string) => {
  const before = current;
  started += 1;
  current = { url, id: started };
  return before;
};
/** The URL of the sandbox the running test talks to. */
export const base = () => current.url;
/** Which sandbox that is: a new number for every sandbox started (a URL's port may come again). */
export const sandboxId = () => current.id;

export const test = playwrightTest.extend<{ ownSandbox: RunningSandbox }, { workerSandbox: RunningSandbox }>({
  workerSandbox: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const sandbox = await startE2ESandbox();
      pointAt(sandbox.url);
      await use(sandbox);
      await sandbox.close();
    },
    { scope: "worker", auto: true, title: "sandbox of the worker" },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  ownSandbox: async ({}, use) => {
    const sandbox = await startE2ESandbox({ accounts: 20 });
    const workers = pointAt(sandbox.url);
    try {
      await use(sandbox);
    } finally {
      current = workers;
      await sandbox.close();
    }
  },
});

export { expect };
