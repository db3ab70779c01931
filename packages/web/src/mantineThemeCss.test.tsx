// The console's Mantine stylesheet made at build time (build/mantineThemeCss.ts) and its
// ConsoleMantineProvider (first-route budget) must give the console what MantineProvider
// gave it: the same injected CSS for the theme of shared/theme.ts, the same context for components.
// MantineProvider is rendered for real (React's server renderer: no DOM library in the repo).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { MantineProvider, useMantineContext, useMantineTheme } from "@mantine/core";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { MANTINE_THEME_CSS, mantineThemeCss } from "../build/mantineThemeCss";
import { ConsoleMantineProvider } from "./app/ConsoleMantineProvider";
import { consoleTheme, cssVariablesResolver } from "./shared/theme";

const THEME_MODULE = resolve(import.meta.dirname, "shared/theme.ts");
const theme = consoleTheme({ close: "Close", clear: "Clear" });
const dir = mkdtempSync(join(tmpdir(), "mantine-theme-css-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whitespace-insensitive CSS (Mantine's text has blank lines between its rules). */
const normalised = (css: string) =>
  css
    .replace(/\s+/g, " ")
    .replace(/\s*([{};])\s*/g, "$1")
    .trim();

/** The text of every <style> MantineProvider renders for the console's theme, in order. */
function providerCss(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <p />
    </MantineProvider>,
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  expect(styles).toHaveLength(2);
  return styles.join("\n");
}

/** What the build's plugin serves for the console's import, with the theme module at `path`. */
async function pluginCss(path = THEME_MODULE): Promise<string> {
  const plugin = mantineThemeCss(path);
  const resolveId = plugin.resolveId as (id: string) => string | null;
  const load = plugin.load as (this: unknown, id: string) => Promise<string | null>;
  const id = resolveId(MANTINE_THEME_CSS);
  expect(id).toMatch(/\.css$/);
  const css = await load.call({}, id!);
  if (css === null) throw new Error("the plugin did not load its module");
  return css;
}

describe("the console's build-time Mantine stylesheet", () => {
  it("is what MantineProvider injects for the console's theme (variables and global classes)", async () => {
    const css = await pluginCss();
    expect(normalised(css)).toBe(normalised(providerCss()));
    // It carries the console's own colours, not Mantine's defaults.
    expect(css).toContain(`--mantine-color-blue-8: ${theme.colors!.blue![8]};`);
    expect(css).toContain("--mantine-color-anchor: var(--mantine-color-blue-8);");
    expect(css).toContain("--mantine-color-error: var(--mantine-color-red-8);");
    expect(css).toContain(".mantine-hidden-from-sm");
  });

  it("differs from MantineProvider's when a colour of the theme changes on one side only", async () => {
    const changed = join(dir, "theme.ts");
    writeFileSync(
      changed,
      `import * as real from ${JSON.stringify(THEME_MODULE)};
export const cssVariablesResolver = real.cssVariablesResolver;
export function consoleTheme(labels) {
  const theme = real.consoleTheme(labels);
  const blue = theme.colors.blue.map((c, i) => (i === 8 ? "#123456" : c));
  return { ...theme, colors: { ...theme.colors, blue } };
}
`,
    );
    const css = await pluginCss(changed);
    expect(css).toContain("--mantine-color-blue-8: #123456;");
    expect(normalised(css)).not.toBe(normalised(providerCss()));
  });
});

/** Mantine's context and theme as the last {@link Probe} rendered saw them. */
const probed: { context?: object; theme?: object } = {};

/** A component reading Mantine's context and theme into {@link probed}. */
function Probe() {
  probed.context = useMantineContext();
  probed.theme = useMantineTheme();
  return null;
}

/** What a component inside `provider` sees, and the markup `provider` renders around it. */
function seen(provider: (children: ReactNode) => ReactNode) {
  const html = renderToStaticMarkup(provider(<Probe />));
  return { ...probed, html };
}

describe("ConsoleMantineProvider", () => {
  it("gives components MantineProvider's context and theme for the light scheme, and injects no CSS", () => {
    const mantine = seen((children) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    ));
    const console = seen((children) => (
      <ConsoleMantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </ConsoleMantineProvider>
    ));
    expect(console.html).toBe("");
    expect(console.theme).toEqual(mantine.theme);
    // Functions are compared by what they do: scheme setters do nothing in the console.
    const values = (ctx: object | undefined) =>
      Object.fromEntries(Object.entries(ctx ?? {}).filter(([, v]) => typeof v !== "function"));
    const functions = (ctx: object | undefined) =>
      Object.entries(ctx ?? {})
        .filter(([, v]) => typeof v === "function")
        .map(([k]) => k)
        .sort();
    expect(values(console.context)).toEqual({ ...values(mantine.context), deduplicateInlineStyles: false });
    expect(functions(console.context)).toEqual(functions(mantine.context));
    expect(Object.keys(console.context!).sort()).toEqual(
      [...Object.keys(mantine.context!), "headless"].sort(),
    );
    expect((console.context as { cssVariablesResolver: unknown }).cssVariablesResolver).toBe(
      cssVariablesResolver,
    );
  });
});
