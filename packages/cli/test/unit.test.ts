// Unit tests of the CLI's pieces that need no server: flag values, the exit-code map, the
// message catalogues, the captcha drawing.
import {
  ApiError,
  BatchRunningError,
  ConnectionError,
  SessionError,
  TimeoutError,
  UploadRowsError,
} from "@fixcloud/sdk";
import { CommanderError } from "commander";
import { describe, expect, it } from "vitest";
import { renderSvgToBlocks, svgFromImage } from "../src/captcha/raster.js";
import { NotSignedInError, PartialFailureError, StoppedError, UsageError } from "../src/errors.js";
import { ExitCode, exitCodeFor } from "../src/exit-codes.js";
import { dateFlag, intFlag, rangeFlags } from "../src/flags/values.js";
import { languageFromArgv, languageFromLocale } from "../src/lang.js";
import { cliMessages, messageSets, translator } from "../src/messages/index.js";

const t = translator("en");

describe("flags", () => {
  it("reads dates in the time-zone setting as UTC wire times, whole days inclusive", () => {
    const ctx = { t, timeZone: "UTC" as const };
    expect(dateFlag(ctx, "--x", "2026-01-31", "from")).toBe("2026-01-31 00:00:00");
    expect(dateFlag(ctx, "--x", "2026-01-31", "to")).toBe("2026-01-31 23:59:59");
    expect(dateFlag(ctx, "--x", "2026-01-31 08:30", "from")).toBe("2026-01-31 08:30:00");
    expect(() => dateFlag(ctx, "--x", "2026-02-30", "from")).toThrow(UsageError);
    expect(() => dateFlag(ctx, "--x", "yesterday", "from")).toThrow(/--x must be a date/);
    expect(() => rangeFlags(ctx, "create-time", "2026-02-01", "2026-01-01")).toThrow(/--create-time-from/);
  });
  it("checks whole numbers and ranges", () => {
    expect(intFlag(t, "--n", "2", 1, 3)).toBe(2);
    expect(intFlag(t, "--n", undefined, 1, 3)).toBeUndefined();
    for (const bad of ["4", "0", "1.5", "x", ""])
      expect(() => intFlag(t, "--n", bad, 1, 3)).toThrow(UsageError);
  });
});

describe("exit codes", () => {
  const api = (code: number) => ApiError.from({ code, message: "x", httpStatus: 200 });
  it("maps every outcome through one table, by class", () => {
    expect(exitCodeFor(new UsageError("x"))).toBe(ExitCode.USAGE);
    expect(exitCodeFor(new NotSignedInError("x"))).toBe(ExitCode.AUTH);
    expect(api(401)).toBeInstanceOf(SessionError);
    expect(exitCodeFor(api(401))).toBe(ExitCode.AUTH);
    expect(exitCodeFor(api(406))).toBe(ExitCode.AUTH);
    expect(api(572)).toBeInstanceOf(BatchRunningError);
    expect(exitCodeFor(api(572))).toBe(ExitCode.API_ERROR);
    expect(api(506)).toBeInstanceOf(UploadRowsError);
    expect(exitCodeFor(new ConnectionError("x"))).toBe(ExitCode.CONNECTION);
    expect(exitCodeFor(new TimeoutError("x"))).toBe(ExitCode.CONNECTION);
    expect(exitCodeFor(new PartialFailureError("x", 1, 2))).toBe(ExitCode.PARTIAL_FAILURE);
    expect(exitCodeFor(new StoppedError())).toBe(ExitCode.INTERRUPTED);
    expect(exitCodeFor(new CommanderError(2, "commander.unknownOption", "x"))).toBe(ExitCode.USAGE);
    expect(exitCodeFor(new CommanderError(0, "commander.helpDisplayed", "x"))).toBe(ExitCode.OK);
  });
  it("does not take an error's name for its class", () => {
    const impostor = Object.assign(new Error("x"), { name: "SessionError", code: 401 });
    expect(exitCodeFor(impostor)).toBe(ExitCode.API_ERROR);
  });
});

describe("languages", () => {
  it("has the same keys in both languages of every set, and no key in two sets", () => {
    const seen = new Set<string>();
    for (const [name, set] of Object.entries(messageSets)) {
      expect(Object.keys(set["zh-CN"]).sort(), name).toEqual(Object.keys(set.en).sort());
      for (const key of Object.keys(set.en)) {
        expect(seen.has(key), `${key} in ${name} and another set`).toBe(false);
        seen.add(key);
      }
    }
    expect(Object.keys(cliMessages.en).sort()).toEqual([...seen].sort());
    expect(Object.keys(cliMessages["zh-CN"]).sort()).toEqual([...seen].sort());
  });
  it("keeps the placeholders of every message in both languages", () => {
    // `{name}` and the name of an ICU plural argument, `{name, plural, …}`.
    const vars = (s: string) => [...s.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(cliMessages.en))
      expect(vars(cliMessages["zh-CN"][key as keyof typeof cliMessages.en]), key).toEqual(vars(en));
  });
  it("counts in proper plurals, in English and Chinese", () => {
    const zh = translator("zh-CN");
    const vars = (errors: number, warnings: number) => ({ errors, warnings, name: "a1", from: "f", to: "t" });
    expect(t("doctor.summary", vars(1, 0))).toBe("1 error, 0 warnings for a1 (f → t).");
    expect(t("doctor.summary", vars(2, 1))).toBe("2 errors, 1 warning for a1 (f → t).");
    expect(t("doctor.failed", { errors: 1 })).toBe("The verdict names 1 error.");
    expect(t("messages.deleted", { count: 1 })).toBe("Deleted 1 message.");
    expect(t("messages.markedRead", { count: 3 })).toBe("Marked 3 messages read.");
    expect(t("messages.confirmDelete", { count: 1 })).toBe("Delete 1 message? This cannot be undone.");
    expect(zh("doctor.summary", vars(1, 2))).toBe("a1（f → t）：1 个错误，2 个警告。");
    expect(zh("messages.deleted", { count: 1 })).toBe("已删除 1 条消息。");
    // No message of the catalogue says "(s)".
    for (const lang of ["en", "zh-CN"] as const)
      for (const [key, text] of Object.entries(cliMessages[lang])) expect(text, key).not.toMatch(/\(s\)/);
  });
  it("puts no bare count before a plural noun in English", () => {
    // Placeholders that name a thing and never hold a number ("{file} holds", "{job} has").
    const neverCounts = new Set([
      "flag",
      "file",
      "job",
      "call",
      "path",
      "dir",
      "role",
      "name",
      "mount",
      "url",
      "account",
      "user",
    ]);
    // Unit symbols read the same for any count ("{ms} ms", like "s" and "m").
    const unitSymbols = new Set(["ms"]);
    const withoutPlurals = (text: string) => {
      let out = "";
      let from = 0;
      for (const m of text.matchAll(/\{\w+, plural,/g)) {
        if (m.index < from) continue;
        let depth = 1;
        let i = m.index + 1;
        for (; i < text.length && depth > 0; i++) depth += text[i] === "{" ? 1 : text[i] === "}" ? -1 : 0;
        out += text.slice(from, m.index);
        from = i;
      }
      return out + text.slice(from);
    };
    const bare = Object.entries(cliMessages.en).flatMap(([key, text]) =>
      [...withoutPlurals(text).matchAll(/\{(\w+)\} (?:[A-Za-z]+ )?([A-Za-z]+s)\b/g)]
        .filter(([, name, word]) => !neverCounts.has(name!) && !unitSymbols.has(word!))
        .map(([found]) => `${key}: ${found}`),
    );
    // Each one wants `{n, plural, one {# row} other {# rows}}`.
    expect(bare).toEqual([]);
    expect(t("list.footerAll", { count: 1 })).toBe("1 row.");
    expect(t("list.footerAll", { count: 2 })).toBe("2 rows.");
    const summary = { action: "Renew", done: 1, skipped: 0, failed: 0 };
    expect(t("bulk.summary", { ...summary, total: 1 })).toBe(
      "Renew: 1 account: 1 done, 0 skipped, 0 failed.",
    );
    expect(t("bulk.summary", { ...summary, total: 2 })).toBe(
      "Renew: 2 accounts: 1 done, 0 skipped, 0 failed.",
    );
    expect(t("bulk.partial", { failed: 1, total: 1 })).toBe("1 of 1 row failed.");
    expect(t("device.uploadFailed", { count: 1, file: "f.csv" })).toMatch(/^1 row has errors;/);
    expect(t("device.uploadFailed", { count: 2, file: "f.csv" })).toMatch(/^2 rows have errors;/);
    expect(t("expiry.footer", { count: 1, days: 10 })).toBe("1 ends within 10 days.");
    expect(t("audit.page", { page: 1, pages: 1, total: 1 })).toBe("Page 1 of 1, 1 entry");
    expect(t("ntrip.frames", { frames: 1, bytes: 2, crc: 0, seconds: 10 })).toBe(
      "1 frame, 2 bytes, 0 CRC failures in 10 s",
    );
    expect(translator("zh-CN")("audit.page", { page: 1, pages: 2, total: 1 })).toBe("第 1/2 页，共 1 条");
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
