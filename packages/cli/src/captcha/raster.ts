// Render an image captcha in a terminal, without a browser. svg-captcha (the sandbox's and
// the console's captcha) draws each character as a filled <path> made of M/L/Q/C/Z commands
// and the noise as stroked paths with fill="none". We keep the filled paths, flatten their
// curves to polygons, fill them with the non-zero rule and sample the result into a grid of
// Unicode half blocks (▀ ▄ █): each character cell holds two square "pixels".

type Pt = [number, number];
type Polygon = Pt[];

export interface SvgShape {
  width: number;
  height: number;
  /** One entry per filled <path>: its closed sub-paths. */
  shapes: Polygon[][];
}

/** Decode an `img` field: an SVG data URL (base64 or URL-encoded) or raw SVG markup. */
export function svgFromImage(img: string): string {
  const m = /^data:image\/svg\+xml(;[^,]*)?,(.*)$/s.exec(img.trim());
  if (!m) return img;
  const params = m[1] ?? "";
  const payload = m[2] ?? "";
  return params.includes("base64")
    ? Buffer.from(payload, "base64").toString("utf8")
    : decodeURIComponent(payload);
}

function attr(tag: string, name: string): string | undefined {
  return (
    new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ??
    new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`, "i").exec(tag)?.[1]
  );
}

const STEPS = 8;

/** Flatten one path's `d` into closed polygons (absolute and relative M L H V Q C Z). */
export function flattenPath(d: string): Polygon[] {
  const tokens = d.match(/[MLHVQCZmlhvqcz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const polys: Polygon[] = [];
  let cur: Polygon = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let cmd = "";
  let i = 0;
  const num = () => Number(tokens[i++]);
  const isNum = () => i < tokens.length && !/^[A-Za-z]$/.test(tokens[i]!);
  const close = () => {
    if (cur.length > 2) polys.push(cur);
    cur = [];
  };
  while (i < tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[i]!)) cmd = tokens[i++]!;
    else if (!cmd) {
      i++;
      continue;
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case "M": {
        close();
        x = ox + num();
        y = oy + num();
        sx = x;
        sy = y;
        cur.push([x, y]);
        // Further pairs after M are line-tos.
        cmd = rel ? "l" : "L";
        break;
      }
      case "L":
        x = ox + num();
        y = oy + num();
        cur.push([x, y]);
        break;
      case "H":
        x = ox + num();
        cur.push([x, y]);
        break;
      case "V":
        y = oy + num();
        cur.push([x, y]);
        break;
      case "Q": {
        const [x1, y1, x2, y2] = [ox + num(), oy + num(), ox + num(), oy + num()];
        for (let s = 1; s <= STEPS; s++) {
          const t = s / STEPS;
          const u = 1 - t;
          cur.push([u * u * x + 2 * u * t * x1 + t * t * x2, u * u * y + 2 * u * t * y1 + t * t * y2]);
        }
        x = x2;
        y = y2;
        break;
      }
      case "C": {
        const [x1, y1, x2, y2, x3, y3] = [
          ox + num(),
          oy + num(),
          ox + num(),
          oy + num(),
          ox + num(),
          oy + num(),
        ];
        for (let s = 1; s <= STEPS; s++) {
          const t = s / STEPS;
          const u = 1 - t;
          cur.push([
            u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
            u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
          ]);
        }
        x = x3;
        y = y3;
        break;
      }
      case "Z":
        close();
        x = sx;
        y = sy;
        cmd = "";
        continue;
      default:
        // Unsupported command (arcs, smooth curves): skip its numbers.
        while (isNum()) i++;
        continue;
    }
    if (Number.isNaN(x) || Number.isNaN(y)) return polys;
  }
  close();
  return polys;
}

/** Parse the SVG: its size and the filled paths (noise strokes with fill="none" are dropped). */
export function parseSvg(svg: string): SvgShape {
  const open = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const vb = attr(open, "viewBox")
    ?.split(/[\s,]+/)
    .map(Number);
  const width = Number(attr(open, "width")) || vb?.[2] || 150;
  const height = Number(attr(open, "height")) || vb?.[3] || 50;
  const shapes: Polygon[][] = [];
  for (const tag of svg.match(/<path\b[^>]*>/gi) ?? []) {
    const fill = attr(tag, "fill");
    if (fill === undefined || fill.toLowerCase() === "none" || fill.toLowerCase() === "transparent") continue;
    const d = attr(tag, "d");
    if (d) shapes.push(flattenPath(d));
  }
  return { width, height, shapes };
}

/**
 * Non-zero winding test over all sub-paths of one path (SVG's default fill-rule): svg-captcha
 * draws a glyph as overlapping sub-paths, which even-odd would punch holes into.
 */
function inside(shape: Polygon[], px: number, py: number): boolean {
  let winding = 0;
  for (const poly of shape) {
    for (let a = 0, b = poly.length - 1; a < poly.length; b = a++) {
      const [xa, ya] = poly[b]!;
      const [xb, yb] = poly[a]!;
      if (ya <= py) {
        if (yb > py && (xb - xa) * (py - ya) - (px - xa) * (yb - ya) > 0) winding++;
      } else if (yb <= py && (xb - xa) * (py - ya) - (px - xa) * (yb - ya) < 0) winding--;
    }
  }
  return winding !== 0;
}

export interface RenderOptions {
  /** Width of the art in terminal columns. Default 64. */
  columns?: number;
}

/**
 * Rasterize the captcha to lines of half-block characters. The art is cropped to the drawn
 * characters; each column is `w` image units wide and each half-block `w` tall, so the letters
 * keep their shape in a terminal whose cells are about twice as tall as wide.
 */
export function renderSvgToBlocks(svg: string, options: RenderOptions = {}): string[] {
  const { width, height, shapes } = parseSvg(svg);
  const pts = shapes.flat(2);
  if (pts.length === 0) return [];
  const pad = 1;
  const minX = Math.max(0, Math.min(...pts.map((p) => p[0])) - pad);
  const maxX = Math.min(width, Math.max(...pts.map((p) => p[0])) + pad);
  const minY = Math.max(0, Math.min(...pts.map((p) => p[1])) - pad);
  const maxY = Math.min(height, Math.max(...pts.map((p) => p[1])) + pad);
  const cols = Math.max(8, Math.floor(options.columns ?? 64));
  const unit = (maxX - minX) / cols;
  const subRows = Math.ceil((maxY - minY) / unit);
  const S = 4; // supersampling per pixel and axis
  const on = (cx: number, sr: number): boolean => {
    let hits = 0;
    for (let i = 0; i < S; i++)
      for (let j = 0; j < S; j++) {
        const px = minX + (cx + (i + 0.5) / S) * unit;
        const py = minY + (sr + (j + 0.5) / S) * unit;
        if (shapes.some((sh) => inside(sh, px, py))) hits++;
      }
    return hits / (S * S) >= 0.2;
  };
  const lines: string[] = [];
  for (let r = 0; r < subRows; r += 2) {
    let line = "";
    for (let c = 0; c < cols; c++) {
      const top = on(c, r);
      const bottom = r + 1 < subRows && on(c, r + 1);
      line += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " ";
    }
    lines.push(line.replace(/\s+$/, ""));
  }
  return lines;
}
