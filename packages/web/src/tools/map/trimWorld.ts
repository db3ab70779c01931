// Build step of the tool pages' offline map (budget: ≤ 150 KB gz per tool page, the map
// data included): the Natural Earth 110m topology (world-atlas) keeps only the countries near the
// service areas (the SDK's IONOSPHERE_AREAS, China and Europe, with a margin wider than any
// frame the map fits to them), their arcs, and no names or ids, which the map never shows.
// Shapes that are kept are unchanged, so the map draws the same picture.
import type { Plugin } from "vite";

/** A box in degrees. */
interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Degrees added around an area: the fitted frame (3:2) shows more than the box on one axis. */
const MARGIN = { lat: 15, lon: 25 } as const;

interface Topology {
  type: "Topology";
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: string; geometries: Geometry[] }>;
  bbox?: number[];
}
type Rings = number[][] | number[][][];
interface Geometry {
  type: string;
  arcs?: Rings;
  id?: string;
  properties?: unknown;
}

/** The arc indexes of a geometry (negative `~i` means arc `i` reversed). */
const arcIndexes = (g: Geometry): number[] => (g.arcs ?? []).flat(2) as number[];
const arcOf = (i: number) => (i < 0 ? ~i : i);

/** Bounding box of every arc, in degrees (arcs are delta-encoded, quantized). */
function arcBoxes(t: Topology): Box[] {
  const [sx, sy] = t.transform.scale;
  const [tx, ty] = t.transform.translate;
  return t.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const box = { south: 90, north: -90, west: 180, east: -180 };
    for (const [dx, dy] of arc) {
      x += dx;
      y += dy;
      const lon = x * sx + tx;
      const lat = y * sy + ty;
      box.south = Math.min(box.south, lat);
      box.north = Math.max(box.north, lat);
      box.west = Math.min(box.west, lon);
      box.east = Math.max(box.east, lon);
    }
    return box;
  });
}

const overlaps = (a: Box, b: Box) =>
  a.south <= b.north && a.north >= b.south && a.west <= b.east && a.east >= b.west;

/**
 * The topology with only the `countries` geometries that reach one of `areas` (plus the margin),
 * the arcs they use (renumbered) and no properties or ids; other objects are dropped.
 */
export function trimWorld(t: Topology, areas: readonly Box[]): Topology {
  const boxes = arcBoxes(t);
  const wide = areas.map((a) => ({
    south: a.south - MARGIN.lat,
    north: a.north + MARGIN.lat,
    west: a.west - MARGIN.lon,
    east: a.east + MARGIN.lon,
  }));
  const countries = t.objects.countries?.geometries ?? [];
  const kept = countries.filter((g) =>
    arcIndexes(g).some((i) => wide.some((w) => overlaps(boxes[arcOf(i)] as Box, w))),
  );
  const renumber = new Map<number, number>();
  for (const g of kept)
    for (const i of arcIndexes(g)) if (!renumber.has(arcOf(i))) renumber.set(arcOf(i), renumber.size);
  const remap = (rings: unknown): unknown =>
    Array.isArray(rings)
      ? rings.map(remap)
      : (rings as number) < 0
        ? ~(renumber.get(~(rings as number)) as number)
        : renumber.get(rings as number);
  const arcs: [number, number][][] = [];
  for (const [old, now] of renumber) arcs[now] = t.arcs[old] as [number, number][];
  return {
    type: "Topology",
    transform: t.transform,
    arcs,
    objects: {
      countries: {
        type: "GeometryCollection",
        geometries: kept.map((g) => ({ type: g.type, arcs: remap(g.arcs) as Rings })),
      },
    },
  };
}

/** The Vite plugin: trims `world-atlas/countries-110m.json` to `areas` as it is bundled. */
export function serviceAreaWorld(areas: readonly Box[]): Plugin {
  return {
    name: "fixcloud:service-area-world",
    enforce: "pre",
    transform(code, id) {
      if (!/world-atlas[\\/]countries-110m\.json$/.test(id)) return null;
      return { code: JSON.stringify(trimWorld(JSON.parse(code) as Topology, areas)), map: null };
    },
  };
}
