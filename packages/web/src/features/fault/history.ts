// The account names searched last on /obstacle (part2 §2 "autocomplete from the last 5
// searches", §9 "search history keeps 5 entries"): newest first, no duplicates, in localStorage.
// A missing, corrupt or disabled storage reads as no history and never breaks the page.
import { LIMITS } from "@fixcloud/sdk";

/** localStorage key of the history. */
export const HISTORY_KEY = "fixcloud.fault.history";
/** Entries kept (part2 §9). */
export const HISTORY_SIZE = 5;

/** The history after searching `name`: it first, the others after it, at most 5, each ≤ 100 characters. */
export function withSearch(history: readonly string[], name: string): string[] {
  const v = name.trim();
  if (!v || v.length > LIMITS.searchMax) return [...history];
  return [v, ...history.filter((h) => h !== v)].slice(0, HISTORY_SIZE);
}

/** The stored history (only strings kept, at most 5). */
export function readHistory(
  storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage,
): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed
          .filter((x): x is string => typeof x === "string" && x.length <= LIMITS.searchMax)
          .slice(0, HISTORY_SIZE)
      : [];
  } catch {
    return [];
  }
}

/** Store `name` as the newest search; answers the new history. */
export function rememberSearch(
  name: string,
  storage: Pick<Storage, "getItem" | "setItem"> | undefined = globalThis.localStorage,
): string[] {
  const next = withSearch(readHistory(storage), name);
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history simply does not persist.
  }
  return next;
}
