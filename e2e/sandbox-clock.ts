import type { APIRequestContext, Page } from "@playwright/test";
import { base, expect } from "./sandbox";

// The sandbox clock from a walk (GET/POST /__sandbox/clock, packages/fixtures platform/clock.ts):
// a wait the sandbox imposes (60 s between two codes, the review and ticket delays) is passed by
// moving its clock forward, never by sleeping. Only a test with a sandbox of its own moves it:
// the others of its worker read times on the wall clock too (a browser's "now").

/** The sandbox clock as it answers: epoch ms, wire time (UTC) and how far it was moved. */
export interface SandboxTime {
  now: number;
  time: string;
  offsetMs: number;
}

const requestOf = (from: Page | APIRequestContext) => ("request" in from ? from.request : from);

/** The sandbox's time now. */
export async function sandboxTime(from: Page | APIRequestContext): Promise<SandboxTime> {
  const env = await (await requestOf(from).get(`${base()}/__sandbox/clock`)).json();
  expect(env.code).toBe(200);
  return env.data as SandboxTime;
}

/** Move the sandbox clock forward by `ms`; answers the new time. */
export async function advanceSandbox(from: Page | APIRequestContext, ms: number): Promise<SandboxTime> {
  const env = await (
    await requestOf(from).post(`${base()}/__sandbox/clock`, { data: { advanceMs: ms } })
  ).json();
  expect(env.code, env.message).toBe(200);
  return env.data as SandboxTime;
}
