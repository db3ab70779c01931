// Validation rules of the tool pages: the coordinates of "is this point covered?" and
// the time of an ionosphere map. Project codes L000780-L000782 (labels in ./labels.ts).
import type { NumberInput, RuleResult } from "../shared/rules.js";
import { IONOSPHERE_HOURS } from "./ionosphere.js";

const HOUR_MS = 3_600_000;

/** A decimal number in [-limit, limit] (text as typed, or a number), else false. */
function inRange(value: NumberInput, limit: number): boolean {
  const text = typeof value === "number" ? String(value) : (value ?? "").trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return false;
  return Math.abs(Number(text)) <= limit;
}

/** The tool pages' rules: `lat`, `lon` (coverage form), `time` (ionosphere map). Each returns an L-code or null. */
export const tools = {
  /** Latitude, decimal degrees: required, a number in [-90, 90] (L000780). */
  lat(value: NumberInput): RuleResult {
    return inRange(value, 90) ? null : "L000780";
  },
  /** Longitude, decimal degrees: required, a number in [-180, 180] (L000781). */
  lon(value: NumberInput): RuleResult {
    return inRange(value, 180) ? null : "L000781";
  },
  /**
   * The time of an ionosphere map, epoch ms: within the last {@link IONOSPHERE_HOURS} hours
   * (counted in whole hours back from the hour of `now`) and not after `now` (L000782).
   */
  time(value: number, now: number): RuleResult {
    const earliest = Math.floor(now / HOUR_MS) * HOUR_MS - IONOSPHERE_HOURS * HOUR_MS;
    return Number.isFinite(value) && value >= earliest && value <= now ? null : "L000782";
  },
};
