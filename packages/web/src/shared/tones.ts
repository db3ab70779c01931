// The SDK's semantic tones (catalogue/shared/enum.ts: pending blue, in service green, ended
// red… part1 §4) mapped to the console's colours, in one place. StateBadge and the list cells
// read a value's tone here.
import { type EnumDef, enumTone, type Tone } from "@fixcloud/sdk";

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

// SDK-REQUEST: tones on onlineState (1 "success", 2 "neutral") and noticeType (1 "info",
// 2 "warning", 3 "danger", 4 "neutral") in catalogue/<area>/enums.ts; the console showed these
// colours before tones existed. Remove this table when the SDK has them.
const PENDING_TONES: Readonly<Record<string, Readonly<Record<string, Tone>>>> = {
  onlineState: { "1": "success", "2": "neutral" },
  noticeType: { "1": "info", "2": "warning", "3": "danger", "4": "neutral" },
};

/** The tone of an enum value (the SDK's), or undefined when the value has none. */
export function toneOf(def: EnumDef, value: unknown): Tone | undefined {
  return enumTone(def, value) ?? PENDING_TONES[def.name]?.[String(value)];
}
