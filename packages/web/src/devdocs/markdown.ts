// A Vite plugin (developer docs): `import html from "x.md?html"` gives the markdown file
// rendered to HTML by marked when the console is built, so no markdown parser ships to the
// browser. Headings get ids (the guide's table of contents links to them). Build-time only:
// vite.config.ts loads it; nothing in the app imports it.
import { readFile } from "node:fs/promises";
import { Marked } from "marked";
import type { Plugin } from "vite";

const SUFFIX = "?html";

/** A heading's anchor: lower case, spaces to dashes, other punctuation dropped (CJK kept). */
export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-");
}

/**
 * `source` (markdown) as HTML, headings with ids, code blocks focusable (a block wider than the
 * page scrolls, and a keyboard user must be able to reach it: axe's scrollable-region-focusable).
 */
export function renderMarkdown(source: string): string {
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        return `<h${depth} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
    },
  });
  return marked.parse(source, { async: false }).replaceAll("<pre>", '<pre tabindex="0">');
}

/** The plugin: resolves `*.md?html` imports to a module exporting the rendered HTML string. */
export function markdownHtml(): Plugin {
  return {
    name: "fixcloud-markdown-html",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(`.md${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(renderMarkdown(await readFile(file, "utf8")))};`;
    },
  };
}
