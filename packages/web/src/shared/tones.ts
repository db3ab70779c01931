// The SDK's semantic tones (catalogue/shared/enum.ts: pending blue, in service green, ended
// red… part1 §4) mapped to the console's colours, in one place. StateBadge and the list cells
// read a value's tone here.
import type { Tone } from "@fixcloud/sdk";

/** The Mantine colour of each tone (the names cells.css styles badges by). */
export const TONE_COLORS = {
  neutral: "gray",
  info: "blue",
  success: "green",
  caution: "yellow",
  warning: "orange",
  danger: "red",
} as const satisfies Record<Tone, string>;

/** A badge colour: one of {@link TONE_COLORS}. */
export type ToneColor = (typeof TONE_COLORS)[Tone];

/** The colour of a tone; grey when there is none. */
export function toneColor(tone: Tone | undefined): ToneColor {
  return TONE_COLORS[tone ?? "neutral"];
}
