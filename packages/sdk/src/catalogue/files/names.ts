// The display name of an uploaded file (part2 §5 "file name max 50", part1 §9; part2 §7
// uploadFile): what a browser or script sends as the name is untrusted text. Path parts, control
// characters, terminal escapes and bidirectional overrides are taken out once, here, for the
// server (what it stores, answers and puts in Content-Disposition) and the forms (the
// 50-character rule is applied to what remains). docs/identity-certification.md says how.

// ESC [ … final byte (CSI, e.g. colours "\x1b[31m") and ESC ] … BEL or ESC \ (OSC, e.g. a
// terminal title or hyperlink): removed whole, so no "[31m" is left behind.
// biome-ignore lint/suspicious/noControlCharactersInRegex: escape sequences are what it removes
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-_]/g;
// C0 and C1 controls and DEL; the bidirectional marks, embeddings, overrides and isolates
// (U+061C, U+200E-200F, U+202A-202E, U+2066-2069), which can make "x\u202Egnp.zip" read as
// "xpiz.png"; zero-width and byte-order characters that hide in a name (U+200B-200D, U+2060,
// U+FEFF).
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * The safe display name of an uploaded file's `name`: its last path part only (after the last
 * `/` or `\`, so `../../x.png` and `C:\tmp\x.png` are `x.png`), without terminal escape
 * sequences, control characters (NUL, newlines, DEL, C1), bidirectional controls (U+202E …)
 * and zero-width characters, and trimmed. `.` and `..` become "". Never throws; "" when nothing
 * is left (the server refuses such a file: it has no type). The 50-character rule (L000498) and
 * the type rules are checked on this name.
 */
export function safeFileName(name: string): string {
  const last = name.replace(ANSI, "").split(/[/\\]/).pop() ?? "";
  const clean = last.replace(ANSI, "").replace(HIDDEN, "").trim();
  return clean === "." || clean === ".." ? "" : clean;
}

/**
 * The Content-Disposition header of a file served as `name` (RFC 6266): `attachment` (or
 * `inline`), `filename="…"` an ASCII fallback (every other character, `"` and `\` as `_`) and
 * `filename*=UTF-8''…` the full name percent-encoded (RFC 8187). `name` is cleaned by
 * {@link safeFileName} first, so no path, control or bidi character reaches the header.
 */
export function contentDisposition(
  name: string,
  disposition: "attachment" | "inline" = "attachment",
): string {
  const safe = safeFileName(name) || "file";
  const ascii = safe.replace(/[^\x20-\x7e]|["\\]/g, "_");
  // encodeURIComponent leaves ' ( ) * ! unencoded; RFC 8187's attr-char does not allow ' ( ) *.
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
