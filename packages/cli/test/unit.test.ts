import { describe, expect, it } from "vitest";
import { renderSvgToBlocks, svgFromImage } from "../src/captcha/raster.js";
import { dateFlag, intFlag, rangeFlags } from "../src/commands/flags.js";
import { UsageError } from "../src/errors.js";
import { ExitCode, exitCodeFor } from "../src/exit-codes.js";
import { languageFromArgv, languageFromLocale } from "../src/lang.js";
import { cliMessages, translator } from "../src/messages.js";

const t = translator("en");

describe("flags", () => {
  it("reads dates in the time-zone setting as UTC wire times, whole days inclusive", () => {
    const ctx = { t, timeZone: "UTC" as const };
    expect(dateFlag(ctx, "--x", "2026-01-31", "from")).toBe("2026-01-31 00:00:00");
    expect(dateFlag(ctx, "--x", "2026-01-31", "to")).toBe("2026-01-31 23:59:59");
    expect(dateFlag(ctx, "--x", "2026-01-31 08:30", "from")).toBe("2026-01-31 08:30:00");
    expect(() => dateFlag(ctx, "--x", "2026-02-30", "from")).toThrow(UsageError);
    expect(() => dateFlag(ctx, "--x", "yesterday", "from")).toThrow(/--x must be a date/);
    expect(() => rangeFlags(ctx, "created", "2026-02-01", "2026-01-01")).toThrow(/--created-from/);
  });
  it("checks whole numbers and ranges", () => {
    expect(intFlag(t, "--n", "2", 1, 3)).toBe(2);
    expect(intFlag(t, "--n", undefined, 1, 3)).toBeUndefined();
    for (const bad of ["4", "0", "1.5", "x", ""])
      expect(() => intFlag(t, "--n", bad, 1, 3)).toThrow(UsageError);
  });
});

describe("exit codes", () => {
  const named = (name: string, extra: object = {}) => Object.assign(new Error("x"), { name }, extra);
  it("maps every outcome through one table", () => {
    expect(exitCodeFor(named("UsageError"))).toBe(ExitCode.USAGE);
    expect(exitCodeFor(named("NotSignedInError"))).toBe(ExitCode.AUTH);
    expect(exitCodeFor(named("ApiError", { code: 401 }))).toBe(ExitCode.AUTH);
    expect(exitCodeFor(named("ApiError", { code: 572 }))).toBe(ExitCode.API_ERROR);
    expect(exitCodeFor(named("ConnectionError"))).toBe(ExitCode.CONNECTION);
    expect(exitCodeFor(named("TimeoutError"))).toBe(ExitCode.CONNECTION);
    expect(exitCodeFor(named("PartialFailureError"))).toBe(ExitCode.PARTIAL_FAILURE);
    expect(exitCodeFor(named("CommanderError", { code: "commander.unknownOption" }))).toBe(ExitCode.USAGE);
    expect(exitCodeFor(named("CommanderError", { code: "commander.helpDisplayed" }))).toBe(ExitCode.OK);
  });
});

describe("languages", () => {
  it("has the same keys in both catalogues", () => {
    expect(Object.keys(cliMessages["zh-CN"]).sort()).toEqual(Object.keys(cliMessages.en).sort());
  });
  it("reads --lang and locales", () => {
    expect(languageFromArgv(["node", "x", "--lang", "zh-CN"])).toBe("zh-CN");
    expect(languageFromArgv(["--lang=en"])).toBe("en");
    expect(languageFromLocale("zh_CN.UTF-8")).toBe("zh-CN");
    expect(languageFromLocale("en_US.UTF-8")).toBe("en");
  });
});

describe("captcha rendering", () => {
  // A filled square with a square hole (two sub-paths, as glyphs are drawn), plus a noise stroke.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0,0,40,20">' +
    '<path d="M1 1 C10 30,20 -10,39 19" stroke="#888" fill="none"/>' +
    '<path fill="#222" d="M10 2L30 2L30 18L10 18ZM15 6L15 14L25 14L25 6Z"/></svg>';
  it("draws filled paths as block characters and ignores noise strokes", () => {
    const art = renderSvgToBlocks(svg, { columns: 20 });
    expect(art.length).toBeGreaterThan(3);
    expect(art.join("")).toMatch(/█/);
    // The hole stays empty: the middle line has blocks on both sides of spaces.
    const middle = art[Math.floor(art.length / 2)]!;
    expect(middle.trim()).toMatch(/^█+\s+█+$/);
  });
  it("decodes base64 and URL-encoded data URLs", () => {
    expect(svgFromImage(`data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`)).toBe(svg);
    expect(svgFromImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)).toBe(svg);
  });
});
