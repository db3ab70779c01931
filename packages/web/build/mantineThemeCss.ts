// The console's Mantine CSS variables and global classes, computed at build time (the
// first route ≤ 170 KB gz; MantineProvider computes them in the browser, ~3 KB gz of code, for a
// theme that is fixed when the console is built: src/shared/theme.ts, light scheme only). The
// console imports `virtual:fixcloud/mantine-theme.css` (src/app/main.tsx) and mounts
// ConsoleMantineProvider (src/app/ConsoleMantineProvider.tsx), which injects nothing. The text is
// what MantineProvider 9 injects (MantineCssVariables + MantineClasses), made by Mantine's own
// exported functions from the theme module, run as Vite's module runner runs it (as
// ./sdkLabelPacks.ts does); src/mantineThemeCss.test.ts compares it with MantineProvider's render.
import {
  type CSSVariablesResolver,
  type ConvertCSSVariablesInput,
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  type MantineTheme,
  type MantineThemeOverride,
  mergeMantineTheme,
  px,
} from "@mantine/core";
import type { Plugin } from "vite";
import { runnerImport } from "vite";

/** The id the console imports the CSS by. */
export const MANTINE_THEME_CSS = "virtual:fixcloud/mantine-theme.css";

// Vite's CSS pipeline recognises the module by its `.css` ending; `\0` keeps other plugins off it.
const RESOLVED_ID = `\0${MANTINE_THEME_CSS}`;

/** What the theme module (src/shared/theme.ts) exports and the CSS is made of. */
export interface ThemeModule {
  /** The theme with icon labels (labels are props, not CSS: any text will do here). */
  consoleTheme(labels: { close: string; clear: string }): MantineThemeOverride;
  /** The console's extra CSS variables (MantineProvider's `cssVariablesResolver`). */
  cssVariablesResolver?: CSSVariablesResolver;
}

/** A variables object without the entries Mantine's default theme already has (styles.css holds those). */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const keep = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(
      Object.entries(input[part]).filter(
        ([key, value]) => (defaults[part] as Record<string, string>)[key] !== value,
      ),
    );
  return { variables: keep("variables"), light: keep("light"), dark: keep("dark") };
}

/**
 * MantineCssVariables' text for `theme` (already merged with Mantine's default theme) as
 * MantineProvider renders it with its defaults (no `cssVariablesSelector`, so `:root, :host`;
 * `deduplicateCssVariables`: only the variables that differ from the default theme's).
 */
export function cssVariablesText(theme: MantineTheme, resolver?: CSSVariablesResolver): string {
  const base = defaultCssVariablesResolver(theme);
  const merged = resolver ? deepMerge(base, resolver(theme)) : base;
  return convertCssVariables(withoutDefaults(merged));
}

/** MantineClasses' text: `hidden-from-*` / `visible-from-*` for each breakpoint of `theme`. */
export function globalClassesText(theme: MantineTheme): string {
  return Object.entries(theme.breakpoints)
    .map(([breakpoint, value]) => {
      const isPx = value.includes("px");
      const size = px(value) as number;
      const below = isPx ? `${size - 0.1}px` : em(size - 0.1);
      const from = isPx ? `${size}px` : em(size);
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join("");
}

/** The stylesheet MantineProvider would inject for the theme module's theme (light or dark alike). */
export function themeCss(module: ThemeModule): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, module.consoleTheme({ close: "", clear: "" }));
  return `${cssVariablesText(theme, module.cssVariablesResolver)}\n${globalClassesText(theme)}\n`;
}

/** The theme module at `path` (TypeScript, importing @mantine/core), run by Vite's module runner. */
export async function loadThemeModule(path: string): Promise<ThemeModule> {
  const { module } = await runnerImport<ThemeModule>(path, { configFile: false });
  return module;
}

/**
 * The Vite plugin (dev and build): {@link MANTINE_THEME_CSS} loads as {@link themeCss} of the
 * theme module at `themeModule` (src/shared/theme.ts). Fails the build when the module cannot run.
 */
export function mantineThemeCss(themeModule: string): Plugin {
  return {
    name: "fixcloud:mantine-theme-css",
    enforce: "pre",
    resolveId(id) {
      return id === MANTINE_THEME_CSS ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile?.(themeModule);
      return themeCss(await loadThemeModule(themeModule));
    },
  };
}
