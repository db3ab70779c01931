// The batch decisions the sandbox runs and the CLI's dry run predicts with (part1 §4).
import { describe, expect, it } from "vitest";
import { type BatchSubject, batchSkipReason, poolActivationSkipReason } from "../src/index.js";

const pending: BatchSubject = {
  serviceState: 1,
  disableState: 1,
  silentSwitch: 0,
  accountRemark: "fleet A",
  activationType: 1,
  validTime: 12,
  validTimeUnit: "month",
  silenceTime: null,
  silenceTimeUnit: null,
  limitUseNum: null,
};

describe("batchSkipReason", () => {
  it("names why a row is left alone, and nothing when it changes", () => {
    expect(batchSkipReason("enable", pending, {})).toBe("alreadyEnabled");
    expect(batchSkipReason("disable", pending, {})).toBeUndefined();
    expect(batchSkipReason("disable", { ...pending, disableState: 3 }, {})).toBe("locked");
    expect(batchSkipReason("activate", { ...pending, serviceState: 2 }, {})).toBe("notPending");
    expect(batchSkipReason("remark", pending, { accountRemark: "fleet A" })).toBe("sameRemark");
    expect(batchSkipReason("activationType", pending, { activationType: 2 })).toBeUndefined();
    expect(batchSkipReason("trialOn", { ...pending, serviceState: 3 }, {})).toBe("serviceEnded");
    expect(batchSkipReason("trialOff", pending, {})).toBe("trialNotOn");
  });

  it("validity: the same values are skipped; a limit on an unmetered account changes nothing", () => {
    expect(batchSkipReason("editValidity", pending, { validTime: 12, validTimeUnit: "month" })).toBe(
      "sameValidity",
    );
    expect(batchSkipReason("editValidity", pending, { limitUseSum: 500 })).toBe("sameValidity");
    expect(
      batchSkipReason("editValidity", { ...pending, limitUseNum: 100 }, { limitUseSum: 500 }),
    ).toBeUndefined();
    expect(batchSkipReason("editValidity", pending, { validTime: 6 })).toBeUndefined();
  });

  it("validity: a usage limit below what is already used is refused, never saved", () => {
    const metered = { ...pending, limitUseNum: 500, useNum: 300 };
    expect(batchSkipReason("editValidity", metered, { limitUseSum: 299 })).toBe("limitBelowUsed");
    expect(batchSkipReason("editValidity", metered, { limitUseSum: 300 })).toBeUndefined();
    // Unknown use (a caller without it) decides as before.
    expect(
      batchSkipReason("editValidity", { ...pending, limitUseNum: 500 }, { limitUseSum: 1 }),
    ).toBeUndefined();
  });
});

describe("poolActivationSkipReason", () => {
  it("automatic first, then already activated", () => {
    expect(poolActivationSkipReason({ activationMode: 2, activationStatus: 2 })).toBe("automatic");
    expect(poolActivationSkipReason({ activationMode: 1, activationStatus: 2 })).toBe("alreadyActivated");
    expect(poolActivationSkipReason({ activationMode: 1, activationStatus: 1 })).toBeUndefined();
  });
});
