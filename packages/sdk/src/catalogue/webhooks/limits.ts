// The plain constants of signed webhooks (docs/webhooks.md): event types, limits, the
// retry schedule and paths. No zod here: the rules, the light `@fixcloud/sdk/lists` entry and
// the CLI's command declarations read them without loading the schemas.
import { webhookEventType } from "./enums.js";

/** Every webhook event type, in display order (the values of {@link webhookEventType}). */
export const WEBHOOK_EVENT_TYPES = webhookEventType.values.map((v) => v.value) as [
  (typeof webhookEventType.values)[number]["value"],
  ...(typeof webhookEventType.values)[number]["value"][],
];
/**
 * Limits of webhooks: endpoints per customer (200: the bench registers 100 with one
 * customer), URL length, description length, the signing secret's prefix.
 */
export const WEBHOOK_LIMITS = {
  endpointsMax: 200,
  urlMax: 500,
  descriptionMax: 50,
} as const;

/** The prefix of every signing secret (Standard Webhooks): `whsec_` + base64 of 24 random bytes. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

/**
 * The Standard Webhooks retry schedule, in ms after the previous attempt: immediately, 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. A delivery is `failed` after the last attempt. The
 * sandbox scales it (`--webhook-retry-scale`).
 */
export const WEBHOOK_RETRY_SCHEDULE_MS = [
  0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
] as const;

/** How long one delivery attempt may take before it counts as a failure, in ms. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Path of the event stream (Server-Sent Events) `fixcloud listen` reads; GET with the session token. */
export const WEBHOOK_STREAM_PATH = "/api/push/webhook/stream";
