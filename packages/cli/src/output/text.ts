// Text safety for the terminal. Server-provided text (remarks, notice bodies) may hold
// control characters; an ESC sequence could rewrite the screen or the window title, so
// everything printed for a person passes through `safeText`.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Whole terminal escape sequences (ECMA-48): CSI (`ESC [ … final`, also the 8-bit CSI), OSC
 * (`ESC ] … BEL|ST`, window titles, hyperlinks), DCS/SOS/PM/APC strings and two-byte escapes.
 * Removed whole, so no parameter text such as `[31m` is left behind on screen.
 */
const ESCAPES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point.
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u007e]?/g;

/** Colour codes (SGR), the escapes our own output adds (table rules, tones). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the colour codes is the point.
const SGR = /\u001b\[[0-9;]*m/g;

/** Drop terminal escape sequences and C0/C1 control characters, but keep newlines and tabs. */
export function safeText(text: string): string {
  return text.replace(ESCAPES, "").replace(CONTROL, "");
}

/** Remove the colour codes (SGR) from text that may carry them. */
export function stripColour(text: string): string {
  return text.replace(SGR, "");
}

/** Single-line form for table cells: escapes and control characters gone, line breaks and tabs become spaces. */
export function safeCell(text: string): string {
  return safeText(text.replace(/[\r\n\t]+/g, " "));
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  copy: "©",
  reg: "®",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  middot: "·",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code =
        e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[e.toLowerCase()] ?? m;
  });
}

/**
 * Convert a notice's HTML body to plain text for the terminal: scripts, styles and comments
 * are dropped with their content, block elements become line breaks, list items get a bullet,
 * links keep their address, every other tag is removed, entities are decoded and control
 * characters stripped. Not a sanitizer for HTML output: nothing here is ever rendered as HTML.
 */
export function htmlToText(html: string): string {
  let s = html
    .replace(/<!--[\s\S]*?(-->|$)/g, "")
    .replace(/<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, "")
    .replace(
      /<a\b[^>]*\bhref\s*=\s*["']?([^"'\s>]+)["']?[^>]*>([\s\S]*?)<\/a\s*>/gi,
      (_m, href: string, inner: string) => (/^(https?:|mailto:)/i.test(href) ? `${inner} (${href})` : inner),
    )
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|table|tr|blockquote|pre|section|article)\s*>/gi, "\n")
    .replace(/<(p|div|h[1-6]|ul|ol|table|tr|blockquote|pre|section|article)\b[^>]*>/gi, "\n")
    .replace(/<\/t[dh]\s*>/gi, "\t")
    .replace(/<[^>]*>/g, "")
    // A stray "<" that never closed (e.g. "<script" cut short) must not survive either.
    .replace(/<[a-z!/?][^\n]*$/gim, "");
  s = decodeEntities(s);
  s = safeText(s)
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n[ \t\u00a0]+/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
  return s.trim();
}
