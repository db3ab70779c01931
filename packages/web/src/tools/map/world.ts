// The boundary data of the tool pages' offline map: Natural Earth 1:110m countries
// from world-atlas, a JSON asset bundled into the page's own chunk (no tile server, nothing
// fetched but the page itself), trimmed at build time to the countries near the service areas
// (./trimWorld.ts, the page budget). Decoded once to GeoJSON with topojson-client.
import type { FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import countries110m from "world-atlas/countries-110m.json";

type Topology = Parameters<typeof feature>[0];
type TopoObject = Parameters<typeof feature>[1];

const topology = countries110m as unknown as Topology;
const countries = (topology.objects as Record<string, TopoObject>).countries as TopoObject;

/** Every country's shape (Natural Earth 110m), for the land fill. */
export const LAND: FeatureCollection = feature(topology, countries) as FeatureCollection;

/** Coasts and borders, each arc once (a mesh, not each shape's outline), stroked over the layers. */
export const OUTLINES: MultiLineString = mesh(topology, countries as Parameters<typeof mesh>[1]);
