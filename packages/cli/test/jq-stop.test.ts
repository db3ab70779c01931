// `--jq` stopped by Ctrl+C or SIGTERM (README exit codes: 130): a jq program that would run
// for ever ends the run within 1 s, with the jq on PATH and with the built-in one (a worker
// thread: the run's own thread stays free to take the signal). In process; listed in ISOLATED
// (vitest.config.ts) because it emits the signals.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findJq } from "../src/output/jq.js";
import { cli as run } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
beforeAll(async () => {
  session = await signedInSandbox("fixcloud-jq-stop-");
});
afterAll(() => session?.close());

/** A jq program that never ends on its own (and holds no memory while it runs). */
const FOREVER = "last(range(1e15))";

const ways: [name: string, jq: string][] = [
  ["the built-in jq", "builtin"],
  ...(findJq(process.env) ? [["the jq on PATH", ""] as [string, string]] : []),
];

describe.each(ways)("--jq with %s", (_name, jq) => {
  for (const signal of ["SIGTERM", "SIGINT"] as const)
    it(`${signal} ends the run within 1 s with exit 130`, async () => {
      const result = run(["accounts", "list", "--page-size", "1", "--jq", FOREVER], {
        configDir: session.dir,
        env: { ...session.env, FIXCLOUD_JQ: jq },
      });
      // Started: jq runs and the run has taken both signals over, with one listener alone on
      // both (signals.ts); conf's when-exit, which re-raises a real signal, has one per signal.
      await vi.waitFor(
        () => {
          const [term, int] = [process.listeners("SIGTERM"), process.listeners("SIGINT")];
          expect(term.length === 1 && int.length === 1 && term[0] === int[0]).toBe(true);
        },
        { timeout: 20_000, interval: 20 },
      );
      const t = performance.now();
      process.emit(signal);
      const r = await result;
      expect(performance.now() - t).toBeLessThan(1000);
      expect(r.code).toBe(130);
      expect(r.stdout).toBe("");
    });
});
