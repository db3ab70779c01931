// How long a session or an online time lasted, as the fault page and `fixcloud fault` show it
// (part2 §3 sessionTime, online ms): the two or three largest units, symbols alike in both languages.

/** Milliseconds as `1d 2h 3m`, `4m 5s` or `0s`; a dash for null. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "-";
  const s = Math.round(ms / 1000);
  const parts = [
    [Math.floor(s / 86_400), "d"],
    [Math.floor((s % 86_400) / 3600), "h"],
    [Math.floor((s % 3600) / 60), "m"],
    [s % 60, "s"],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).slice(0, 3);
  return shown.length === 0 ? "0s" : shown.map(([n, u]) => `${n}${u}`).join(" ");
}
