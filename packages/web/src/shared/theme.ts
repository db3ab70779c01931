// The one Mantine theme of the console (WCAG AA contrast and named buttons).
// Colours are fixed here, once: every palette's dark shades (7-9: text, links, light badges and
// alerts, the primary shade) are darkened until text in them reads at 4.5:1 on white and on the
// palette's own light background; grey 6 (dimmed text) and placeholders use a grey that does too.
// Close and clear buttons get their accessible name from the theme, in the current language.
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
  type MantineThemeOverride,
  toRgba,
} from "@mantine/core";

/** WCAG 2 AA minimum for normal text, with a little margin for anti-aliasing. */
export const MIN_CONTRAST = 4.6;

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour as `#rrggbb` (Mantine's colour functions answer `rgba(…)`). */
function hex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** `color` darkened in small steps until it reads at {@link MIN_CONTRAST} on every background. */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  let c = color;
  for (let i = 0; i < 40 && backgrounds.some((bg) => contrast(c, bg) < MIN_CONTRAST); i++)
    c = darken(c, 0.04);
  return hex(c);
}

/** Surfaces text sits on: white, the stripes and page background (gray 0), selected rows (gray 1). */
const SURFACES = [DEFAULT_THEME.white, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];

/**
 * A palette whose shades 7-9 read as text on white, on the surfaces and on the palette's own light
 * background (shade 1: light badges, light buttons, alerts); lighter shades stay as Mantine has them.
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  const on = [...SURFACES, palette[1]];
  const shades = [...palette];
  for (let i = 7; i <= 9; i++) {
    shades[i] = readableOn(shades[i]!, on);
    // Each shade stays darker than the one before (hover states go one shade darker).
    if (luminance(shades[i]!) >= luminance(shades[i - 1]!)) shades[i] = hex(darken(shades[i - 1]!, 0.08));
  }
  return shades as unknown as MantineColorsTuple;
}

/** Secondary text, placeholders, notification bodies: grey 6 darkened until it reads on every surface. */
export const MUTED = readableOn(DEFAULT_THEME.colors.gray[6], SURFACES);

/** Greys: shade 6 (Mantine's dimmed text) becomes {@link MUTED}; the rest are surfaces or read already. */
const gray = DEFAULT_THEME.colors.gray.map((c, i) => (i === 6 ? MUTED : c)) as unknown as MantineColorsTuple;

const colors = {
  ...Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors)
      .filter(([name]) => name !== "dark" && name !== "gray")
      .map(([name, palette]) => [name, readablePalette(palette)]),
  ),
  gray,
};

/** Light-scheme variables Mantine takes from lighter shades: placeholders (grey 5), errors (red 6). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-placeholder": MUTED,
    "--mantine-color-error": "var(--mantine-color-red-8)",
  },
  dark: {},
});

/** Accessible names of the theme's icon-only buttons, in the current language. */
export interface ThemeLabels {
  /** Close buttons of modals, drawers and notifications. */
  close: string;
  /** Clear buttons of inputs (date ranges, selects). */
  clear: string;
}

const base: MantineThemeOverride = {
  primaryColor: "blue",
  // Shade 8: links and filled buttons at ≥ 4.5:1 (shade 6 was 3.55:1).
  primaryShade: 8,
  colors,
  defaultRadius: "sm",
  // Someone who asks their system for less motion gets dialogs, drawers and menus without their
  // transitions (WCAG 2.3.3). index.html carries the attribute Mantine's CSS reads for it.
  respectReducedMotion: true,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', Roboto, Helvetica, Arial, sans-serif",
};

/**
 * The console's theme with close and clear buttons named in the current language. Components are
 * named by key, not imported, so the theme does not pull @mantine/dates into the first route.
 */
export function consoleTheme(labels: ThemeLabels) {
  return createTheme({
    ...base,
    components: {
      CloseButton: { defaultProps: { "aria-label": labels.close } },
      InputClearButton: { defaultProps: { "aria-label": labels.clear } },
    },
  });
}
