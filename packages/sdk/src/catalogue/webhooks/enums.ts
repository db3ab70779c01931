// Webhook event types and delivery states (not in the spec):
// the events a customer's endpoints may subscribe to, and where a delivery stands.
import { defineEnum } from "../shared/enum.js";

/**
 * The event types of webhooks, in display order. Label keys
 * `webhookEventType.<type>`, e.g. `webhookEventType.batch.finished`.
 */
export const webhookEventType = defineEnum("webhookEventType", "project addition", [
  "account.activated",
  "account.expiring",
  "account.disabled",
  "batch.finished",
  "pool.exhausted",
  "ticket.answered",
  "certification.reviewed",
  "rover.connected",
  "rover.first_fix",
  "rover.fix_degraded",
  "ntrip.connection.refused",
  "ntrip.session.degraded",
]);

/**
 * Where a delivery stands: `pending` (an attempt is due), `succeeded` (a 2xx answer),
 * `failed` (the last attempt of the schedule failed).
 */
export const webhookDeliveryStatus = defineEnum("webhookDeliveryStatus", "project addition", [
  ["pending", "info"],
  ["succeeded", "success"],
  ["failed", "danger"],
]);
