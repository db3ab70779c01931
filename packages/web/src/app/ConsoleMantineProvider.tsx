// The console's Mantine provider (the first route ≤ 170 KB gz). The console's theme is
// fixed when it is built and its scheme is light: its CSS variables and global classes come as a
// stylesheet made at build time (build/mantineThemeCss.ts, imported by main.tsx) and index.html
// sets `data-mantine-color-scheme="light"` (and `data-respect-reduced-motion`, the theme's
// respectReducedMotion) on <html>, so none of MantineProvider's runtime CSS
// generation, colour-scheme storage or media listeners ships. Components read the same context
// MantineProvider gives them (src/mantineThemeCss.test.ts compares both).
import {
  type CSSVariablesResolver,
  MantineContext,
  type MantineThemeOverride,
  MantineThemeProvider,
} from "@mantine/core";
import { type ContextType, type ReactNode, useMemo } from "react";

/** The value MantineProvider puts in Mantine's context (Mantine does not export its type). */
type MantineContextValue = NonNullable<ContextType<typeof MantineContext>>;

/**
 * Every field of `T`, optional ones included (as possibly undefined): a Mantine upgrade that adds
 * a field to its context fails to compile here instead of leaving it unset.
 */
type EveryField<T> = { [K in keyof Required<T>]: T[K] };

/** The console never switches scheme: setting or clearing one does nothing. */
const keepLight = () => {};

/**
 * The context MantineProvider builds with its defaults for the light scheme: no colour-scheme
 * manager (nothing in the console switches scheme), `:root` variables, `mantine-` static classes.
 */
export function lightMantineContext(
  cssVariablesResolver?: CSSVariablesResolver,
): EveryField<MantineContextValue> {
  return {
    colorScheme: "light",
    setColorScheme: keepLight,
    clearColorScheme: keepLight,
    getRootElement: () => document.documentElement,
    classNamesPrefix: "mantine",
    getStyleNonce: undefined,
    cssVariablesResolver,
    cssVariablesSelector: ":root",
    withStaticClasses: true,
    headless: undefined,
    stylesTransform: undefined,
    env: undefined,
    deduplicateInlineStyles: false,
  };
}

/** Props of {@link ConsoleMantineProvider}. */
export interface ConsoleMantineProviderProps {
  /** The console's theme (shared/theme.ts `consoleTheme`, labels in the current language). */
  theme: MantineThemeOverride;
  /** The resolver the build-time stylesheet was made with (shared/theme.ts); components may read it. */
  cssVariablesResolver?: CSSVariablesResolver;
  children?: ReactNode;
}

/**
 * MantineProvider for the console without runtime CSS: Mantine's context (light scheme) and the
 * theme. Needs `virtual:fixcloud/mantine-theme.css` loaded and `data-mantine-color-scheme="light"`
 * on <html> (index.html).
 */
export function ConsoleMantineProvider({
  theme,
  cssVariablesResolver,
  children,
}: ConsoleMantineProviderProps) {
  const context = useMemo(() => lightMantineContext(cssVariablesResolver), [cssVariablesResolver]);
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
