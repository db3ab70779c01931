// Times on screen (part1 §1): wire times are UTC; the console shows them in the stored
// time-zone setting (UTC or local) and re-renders every time on a switch.
import { formatTime } from "@fixcloud/sdk";
import { useCallback } from "react";
import { useSettings } from "./useSettings";

/**
 * Formats wire times (UTC) in the stored time-zone setting; re-renders on a switch.
 * Empty values render as a dash.
 */
export function useFormatTime(): (wireTime: string | null | undefined, format?: string) => string {
  const { timeZone } = useSettings();
  return useCallback(
    (wireTime, format) => {
      if (!wireTime) return "-";
      return formatTime(wireTime, format ? { timeZone, format } : { timeZone });
    },
    [timeZone],
  );
}
