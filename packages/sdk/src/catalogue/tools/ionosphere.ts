// The ionosphere map of the ionosphere page (part1 §2 Tools), as plain data and pure
// functions for the light entry `@fixcloud/sdk/tools`: the grid (IONEX-style nodes every 2.5° of
// latitude and 5° of longitude), the service areas it covers, and the ROTI thresholds of the five
// activity levels (`ionosphereLevel`, labels in the overview area). The sandbox's model and the
// page both read these; decisions in docs/tools.md.
import type { StationRegion } from "../stations/base-stations.js";

/**
 * Where the ionosphere call lives (the spec shows the page, not its path): `tools.ionosphereGrid`
 * is built from these, and {@link IONOSPHERE_GRID_PATH} is its full path for a page that calls
 * it without the catalogue (the tool pages, which cannot afford zod).
 */
export const IONOSPHERE_API = { base: "/ops/ionosphere", call: "grid" } as const;
/** `POST /api/ops/ionosphere/grid` (a test checks it is the catalogue entry's path). */
export const IONOSPHERE_GRID_PATH = `/api${IONOSPHERE_API.base}/${IONOSPHERE_API.call}`;

/** Grid spacing of the ionosphere map, degrees: IONEX's usual 2.5° latitude × 5° longitude. */
export const IONOSPHERE_GRID = { latStep: 2.5, lonStep: 5 } as const;

/** How far back the map's time slider goes, hours (one map per hour). */
export const IONOSPHERE_HOURS = 24;

/** A box of grid nodes, degrees (south, north, west, east; nodes on the edges included). */
export interface GridBox {
  readonly south: number;
  readonly north: number;
  readonly west: number;
  readonly east: number;
}

/** The service areas the map covers: mainland China (CN) and Europe (EU, the RTCM33EU stations). */
export const IONOSPHERE_AREAS: Readonly<Record<StationRegion, GridBox>> = {
  CN: { south: 17.5, north: 52.5, west: 75, east: 135 },
  EU: { south: 35, north: 62.5, west: -10, east: 30 },
};

/**
 * ROTI (rate of TEC index, TECU/min) from which each level starts: below 0.25 quiet (1), then
 * unsettled (2), moderate (3), strong (4), from 2 severe (5). RTK degrades from ~0.5 TECU/min.
 */
export const IONOSPHERE_THRESHOLDS = [0.25, 0.5, 1, 2] as const;

/** An activity level 1-5 (enum `ionosphereLevel`). */
export type IonosphereLevel = 1 | 2 | 3 | 4 | 5;

/**
 * The activity level of a ROTI value in TECU/min (thresholds {@link IONOSPHERE_THRESHOLDS},
 * a value equal to a threshold belongs to the higher level). Throws RangeError for a negative
 * or non-finite value.
 */
export function ionosphereLevelOf(roti: number): IonosphereLevel {
  if (!Number.isFinite(roti) || roti < 0)
    throw new RangeError("ionosphereLevelOf: ROTI must be a finite value ≥ 0");
  let level = 1;
  for (const threshold of IONOSPHERE_THRESHOLDS) if (roti >= threshold) level++;
  return level as IonosphereLevel;
}

/** The lowest ROTI (TECU/min) of `level`: 0 for quiet. */
export function ionosphereLevelFloor(level: IonosphereLevel): number {
  return level === 1 ? 0 : (IONOSPHERE_THRESHOLDS[level - 2] as number);
}

/** A grid node: the centre of a 2.5° × 5° cell, degrees. */
export interface GridNode {
  readonly lat: number;
  readonly lon: number;
}

/** The grid node whose cell holds (`lat`, `lon`): the nearest node (a cell spans ±1.25° × ±2.5°). */
export function ionosphereNodeAt(lat: number, lon: number): GridNode {
  const { latStep, lonStep } = IONOSPHERE_GRID;
  const snap = (v: number, step: number) => Math.round(v / step) * step + 0; // + 0: no -0
  return { lat: snap(lat, latStep), lon: snap(lon, lonStep) };
}

/** Every node of a region's area, south to north, west to east. */
export function ionosphereNodes(region: StationRegion): GridNode[] {
  const { south, north, west, east } = IONOSPHERE_AREAS[region];
  const { latStep, lonStep } = IONOSPHERE_GRID;
  const nodes: GridNode[] = [];
  for (let lat = south; lat <= north; lat += latStep)
    for (let lon = west; lon <= east; lon += lonStep) nodes.push({ lat, lon });
  return nodes;
}
