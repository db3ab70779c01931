// The icons of ./icons.css (issue 7 budget: page size → 100 rows painted): every glyph the code can
// name is drawn, and an icon button's glyph, a background image stroked in a fixed colour, is the
// colour of the button it sits on (the inline SVGs it replaced drew in the text colour).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons";
import { consoleTheme } from "./theme";

const icons = readFileSync(new URL("./icons.css", import.meta.url), "utf8");
const cells = readFileSync(new URL("./cells.css", import.meta.url), "utf8");

/** The data URL of a glyph's rule, decoded; undefined when icons.css has no rule for it. */
function glyph(name: string): string | undefined {
  const rule = icons.match(new RegExp(`\\[data-fc-icon="${name}"\\]\\s*\\{([^}]*)\\}`))?.[1];
  const url = rule?.match(/--fc-icon-glyph:\s*url\("data:image\/svg\+xml,([^"]+)"\)/)?.[1];
  return url === undefined ? undefined : decodeURIComponent(url);
}

describe("icons", () => {
  it("draws every glyph the code can name, as a well-formed SVG with a size", () => {
    for (const name of ICON_NAMES) {
      const svg = glyph(name);
      expect(svg, name).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'.*<\/svg>$/,
      );
      expect(icons, name).toMatch(
        new RegExp(`\\[data-fc-icon="${name}"\\]\\s*\\{\\s*--fc-icon-size: \\d+px;`),
      );
    }
  });

  it("strokes the glyphs in the icon buttons' colour, grey 7 of the theme", () => {
    const gray7 = consoleTheme({ close: "", clear: "" }).colors!.gray![7]!;
    expect(cells).toMatch(/\.fc-icon-btn \{[^}]*\n {2}color: var\(--mantine-color-gray-7\);/);
    for (const name of ICON_NAMES) expect(glyph(name), name).toContain(`stroke='${gray7}'`);
  });
});
