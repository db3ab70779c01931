// The glyphs of ./icons.css by name: apart from ./icons.tsx (which imports the stylesheet) so
// the browser test that draws each glyph (e2e/icons.spec.ts) can read the list.

/** The glyphs of ./icons.css. */
export const ICON_NAMES = ["copy", "check", "eye", "eye-off", "edit", "reset", "key"] as const;

/** A glyph of ./icons.css. */
export type IconName = (typeof ICON_NAMES)[number];
