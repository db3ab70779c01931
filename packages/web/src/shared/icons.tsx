// The console's few icons: glyphs drawn by ./icons.css from SVG data URLs (no icon package; the
// glyphs must not depend on installed fonts). A list cell's icon button names its glyph with
// {@link iconOf} and draws it on ::before, with no child element (budget: page size → 100
// rows painted); elsewhere an icon is one empty span masking the text colour.
import type { CSSProperties } from "react";
import type { IconName } from "./iconNames";
import "./icons.css";

export { ICON_NAMES, type IconName } from "./iconNames";

/**
 * The attribute that draws `name` on an element of class `fc-icon-btn` (spread it on the
 * button, which keeps its accessible name: the glyph is decoration).
 */
export const iconOf = (name: IconName) => ({ "data-fc-icon": name });

/** One glyph, `size` px square (each glyph has its own default: 16, or 14 for edit/reset/key). */
function Icon({ name, size }: { name: IconName; size: number | undefined }) {
  const style = size ? ({ "--fc-icon-size": `${size}px` } as CSSProperties) : undefined;
  return <span className="fc-icon" aria-hidden="true" style={style} {...iconOf(name)} />;
}

/** Two overlapping sheets: copy. */
export function CopyIcon({ size }: { size?: number }) {
  return <Icon name="copy" size={size} />;
}

/** A tick: done, copied. */
export function CheckIcon({ size }: { size?: number }) {
  return <Icon name="check" size={size} />;
}
