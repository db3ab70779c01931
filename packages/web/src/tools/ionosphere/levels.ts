// Colours of the five ionosphere levels: the SDK's tones of `ionosphereLevel`
// (quiet green, unsettled blue, moderate yellow, strong orange, severe red) as the pages'
// colours (tools.css `--t-level-N`), one place for the map, the legend and the reading.
import { ionosphereLevel } from "@fixcloud/sdk/lists";

/** The levels 1-5 in display order. */
export const LEVELS = ionosphereLevel.values.map((v) => v.value as 1 | 2 | 3 | 4 | 5);

/** The fill of a level (a CSS colour). */
export function levelFill(level: number): string {
  return `var(--t-level-${level})`;
}
