// A few inline SVG icons (no icon package; the glyphs must not depend on installed fonts).
import type { SVGProps } from "react";

const base = (size: number): SVGProps<SVGSVGElement> => ({
  width: size,
  height: size,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  focusable: false,
});

/** Two overlapping sheets: copy. */
export function CopyIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)} aria-hidden="true">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}

/** A tick: done, copied. */
export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...base(size)} aria-hidden="true">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

/** An eye, struck through when `off`: reveal or hide. */
export function EyeIcon({ size = 16, off = false }: { size?: number; off?: boolean }) {
  return (
    <svg {...base(size)} aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {off && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** A pencil: edit. */
export function EditIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...base(size)} aria-hidden="true">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </svg>
  );
}

/** A circular arrow: reset. */
export function ResetIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...base(size)} aria-hidden="true">
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </svg>
  );
}

/** A key: set a password. */
export function KeyIcon({ size = 14 }: { size?: number }) {
  return (
    <svg {...base(size)} aria-hidden="true">
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="M10.7 12.3 21 2M16 7l3 3M18 5l2 2" />
    </svg>
  );
}
