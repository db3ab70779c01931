// The audit page's filter form (docs/audit.md): the fields as typed and the list request they
// make, the dates as whole days in the time-zone setting the page shows times in.
import { type AuditListRequest, parseLocalInput, type TimeZoneSetting } from "@fixcloud/sdk";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's fields, as typed. */
export interface Form {
  username: string;
  action: string | null;
  entity: string | null;
  entityId: string;
  since: string;
  until: string;
}
export const EMPTY: Form = { username: "", action: null, entity: null, entityId: "", since: "", until: "" };

/**
 * The wire time (UTC) at which day `d` (YYYY-MM-DD) starts in the time-zone setting, `days`
 * later; null for text that is not a calendar day (2026-02-31).
 */
function dayStart(d: string, timeZone: TimeZoneSetting, days = 0): string | null {
  if (!DATE.test(d) || parseLocalInput(`${d} 00:00:00`, timeZone) === null) return null;
  const next = new Date(Date.parse(`${d}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return parseLocalInput(`${next} 00:00:00`, timeZone);
}

/** Whether a date field holds text that is not a calendar day (empty is fine: no bound). */
export const badDay = (d: string) => d !== "" && dayStart(d, "UTC") === null;

/**
 * The request of a submitted form: the dates as whole days in the time-zone setting the times
 * are shown in (`since` the first day's start, `until` the start of the day after the last).
 */
export function requestOf(f: Form, timeZone: TimeZoneSetting): AuditListRequest {
  return {
    username: f.username.trim() || undefined,
    action: f.action ?? undefined,
    entity: f.entity ?? undefined,
    entityId: f.entity ? f.entityId.trim() || undefined : undefined,
    since: f.since ? (dayStart(f.since, timeZone) ?? undefined) : undefined,
    until: f.until ? (dayStart(f.until, timeZone, 1) ?? undefined) : undefined,
  };
}
