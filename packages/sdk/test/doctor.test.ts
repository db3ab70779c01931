// The verdict: each simulated rover behaviour gives the expected top finding, with
// the evidence a support engineer reads, and the texts exist in both languages.
import { describe, expect, it } from "vitest";
import {
  type DoctorGga,
  type DoctorInput,
  FINDING_CODES,
  type StationRef,
  diagnose,
  findingText,
  fromAnswers,
  hasError,
} from "../src/catalogue/fault/doctor.js";

const T0 = Date.UTC(2026, 0, 10, 8, 0, 0);
const STATIONS: StationRef[] = [
  { id: "BJ01", lat: 39.9, lon: 116.4, mountPoints: ["RTCM33GRC", "RTCM33GRCE"] },
  { id: "SH01", lat: 31.23, lon: 121.47, mountPoints: ["RTCM33GRC", "RTCM33GRCE"] },
  { id: "DE01", lat: 50.11, lon: 8.68, mountPoints: ["RTCM33EU"] },
];

/** A rover near BJ01 sending 1 Hz GGA: `n` seconds, fix status per second from `fix(i)`. */
function track(n: number, fix: (i: number) => number, opts: Partial<DoctorGga> = {}): DoctorGga[] {
  return Array.from({ length: n }, (_, i) => ({
    time: T0 + i * 1000,
    fixStatus: fix(i),
    satellites: 20,
    diffAge: 1,
    lat: 39.95,
    lon: 116.45,
    accessPoint: "RTCM33GRC",
    sessionStart: T0,
    ...opts,
  }));
}

/** The normalised input of a session over `gga`, counts derived from it. */
function input(gga: DoctorGga[], over: Partial<DoctorInput> = {}): DoctorInput {
  return {
    account: { serviceState: 2, disableState: 1, activationType: 2 },
    errors: [],
    logins: [T0],
    gga,
    counts: {
      gga: gga.length,
      fixed: gga.filter((g) => g.fixStatus === 4).length,
      float: gga.filter((g) => g.fixStatus === 5).length,
      invalid: gga.filter((g) => g.fixStatus === 0).length,
      logins: 1,
      onlineMs: gga.length * 1000,
    },
    accessPoint: "RTCM33GRC",
    ...over,
  };
}

const healthy = () => track(600, (i) => (i < 10 ? 1 : i < 40 ? 5 : 4));
const top = (i: DoctorInput) => diagnose(i, { stations: STATIONS })[0];
const refusals = (n: number, errorType: number, desc = "bad password", ap = "RTCM33GRC") =>
  Array.from({ length: n }, (_, k) => ({
    time: T0 + 60_000 + k * 5000,
    errorType,
    accessPoint: ap,
    errorDesc: desc,
  }));

describe("diagnose: the top finding of each simulated behaviour", () => {
  it("a healthy rover (single → float → fixed in 40 s) is ok, with its figures", () => {
    const f = diagnose(input(healthy()), { stations: STATIONS });
    expect(f.map((x) => x.code)).toEqual(["ok"]);
    expect(f[0]?.evidence).toMatchObject({ ggaCount: 600, fixedPct: 93.3 });
    expect(hasError(f)).toBe(false);
  });

  it("a wrong password retried in a loop: credentials_rejected (error) then a reconnect storm", () => {
    const f = diagnose(input([], { logins: [], errors: refusals(30, 1) }), { stations: STATIONS });
    expect(f[0]).toMatchObject({
      code: "credentials_rejected",
      severity: "error",
      evidence: { count: 30, reason: "bad password" },
    });
    expect(f.map((x) => x.code)).toContain("reconnect_storm");
    expect(hasError(f)).toBe(true);
  });

  it("refusals followed by a good login are history: a warning, not an error", () => {
    const f = diagnose(
      input(healthy(), { errors: refusals(2, 1).map((e) => ({ ...e, time: T0 - 10_000 })) }),
      {
        stations: STATIONS,
      },
    );
    expect(f.find((x) => x.code === "credentials_rejected")?.severity).toBe("warning");
  });

  it.each([
    [{ disableState: 2 }, "account_disabled"],
    [{ disableState: 3 }, "account_locked"],
    [{ serviceState: 3 }, "account_expired"],
    [{ serviceState: 1, activationType: 1 }, "account_not_activated"],
  ] as const)("account state %o → %s", (state, code) => {
    const i = input([], {
      logins: [],
      account: { serviceState: 2, disableState: 1, ...state },
      errors: refusals(3, 4),
    });
    expect(top(i)).toMatchObject({ code, severity: "error" });
  });

  it("an automatic-activation account not yet activated is context only", () => {
    const f = diagnose(input(healthy(), { account: { serviceState: 1, activationType: 2 } }), {
      stations: STATIONS,
    });
    expect(f[0]?.code).toBe("ok");
    expect(f.find((x) => x.code === "account_not_activated")?.severity).toBe("info");
  });

  it("a rover that sends no GGA: no_gga with its logins", () => {
    const i = input([], { counts: { gga: 0, fixed: 0, float: 0, invalid: 0, logins: 3, onlineMs: 600_000 } });
    expect(top(i)).toMatchObject({ code: "no_gga", severity: "error", evidence: { logins: 3 } });
  });

  it("a reconnect storm: N reconnects in M minutes and the backoff to use", () => {
    const logins = Array.from({ length: 12 }, (_, k) => T0 + k * 20_000);
    const f = top(input(healthy(), { logins }));
    expect(f).toMatchObject({
      code: "reconnect_storm",
      evidence: { reconnects: 11, windowMin: 10, backoffMinS: 1, backoffMaxS: 60 },
    });
  });

  it("a reconnect storm whose short sessions never fix: the storm ranks first, the fix finding says never fixed", () => {
    const logins = Array.from({ length: 9 }, (_, k) => T0 + k * 60_000);
    const single = track(120, () => 1);
    const f = diagnose(input(single, { logins }), { stations: STATIONS });
    expect(f.map((x) => x.code).slice(0, 2)).toEqual(["reconnect_storm", "fix_quality"]);
    const fix = f[1]!;
    expect(fix.evidence).not.toHaveProperty("ttffS");
    for (const lang of ["en", "zh-CN"] as const) {
      const { title } = findingText(fix, lang);
      expect(title).not.toMatch(/-1|\{/);
      expect(title).toContain("100");
    }
  });

  it("a rover far from any base: far_from_coverage with the distance to the nearest station", () => {
    const far = track(600, (i) => (i < 300 ? 1 : 5), { lat: 35.0, lon: 100.0 });
    const f = top(input(far));
    expect(f?.code).toBe("far_from_coverage");
    expect(f?.severity).toBe("error");
    expect(Number(f?.evidence.distanceKm)).toBeGreaterThan(1000);
    expect(["BJ01", "SH01"]).toContain(f?.evidence.station);
  });

  it("a mount point the server refuses: wrong_mount_point names it", () => {
    const f = top(input([], { logins: [], errors: refusals(4, 2, "no such mount", "RTCM33XX") }));
    expect(f).toMatchObject({
      code: "wrong_mount_point",
      severity: "error",
      evidence: { accessPoint: "RTCM33XX", count: 4 },
    });
  });

  it("the European mount point used in China: wrong_mount_point with the expected ones", () => {
    const gga = healthy().map((g) => ({ ...g, accessPoint: "RTCM33EU" }));
    const f = diagnose(input(gga, { accessPoint: "RTCM33EU" }), { stations: STATIONS });
    expect(f[0]).toMatchObject({
      code: "wrong_mount_point",
      evidence: { accessPoint: "RTCM33EU", station: "BJ01" },
    });
  });

  it("concurrency refusals: concurrency_limit", () => {
    expect(top(input([], { logins: [], errors: refusals(2, 5, "busy") }))?.code).toBe("concurrency_limit");
  });

  it("stale corrections: diff_age_high with p95 and the threshold", () => {
    const gga = track(600, () => 4, {}).map((g, i) => ({ ...g, diffAge: i % 2 ? 30 : 2 }));
    const f = top(input(gga));
    expect(f).toMatchObject({ code: "diff_age_high", evidence: { stalePct: 50, p95S: 30, thresholdS: 10 } });
  });

  it("a rover stuck in float: fix_quality with the distribution", () => {
    const f = top(input(track(600, () => 5)));
    expect(f).toMatchObject({
      code: "fix_quality",
      severity: "error",
      evidence: { fixedPct: 0, floatPct: 100 },
    });
  });

  it("fixed GGA counted but none on a downsampled timeline: a warning, not 'never fixed'", () => {
    // The per-minute timeline keeps each minute's worst row: a rover fixed 30 % of the time
    // can show none of its fixed rows, while the counts hold them.
    const timeline = track(60, () => 1);
    const f = top(
      input(timeline, {
        counts: { gga: 3600, fixed: 1080, float: 1080, invalid: 0, logins: 1, onlineMs: 3_600_000 },
      }),
    );
    expect(f).toMatchObject({
      code: "fix_quality",
      severity: "warning",
      title: "doctor.fix_quality.titleNoTtff",
    });
    expect(findingText(f as NonNullable<typeof f>, "en").title).toBe(
      "Fixed 30% (float 30%, single or other 40%, invalid 0%)",
    );
  });

  it("slow convergence: fix_quality with the time to first fix", () => {
    const f = top(input(track(1200, (i) => (i < 300 ? 5 : 4))));
    expect(f).toMatchObject({ code: "fix_quality", severity: "warning", evidence: { ttffS: 300 } });
  });

  it("GGA every 30 s: gga_rate against the expected 1 Hz", () => {
    const gga = track(40, () => 4).map((g, i) => ({ ...g, time: T0 + i * 30_000 }));
    const i = input(gga, {
      counts: { gga: 40, fixed: 40, float: 0, invalid: 0, logins: 1, onlineMs: 1_200_000 },
    });
    expect(top(i)).toMatchObject({ code: "gga_rate", severity: "warning", evidence: { expectedHz: 1 } });
  });

  it("ranks errors before warnings and root causes first", () => {
    const i = input(
      track(600, () => 5),
      { account: { serviceState: 3 }, errors: refusals(3, 1) },
    );
    const codes = diagnose(i, { stations: STATIONS }).map((x) => x.code);
    expect(codes.indexOf("account_expired")).toBeLessThan(codes.indexOf("credentials_rejected"));
    expect(codes.indexOf("credentials_rejected")).toBeLessThan(codes.indexOf("fix_quality"));
  });
});

describe("diagnose: never 'No problem found' when something is wrong or unknown", () => {
  const none = { gga: 0, fixed: 0, float: 0, invalid: 0, logins: 0, onlineMs: 0 };
  const quiet = (over: Partial<DoctorInput> = {}) => input([], { logins: [], counts: none, ...over });

  it("an account that never connected in the window: never_connected with when it was last seen", () => {
    const f = diagnose(quiet({ lastSeen: T0 - 86_400_000 }), { stations: STATIONS });
    expect(f[0]).toMatchObject({
      code: "never_connected",
      severity: "error",
      title: "doctor.never_connected.title",
      evidence: { lastSeen: "2026-01-09 08:00:00" },
    });
    expect(f.map((x) => x.code)).not.toContain("ok");
    expect(findingText(f[0]!, "en").title).toBe(
      "No connection reached the caster in this window; last seen 2026-01-09 08:00:00 (UTC)",
    );
    expect(findingText(f[0]!, "en").action).toMatch(/host and port.*mount point.*password/);
    expect(top(quiet({ lastSeen: null }))?.title).toBe("doctor.never_connected.titleNever");
  });

  it("refusals the account's state no longer explains, and nothing since: never_connected names them", () => {
    const f = top(quiet({ errors: refusals(2, 4, "account disabled") }));
    expect(f).toMatchObject({ code: "never_connected", title: "doctor.never_connected.titleRefused" });
    expect(f?.evidence).toMatchObject({ refusals: 2, lastRefusal: "2026-01-10 08:01:05" });
  });

  it("GGA with bad checksums only: gga_invalid quoting both checksums, not no_gga nor far_from_coverage", () => {
    const i = input([], {
      counts: { ...none, logins: 1, onlineMs: 60_000 },
      errors: [
        { time: T0 + 1000, errorType: 6, accessPoint: "RTCM33GRC", errorDesc: "GGA checksum mismatch" },
      ],
      rejectedGga: {
        count: 60,
        sample: "$GPGGA,080000.00,3954.0000,N,11624.0000,E,1,09,1.0,50.0,M,0.0,M,,*5B",
      },
    });
    const f = diagnose(i, { stations: STATIONS });
    expect(f.map((x) => x.code)).toEqual(["gga_invalid"]);
    expect(f[0]).toMatchObject({ severity: "error", evidence: { count: 60, sent: "5B", accepted: 0 } });
    expect(f[0]!.evidence.computed).not.toBe("5B");
  });

  it("an error finding quotes its error threshold, a warning its warning threshold", () => {
    const far = top(input(track(600, () => 4, { lat: 41.0, lon: 118.5 })));
    expect(far).toMatchObject({
      code: "far_from_coverage",
      severity: "error",
      evidence: { thresholdKm: 150 },
    });
    const near = top(input(track(600, () => 4, { lat: 40.5, lon: 116.4 })));
    expect(near).toMatchObject({
      code: "far_from_coverage",
      severity: "warning",
      evidence: { thresholdKm: 50 },
    });
  });

  it("a rover outside every region: far_from_coverage says the caster stops corrections", () => {
    const f = top(input(track(60, () => 1, { lat: 40.7, lon: -74.0 })));
    expect(f).toMatchObject({
      code: "far_from_coverage",
      severity: "error",
      title: "doctor.far_from_coverage.titleOutside",
      evidence: { limitKm: 1500 },
    });
  });

  it("wrong_mount_point names the mount points that work", () => {
    const refused = top(input(healthy(), { errors: refusals(4, 2, "no such mount", "RTCM33XX") }));
    expect(refused?.evidence.expected).toBe("RTCM33GRC, RTCM33GRCE");
    const gga = healthy().map((g) => ({ ...g, accessPoint: "RTCM33EU" }));
    const served = top(input(gga, { accessPoint: "RTCM33EU" }));
    expect(served).toMatchObject({ severity: "error", evidence: { expected: "RTCM33GRC, RTCM33GRCE" } });
  });

  it("without the records or the account's state the verdict says what is unknown, never ok", () => {
    expect(top(quiet({ recordsRead: false }))).toMatchObject({
      code: "incomplete",
      title: "doctor.incomplete.titleRecords",
    });
    const { account: _, ...noAccount } = input(healthy());
    expect(top(noAccount)).toMatchObject({ code: "incomplete", title: "doctor.incomplete.titleAccount" });
  });
});

describe("fromAnswers", () => {
  it("reads the calls' wire answers (UTC times) into the record set", () => {
    const i = fromAnswers({
      baseInfo: {
        accountName: "a",
        servProdDesc: "",
        deviceId: null,
        servStatusDesc: "",
        silentSwitch: null,
        expireTime: null,
        serviceState: 2,
        disableState: 2,
      },
      useInfo: {
        fixedGgaCount: 1,
        fixedRate: 100,
        floatGgaCount: 0,
        floatRate: 0,
        ggaCount: 1,
        invalidGgaCount: 0,
        loginCount: 1,
        logoutCount: 0,
        online: 1000,
        ggaData: [
          {
            time: "2026-01-10 08:00:01",
            ggaStatus: 4,
            diffAge: 1,
            satNum: 20,
            accessPoint: "RTCM33GRC",
            loginTime: "2026-01-10 08:00:00",
            logoutTime: null,
            lat: 39.9,
            lon: 116.4,
          },
        ],
      },
      errors: [
        {
          time: "2026-01-10 07:59:00",
          errorType: 1,
          ip: "1.2.3.4",
          port: 1,
          accessPoint: "X",
          errorDesc: "d",
        },
      ],
      behaviours: [],
    });
    expect(i.gga[0]).toMatchObject({ time: T0 + 1000, sessionStart: T0, fixStatus: 4 });
    expect(i.errors[0]?.time).toBe(T0 - 60_000);
    expect(top(i)?.code).toBe("account_disabled");
  });
});

describe("findingText", () => {
  it("words every code in both languages with its figures", () => {
    for (const code of FINDING_CODES)
      for (const lang of ["zh-CN", "en"] as const) {
        const t = findingText(
          { code, severity: "error", evidence: { count: 7 }, action: `doctor.${code}.action` },
          lang,
        );
        expect(t.title).not.toContain(`doctor.${code}`);
        expect(t.action).not.toContain(`doctor.${code}`);
      }
    const f = diagnose(input([], { logins: [], errors: refusals(7, 1) }), { stations: STATIONS })[0];
    if (!f) throw new Error("no finding");
    expect(findingText(f, "en").title).toBe("Authentication failed: bad password (refusals: 7)");
    expect(findingText(f, "zh-CN").title).toContain("7");
  });
});

describe("fault search rules (part2 §5), one function per rule", () => {
  it("names each prerequisite by its L-code, in order", async () => {
    const { fault } = await import("../src/catalogue/fault/rules.js");
    const now = Date.UTC(2026, 5, 10);
    expect(fault.accountName(" ")).toBe("L000278");
    expect(fault.accountName("x".repeat(101))).toBe("L000674");
    expect(fault.lookup(false)).toBe("L000279");
    expect(fault.lookup(true)).toBeNull();
    expect(fault.servSubType("")).toBe("L000065");
    expect(fault.servSubType("nrtk_serv")).toBeNull();
    expect(fault.range(null, now, now)).toBe("L000277");
    expect(fault.range(now - 31 * 86_400_000, now, now)).toBe("L000675");
    expect(fault.range(now - 1000, now + 1000, now)).toBe("L000676");
    expect(fault.sendsDeviceId(2)).toBe(true);
    expect(fault.sendsDeviceId("7")).toBe(true);
    expect(fault.sendsDeviceId(1)).toBe(false);
    expect(
      fault.faultSearchErrors(
        { accountName: "a", lookupDone: true, servSubType: "", startTime: now - 1000, endTime: now },
        now,
      ),
    ).toBe("L000065");
  });
});
