// Validation rules of webhook endpoints (not in the spec; docs/webhooks.md): the URL,
// the description, the event types and the endpoint count. The console form, the CLI flags and
// the sandbox call the same functions, so a value one refuses the others refuse alike.
import { len, type RuleResult, type Text, trim } from "../shared/rules.js";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from "./limits.js";

/**
 * The webhooks area's L-codes (project additions, labelled in ./labels.ts): URL required,
 * too long, not an http(s) URL; description too long, with markup or control characters;
 * an unknown event type; the endpoint limit reached.
 */
export const WEBHOOK_CODES = {
  urlRequired: "L000760",
  urlLength: "L000761",
  urlInvalid: "L000762",
  descriptionLength: "L000763",
  descriptionInvalid: "L000764",
  eventTypeUnknown: "L000765",
  endpointLimit: "L000766",
} as const;

// Control characters (C0, DEL, C1) and the markup brackets: never part of a URL or a label.
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MARKUP = /[<>]/;

/** The URL as the rules see it: trimmed. Send this value (the form and the CLI do). */
export const webhookUrlValue = (value: Text): string => trim(value);

export const webhooks = {
  /**
   * Endpoint URL: required (L000760), at most 500 characters (L000761), an absolute http: or
   * https: URL with a host, no user info, no spaces, control characters or markup (L000762).
   * localhost is allowed: the sandbox delivers to local receivers (docs/webhooks.md, SSRF).
   */
  url(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return WEBHOOK_CODES.urlRequired;
    if (len(v) > WEBHOOK_LIMITS.urlMax) return WEBHOOK_CODES.urlLength;
    if (/\s/.test(v) || CONTROL.test(v) || MARKUP.test(v) || !/^https?:\/\//i.test(v))
      return WEBHOOK_CODES.urlInvalid;
    try {
      const u = new URL(v);
      if ((u.protocol !== "http:" && u.protocol !== "https:") || !u.hostname) return WEBHOOK_CODES.urlInvalid;
      return u.username || u.password ? WEBHOOK_CODES.urlInvalid : null;
    } catch {
      return WEBHOOK_CODES.urlInvalid;
    }
  },
  /**
   * Description: optional, at most 50 characters once trimmed (L000763), no markup brackets or
   * control characters (L000764).
   */
  description(value: Text): RuleResult {
    const v = trim(value);
    if (len(v) > WEBHOOK_LIMITS.descriptionMax) return WEBHOOK_CODES.descriptionLength;
    return CONTROL.test(v) || MARKUP.test(v) ? WEBHOOK_CODES.descriptionInvalid : null;
  },
  /** Event types: each one of the ten of `webhookEventType` (L000765); empty means all. */
  eventTypes(values: readonly string[] | null | undefined): RuleResult {
    const known = new Set<string>(WEBHOOK_EVENT_TYPES);
    return (values ?? []).every((t) => known.has(t)) ? null : WEBHOOK_CODES.eventTypeUnknown;
  },
  /** One event type: one of the ten (L000765); `fixcloud trigger` and triggerEvent check it. */
  eventType(value: Text): RuleResult {
    return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(trim(value))
      ? null
      : WEBHOOK_CODES.eventTypeUnknown;
  },
  /** Adding one more endpoint: refused at {@link WEBHOOK_LIMITS.endpointsMax} (200). L000766. */
  count: (current: number): RuleResult =>
    current >= WEBHOOK_LIMITS.endpointsMax ? WEBHOOK_CODES.endpointLimit : null,
};
