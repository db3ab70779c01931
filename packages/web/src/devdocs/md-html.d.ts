// Markdown files imported with `?html` are HTML text, rendered at build time (./markdown.ts).
declare module "*.md?html" {
  /** The file rendered to HTML. */
  const html: string;
  export default html;
}
