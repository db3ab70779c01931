// JSON output: the values exactly as the API returned them (wire times in UTC), so scripts
// see the same rows as the console, whatever the time-zone or language setting.

/** Pretty JSON text with a trailing newline. */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
