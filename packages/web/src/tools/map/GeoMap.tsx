// The offline map of the tool pages: land and outlines from ./world.ts in the area's
// projection, the page's layers drawn between them by `children(projection)`, markers on top by
// `overlay`, and a click turned into a position (`onPick(lat, lon)`). The map is an image with a
// name; the pages offer the same pick as a form, so nothing here needs a pointer.
import type { StationRegion } from "@fixcloud/sdk/stations";
import { type GeoProjection, geoPath } from "d3-geo";
import { type MouseEvent, type ReactNode, useMemo } from "react";
import { MAP_SIZE, projectionOf } from "./projection";
import { LAND, OUTLINES } from "./world";

/** Props of {@link GeoMap}. */
export interface GeoMapProps {
  region: StationRegion;
  /** The accessible name of the map image. */
  label: string;
  /** Layers over the land and under the outlines (cells, coverage circles). */
  children?: (projection: GeoProjection) => ReactNode;
  /** Layers over the outlines (markers). */
  overlay?: (projection: GeoProjection) => ReactNode;
  /** The picked point, marked on top of everything. */
  marker?: { lat: number; lon: number } | null;
  /** A click on the map, as degrees (lat north, lon east). */
  onPick?: (lat: number, lon: number) => void;
  testId?: string;
}

/** The map of `region` as a scalable SVG. */
export function GeoMap({ region, label, children, overlay, marker, onPick, testId }: GeoMapProps) {
  const { projection, land, outlines } = useMemo(() => {
    const projection = projectionOf(region);
    const path = geoPath(projection);
    return { projection, land: path(LAND) ?? "", outlines: path(OUTLINES) ?? "" };
  }, [region]);
  const click = (e: MouseEvent<SVGSVGElement>) => {
    const ctm = e.currentTarget.getScreenCTM();
    if (!ctm || !onPick) return;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const at = projection.invert?.([p.x, p.y]);
    if (at && Number.isFinite(at[0]) && Number.isFinite(at[1])) onPick(at[1], at[0]);
  };
  const mark = marker ? projection([marker.lon, marker.lat]) : null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the page's coordinate form is the keyboard way to pick a point.
    <svg
      viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-region={region}
      onClick={click}
      style={{
        display: "block",
        width: "100%",
        height: "auto",
        background: "#dce9f5",
        borderRadius: "var(--mantine-radius-md)",
        cursor: onPick ? "crosshair" : undefined,
      }}
    >
      <path d={land} fill="#f3f3ee" />
      {children?.(projection)}
      <path d={outlines} fill="none" stroke="#6b7280" strokeWidth={0.7} strokeLinejoin="round" />
      {overlay?.(projection)}
      {mark && <circle cx={mark[0]} cy={mark[1]} r={6} fill="#111" stroke="#fff" strokeWidth={2} />}
    </svg>
  );
}
