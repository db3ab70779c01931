// Webhook event types and delivery states (issue 12 "Signed webhooks", not in the spec):
// the events a customer's endpoints may subscribe to, and where a delivery stands.
import { defineEnum } from "../shared/enum.js";

/**
 * The event types of webhooks, in display order (issue 12). Label keys
 * `webhookEventType.<type>`, e.g. `webhookEventType.batch.finished`.
 */
export const webhookEventType = defineEnum("webhookEventType", "issue 12", [
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
]);

/**
 * Where a delivery stands: `pending` (an attempt is due), `succeeded` (a 2xx answer),
 * `failed` (the last attempt of the schedule failed). Issue 12.
 */
export const webhookDeliveryStatus = defineEnum("webhookDeliveryStatus", "issue 12", [
  ["pending", "info"],
  ["succeeded", "success"],
  ["failed", "danger"],
]);
