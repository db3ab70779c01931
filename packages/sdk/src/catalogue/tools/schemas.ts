// Shapes of the ionosphere call (the spec shows the page, not its call): the map of
// one hour over the service areas, ROTI per grid node. Decisions in docs/tools.md.
import { z } from "zod";
import { WireTime } from "../shared/common.js";

/** `tools.ionosphereGrid` body: the hour to show (UTC wire time, within the last 24 h); now when absent. */
export const IonosphereGridRequest = z.object({
  time: WireTime.optional(),
  /** Only one service area's nodes: CN or EU; both when absent. */
  region: z.enum(["CN", "EU"]).optional(),
});
/** What a caller passes for {@link IonosphereGridRequest}. */
export type IonosphereGridRequest = z.input<typeof IonosphereGridRequest>;

/** One grid node: its cell's centre (degrees), ROTI in TECU/min and the level 1-5 it makes. */
export const IonosphereCell = z.object({
  lat: z.number(),
  lon: z.number(),
  value: z.number(),
  level: z.number().int().min(1).max(5),
});
/** Parsed shape of {@link IonosphereCell}. */
export type IonosphereCell = z.infer<typeof IonosphereCell>;

/** The map of one hour: `time` (UTC wire time, on the hour), the grid spacing and the nodes. */
export const IonosphereGrid = z.object({
  time: WireTime,
  latStep: z.number(),
  lonStep: z.number(),
  cells: z.array(IonosphereCell),
});
/** Parsed shape of {@link IonosphereGrid}. */
export type IonosphereGrid = z.infer<typeof IonosphereGrid>;
