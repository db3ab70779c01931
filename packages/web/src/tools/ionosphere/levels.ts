// Colours of the five ionosphere levels (issue 12): the SDK's tones of `ionosphereLevel`
// (quiet green … severe red) as the console's colours, one place for the map and the legend.
import { enumTone, ionosphereLevel } from "@fixcloud/sdk/lists";
import { toneColor } from "../../shared/tones";

/** The levels 1-5 in display order. */
export const LEVELS = ionosphereLevel.values.map((v) => v.value as 1 | 2 | 3 | 4 | 5);

/** The fill of a level on the map (shade 5 of its tone's colour). */
export function levelFill(level: number): string {
  return `var(--mantine-color-${toneColor(enumTone(ionosphereLevel, level))}-5)`;
}
