// The guide is rendered at build time (developer docs): both languages' files render,
// and every link of their tables of contents reaches a heading of the same page.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

const guide = (file: string) => readFileSync(new URL(`../../../../docs/${file}`, import.meta.url), "utf8");

describe.each(["device-integration.md", "device-integration.zh-CN.md"])("%s", (file) => {
  const html = renderMarkdown(guide(file));

  it("renders its sections, code and tables", () => {
    expect(html).toContain("<h1");
    expect(html).toContain("<table>");
    expect(html).toContain("RTCM33GRCEPRO");
    // Code blocks scroll sideways on narrow frames: reachable by keyboard.
    expect(html).toContain('<pre tabindex="0"><code');
    expect(html).not.toContain("<pre>");
  });

  it("links its contents to headings that exist", () => {
    const ids = new Set([...html.matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1]));
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => decodeURIComponent(m[1] as string));
    expect(links.length).toBeGreaterThanOrEqual(7);
    expect(links.filter((l) => !ids.has(l))).toEqual([]);
  });
});
