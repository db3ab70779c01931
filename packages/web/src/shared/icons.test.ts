// The icons of ./icons.css (issue 7 budget: page size → 100 rows painted): every glyph the code can
// name is drawn, and an icon button's glyph, a background image stroked in a fixed colour, is the
// colour of the button it sits on (the inline SVGs it replaced drew in the text colour).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icons";
import { consoleTheme } from "./theme";

// Comments dropped: a rule's selectors are then the text before its brace.
const icons = readFileSync(new URL("./icons.css", import.meta.url), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const cells = readFileSync(new URL("./cells.css", import.meta.url), "utf8");

/** The declarations icons.css gives the glyph `name`, from every rule whose selectors name it. */
function declarations(name: string): string {
  const selector = `[data-fc-icon="${name}"]`;
  return [...icons.matchAll(/([^{}]+)\{([^}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(",").some((s) => s.trim() === selector))
    .map(([, , body]) => body)
    .join("\n");
}

/** The glyph's SVG, decoded from its data URL; undefined when icons.css has none for it. */
function glyph(name: string): string | undefined {
  const url = declarations(name).match(/--fc-icon-glyph:\s*url\("data:image\/svg\+xml,([^"]+)"\)/)?.[1];
  return url === undefined ? undefined : decodeURIComponent(url);
}

describe("icons", () => {
  it("draws every glyph the code can name, as a well-formed SVG with a size", () => {
    for (const name of ICON_NAMES) {
      const svg = glyph(name);
      expect(svg, name).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'.*<\/svg>$/,
      );
      expect(declarations(name), name).toMatch(/--fc-icon-size: \d+px;/);
    }
  });

  it("strokes the glyphs in the icon buttons' colour, grey 7 of the theme", () => {
    const gray7 = consoleTheme({ close: "", clear: "" }).colors!.gray![7]!;
    expect(cells).toMatch(/\.fc-icon-btn \{[^}]*\n {2}color: var\(--mantine-color-gray-7\);/);
    for (const name of ICON_NAMES) expect(glyph(name), name).toContain(`stroke='${gray7}'`);
  });
});
