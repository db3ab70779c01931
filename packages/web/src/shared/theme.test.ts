import { readFileSync } from "node:fs";
import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { consoleTheme, contrast, cssVariablesResolver, MIN_CONTRAST, MUTED } from "./theme";
import { TONE_COLORS } from "./tones";

// Text in the console's colours reads at WCAG AA (4.5:1) where it is shown.
const theme = consoleTheme({ close: "Close", clear: "Clear" });
const colors = theme.colors!;
const WHITE = DEFAULT_THEME.white;
const STRIPE = DEFAULT_THEME.colors.gray[0];
const AA = 4.5;

describe("console theme contrast", () => {
  it("links and filled buttons use a primary shade that reads on white and on the striped rows", () => {
    const primary = colors.blue![theme.primaryShade as number]!;
    expect(contrast(primary, WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(primary, STRIPE)).toBeGreaterThanOrEqual(AA);
  });

  it("gives every tone's light badge (shade 9 on shade 1) readable text", () => {
    for (const color of new Set(Object.values(TONE_COLORS))) {
      const palette = colors[color]!;
      expect(contrast(palette[9]!, palette[1]!), color).toBeGreaterThanOrEqual(AA);
    }
  });

  it("makes shades 7-9 of every palette readable text on white, darker shade by shade", () => {
    for (const [name, palette] of Object.entries(colors)) {
      if (name === "dark") continue;
      for (const i of [7, 8, 9])
        expect(contrast(palette![i]!, WHITE), `${name}.${i}`).toBeGreaterThanOrEqual(AA);
      expect(contrast(palette![9]!, WHITE)).toBeGreaterThanOrEqual(contrast(palette![7]!, WHITE) - 0.01);
    }
  });

  it("renders dimmed text (grey 6) and placeholders readable on every surface", () => {
    expect(colors.gray![6]).toBe(MUTED);
    const vars = cssVariablesResolver(theme as never).light;
    expect(vars["--mantine-color-placeholder"]).toBe(MUTED);
    for (const bg of [WHITE, STRIPE, DEFAULT_THEME.colors.gray[1]])
      expect(contrast(MUTED, bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it("names close and clear buttons in the language it is given", () => {
    const named = consoleTheme({ close: "关闭", clear: "清除" }).components!;
    expect(named.CloseButton!.defaultProps).toEqual({ "aria-label": "关闭" });
    expect(named.InputClearButton!.defaultProps).toEqual({ "aria-label": "清除" });
  });

  it("keeps the sign-in page's own colours (plain CSS) readable on its white card", () => {
    const css = readFileSync(new URL("../login/login.css", import.meta.url), "utf8");
    const value = (name: string) => css.match(new RegExp(`--lg-${name}:\\s*(#[0-9a-f]{6})`))![1]!;
    for (const name of ["blue", "blue-dark", "red", "green", "gray-6"])
      expect(contrast(value(name), WHITE), name).toBeGreaterThanOrEqual(AA);
    expect(contrast(value("gray-6"), DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(AA);
  });
});
