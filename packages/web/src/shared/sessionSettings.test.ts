// The stored session's interface settings (part1 §3: languageAbbr, timeZone) follow the header's
// language and time-zone switches (sessionWithSettings, applied by ./session.ts at load and on every change).
import { describe, expect, it } from "vitest";
import { sessionWithSettings } from "./sessionSettings";

describe("session settings (part1 §3)", () => {
  const signedIn = { token: "t", languageAbbr: "zh-CN", timeZone: "UTC" } as const;

  it("takes the switched language and time zone, keeping the rest", () => {
    expect(sessionWithSettings(signedIn, { language: "en", timeZone: "local" })).toEqual({
      token: "t",
      languageAbbr: "en",
      timeZone: "local",
    });
    expect(sessionWithSettings(signedIn, { language: "zh-CN", timeZone: "local" }).timeZone).toBe("local");
  });

  it("answers the same session when nothing changed (nothing to write)", () => {
    expect(sessionWithSettings(signedIn, { language: "zh-CN", timeZone: "UTC" })).toBe(signedIn);
  });
});
