// Contract of the stream status calls (docs/stream-health.md): `streams.streamStatus` needs a
// session, `streams.publicStreamStatus` none, and both answer the same shape through the SDK
// (its zod schema checks every answer): every network mount point of the station table and every
// replay, with their sourcetable fields, a health report and the stored outages of the last 24 h.
// The caster's monitor runs here on a clock the test holds (the in-process sandbox has no caster).
import { ApiError } from "@fixcloud/sdk";
import { MOUNT_POINTS } from "@fixcloud/sdk/stations";
import { StreamMonitor, setStreamMonitor } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, createHarness } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

/** The monitor's clock: the test moves it one epoch at a time. */
let now = Math.floor(NOW / 1000) * 1000;
const monitor = new StreamMonitor(h.sandbox.core, { now: () => now, setTimeout: () => ({ cancel() {} }) });
setStreamMonitor(h.sandbox.core, monitor);
const second = (send: boolean) => {
  now += 1000;
  // No frames handed over: each network mount point's are built, a replay's are its listener's;
  // a pause is a second the monitor is not fed.
  if (send) monitor.feed(now, new Map(), now + 30);
};

beforeAll(() => {
  for (let i = 0; i < 5; i++) second(true);
  for (let i = 0; i < 6; i++) now += 1000; // 6 s without epochs: an outage (3 intervals)
  for (let i = 0; i < 3; i++) second(true);
});

describe("streams.streamStatus and streams.publicStreamStatus", () => {
  it("answer every mount point with its report and stored outages, signed in and without a session", async () => {
    const { client } = await h.signIn("demo", undefined, "en");
    const signedIn = await client.streams.streamStatus();
    const open = await h.anonymous.streams.publicStreamStatus();
    expect(open).toEqual(signedIn);
    const names = signedIn.mountPoints.map((m) => m.name);
    expect(names.slice(0, MOUNT_POINTS.length)).toEqual(MOUNT_POINTS.map((m) => m.name));
    expect(names.filter((n) => n.startsWith("REPLAY_")).length).toBeGreaterThan(0);
    for (const m of signedIn.mountPoints) {
      expect(m.state).toBe(m.report.state);
      expect(m.report.epochs.count, m.name).toBeGreaterThan(0);
      // The outage of the fed gap, with its end, in both the report and the stored list.
      expect(m.outages24h, m.name).toHaveLength(1);
      expect(m.outages24h[0]?.end, m.name).not.toBeNull();
      expect(m.report.outages[0]?.durationMs).toBe(Math.round((m.outages24h[0]?.durationS ?? 0) * 1000));
    }
    for (const m of MOUNT_POINTS) {
      const got = signedIn.mountPoints.find((x) => x.name === m.name);
      expect(got).toMatchObject({
        format: m.format,
        formatDetails: m.formatDetails,
        navSystem: m.navSystem,
        replay: false,
      });
    }
  });

  it("refuses the signed-in call without a session (401), never the public one", async () => {
    const e = await h.anonymous.streams.streamStatus().then(
      () => null,
      (err: unknown) => err,
    );
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(401);
  });
});
