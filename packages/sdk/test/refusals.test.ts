// The refusal reasons of the caster (docs/ntrip-caster.md "Refusals"): every reason has a label,
// a fix and a back-off in both languages; the reconnect-storm and storm-warning rules.
import { describe, expect, it } from "vitest";
import {
  MSG_TEMPLATES,
  NTRIP_REFUSALS,
  RECONNECT_STORM,
  REFUSAL_STORM_WARNING,
  enumValues,
  messageContent,
  messageText,
  messages,
  reconnectStormRetryAfterS,
  refusalReasonOfErrorType,
  refusalStormWarningDue,
  translate,
} from "../src/index.js";

describe("ntripRefusalReason", () => {
  it("names the eleven reasons of the contract, each with a label and a fix in both languages", () => {
    expect(enumValues("ntripRefusalReason")).toEqual([
      "bad_credentials",
      "disabled",
      "locked",
      "ended",
      "not_activated",
      "concurrency",
      "wrong_mount_point",
      "no_gga",
      "bad_gga",
      "out_of_coverage",
      "reconnect_storm",
    ]);
    for (const lang of ["zh-CN", "en"] as const)
      for (const r of enumValues("ntripRefusalReason")) {
        expect(messages[lang][`ntripRefusalReason.${r}`], `${lang} ${r}`).toBeTruthy();
        expect(messages[lang][`ntripRefusal.${r}.fix`], `${lang} ${r} fix`).toBeTruthy();
      }
    expect(Object.keys(NTRIP_REFUSALS)).toEqual(enumValues("ntripRefusalReason"));
  });

  it("gives refusals a status and phrase and degradations neither; back-off grows", () => {
    for (const [r, info] of Object.entries(NTRIP_REFUSALS)) {
      expect(info.status === null, r).toBe(info.outcome === "degraded");
      expect(info.phrase === null, r).toBe(info.outcome === "degraded");
      expect(info.backoff.firstS, r).toBeGreaterThan(0);
      expect(info.backoff.maxS, r).toBeGreaterThanOrEqual(info.backoff.firstS);
    }
    expect(NTRIP_REFUSALS.bad_credentials.status).toBe(401);
    expect(NTRIP_REFUSALS.disabled.phrase).toBe("Account disabled");
    expect(NTRIP_REFUSALS.reconnect_storm.status).toBe(429);
  });

  it("maps the error types 1-6 of older records to reasons, refined by their description", () => {
    expect(refusalReasonOfErrorType(1, "wrong password")).toBe("bad_credentials");
    expect(refusalReasonOfErrorType(2)).toBe("wrong_mount_point");
    expect(refusalReasonOfErrorType(3, "service ended")).toBe("ended");
    expect(refusalReasonOfErrorType(3, "not activated (manual activation)")).toBe("not_activated");
    expect(refusalReasonOfErrorType(4, "account locked")).toBe("locked");
    expect(refusalReasonOfErrorType(4, "account disabled")).toBe("disabled");
    expect(refusalReasonOfErrorType(5, "concurrency limit reached (1)")).toBe("concurrency");
    expect(refusalReasonOfErrorType(6, "GGA checksum mismatch")).toBe("bad_gga");
    expect(refusalReasonOfErrorType(6, "rover 400 km from the nearest station")).toBe("out_of_coverage");
    expect(refusalReasonOfErrorType(9)).toBeNull();
  });
});

describe("reconnect storm", () => {
  const t0 = 1_000_000;
  it("leaves room below the limit and refuses at it, until the oldest attempt leaves the window", () => {
    const attempts = Array.from({ length: RECONNECT_STORM.attempts - 1 }, (_, i) => t0 + i * 100);
    expect(reconnectStormRetryAfterS(attempts, t0 + 5000)).toBeNull();
    const full = [...attempts, t0 + 4000];
    // The oldest (t0) leaves the 60 s window at t0 + 60 s: 55 s after t0 + 5 s.
    expect(reconnectStormRetryAfterS(full, t0 + 5000)).toBe(RECONNECT_STORM.windowS - 5);
    expect(reconnectStormRetryAfterS(full, t0 + RECONNECT_STORM.windowS * 1000)).toBeNull();
  });
});

describe("storm warning", () => {
  const w = REFUSAL_STORM_WARNING;
  const t0 = 5_000_000;
  const burst = (from: number) => Array.from({ length: w.refusals }, (_, i) => from + i * 1000);
  it("is due at the 20th refusal within 10 minutes, not before", () => {
    const times = burst(t0);
    const last = times[times.length - 1] as number;
    expect(refusalStormWarningDue(times.slice(0, -1), null, last - 1000)).toBe(false);
    expect(refusalStormWarningDue(times, null, last)).toBe(true);
  });
  it("waits an hour after the last warning", () => {
    const times = burst(t0);
    const last = times[times.length - 1] as number;
    expect(refusalStormWarningDue(times, last - 1000, last)).toBe(false);
    const later = burst(last - 1000 + w.everyMin * 60_000);
    expect(refusalStormWarningDue(later, last - 1000, later[later.length - 1] as number)).toBe(true);
  });
  it("does not count refusals spread beyond the window", () => {
    const spread = Array.from({ length: w.refusals }, (_, i) => t0 + i * 60_000);
    expect(refusalStormWarningDue(spread, null, spread[spread.length - 1] as number)).toBe(false);
  });
});

describe("the storm warning's message (template 8)", () => {
  it("names the account, the count, the reason, its fix and the back-off in both languages", () => {
    const content = messageContent(MSG_TEMPLATES.refusalStorm, {
      accountName: "rover-7",
      reason: "concurrency",
      refusals: 23,
      windowMin: 10,
      firstS: 10,
      maxS: 300,
    });
    const en = messageText(content, (k) => translate(k, "en"));
    expect(en.split("\n")).toEqual([
      "Connections of account rover-7 keep being refused",
      "Connections of account rover-7 the caster refused within a 10-minute window: 23. Reason: Concurrency limit reached. The caster does not ban the account, but the rover should fix the cause and reconnect more slowly.",
      "Disconnect the other rovers using this account, or raise the pool's concurrency",
      "Back-off: wait 10 s, double after each failure up to 300 s, add random jitter",
    ]);
    const zh = messageText(content, (k) => translate(k, "zh-CN"));
    expect(zh).toContain("并发超限");
    expect(zh).toContain("先等待 10 秒");
    expect(zh).not.toMatch(/\{\w+\}/);
  });
});
