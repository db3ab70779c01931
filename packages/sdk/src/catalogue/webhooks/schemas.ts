// Schemas of signed webhooks (an addition to the
// spec's API under {push}/webhook, see docs/webhooks.md): endpoints, their one-time secret,
// deliveries with every attempt, the sample trigger, the body sent and the event stream's
// messages. Values are checked by `rules.webhooks` (the form, the CLI and the sandbox), so the
// schemas only bound their size.
import { z } from "zod";
import { integer, optionalFilter, WireTime } from "../shared/common.js";
import { formShape } from "../shared/form-schema.js";
import type { webhookDeliveryStatus } from "./enums.js";
import { webhookEndpointForm } from "./forms.js";
import { WEBHOOK_EVENT_TYPES } from "./limits.js";

export * from "./limits.js";

/** A webhook event type, e.g. `"batch.finished"`. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** A known webhook event type. */
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);

/** Every delivery state (the values of {@link webhookDeliveryStatus}). */
export const WEBHOOK_DELIVERY_STATUSES = [
  "pending",
  "succeeded",
  "failed",
] as const satisfies readonly (typeof webhookDeliveryStatus.values)[number]["value"][];
/** Where a delivery stands. */
export const WebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
/** Parsed shape of {@link WebhookDeliveryStatus}. */
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/**
 * A registered endpoint: id `ep_…`, its URL, description, the event types it
 * receives (empty = all), whether it is enabled, when it was created (wire time, UTC) and a
 * hint of its secret (`whsec_…` + the last 4 characters).
 */
export const WebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(WebhookEventType),
  enabled: z.boolean(),
  createTime: WireTime,
  secretHint: z.string(),
});
/** Parsed shape of {@link WebhookEndpoint}. */
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** listEndpoints answer: the customer's endpoints, oldest first. */
export const WebhookEndpointList = z.array(WebhookEndpoint);

/** The body of a call without parameters (listEndpoints). */
export const WebhookEmptyRequest = z.object({}).optional();

// Types only: the lengths and values are the form's rules (URL ≤ 500, description ≤ 50, known
// event types), which the sandbox checks with the endpoint form, so a refusal is the rule's
// own L-code.
const endpointShape = formShape(webhookEndpointForm, { limits: false });

/**
 * createEndpoint body: the endpoint form's fields (./forms.ts): the URL (http/https, ≤ 500), an
 * optional description (≤ 50) and the event types (empty = all).
 */
export const WebhookCreateRequest = z.object({
  ...endpointShape,
  description: endpointShape.description.default(""),
  eventTypes: endpointShape.eventTypes.default([]),
});
/** What a caller passes for {@link WebhookCreateRequest}. */
export type WebhookCreateRequest = z.input<typeof WebhookCreateRequest>;

/**
 * createEndpoint answer: the endpoint and its signing secret `whsec_<base64>`, the only time
 * the full secret is returned.
 */
export const WebhookCreated = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
/** Parsed shape of {@link WebhookCreated}. */
export type WebhookCreated = z.infer<typeof WebhookCreated>;

/** updateEndpoint body: the id and the fields to change (absent = unchanged). */
export const WebhookUpdateRequest = z.object({
  id: z.string().max(100),
  url: endpointShape.url.optional(),
  description: endpointShape.description,
  eventTypes: endpointShape.eventTypes,
  enabled: z.boolean().optional(),
});
/** What a caller passes for {@link WebhookUpdateRequest}. */
export type WebhookUpdateRequest = z.input<typeof WebhookUpdateRequest>;

/** A body naming one endpoint or delivery by id: removeEndpoint, rotateSecret, redeliver. */
export const WebhookIdRequest = z.object({ id: z.string().max(100) });
/** Parsed shape of {@link WebhookIdRequest}. */
export type WebhookIdRequest = z.infer<typeof WebhookIdRequest>;

/** removeEndpoint answer: `{}`. */
export const WebhookDone = z.object({});

/** rotateSecret answer: the new secret (the old one stops signing at once). */
export const WebhookSecret = z.object({ secret: z.string() });
/** Parsed shape of {@link WebhookSecret}. */
export type WebhookSecret = z.infer<typeof WebhookSecret>;

/**
 * One attempt of a delivery: its number (1-based), when (wire time, UTC), the HTTP status
 * (null when none came back), how long it took in ms, and the error (null on a 2xx).
 */
export const WebhookAttempt = z.object({
  attempt: z.number().int().positive(),
  time: WireTime,
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
/** Parsed shape of {@link WebhookAttempt}. */
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

/**
 * The body sent to an endpoint (Standard Webhooks payload): the event type, when it happened
 * (ISO 8601, UTC) and its data, which always names the customer.
 */
export const WebhookPayload = z.object({
  type: WebhookEventType,
  timestamp: z.string(),
  data: z.looseObject({ customerId: z.string() }),
});
/** Parsed shape of {@link WebhookPayload}. */
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/**
 * `data` of `ntrip.connection.refused`: the caster refused a connection attempt of an account
 * (docs/ntrip-caster.md "Refusals"): the account name as the client sent it, the mount point it
 * asked for, the reason code (`ntripRefusalReason`), the HTTP status it was answered with, the
 * client's address and User-Agent (null when it sent none).
 */
export const NtripConnectionRefusedData = z.object({
  customerId: z.string(),
  accountName: z.string(),
  mountPoint: z.string(),
  reason: z.string(),
  status: z.number().int(),
  ip: z.string(),
  userAgent: z.string().nullable(),
});
/** Parsed shape of {@link NtripConnectionRefusedData}. */
export type NtripConnectionRefusedData = z.infer<typeof NtripConnectionRefusedData>;

/**
 * `data` of `ntrip.session.degraded`: a streaming session found degraded (no GGA, invalid GGA,
 * out of coverage; reason code of `ntripRefusalReason`), its account, mount point and session id.
 */
export const NtripSessionDegradedData = z.object({
  customerId: z.string(),
  accountName: z.string(),
  mountPoint: z.string(),
  sessionId: z.number().int(),
  reason: z.string(),
});
/** Parsed shape of {@link NtripSessionDegradedData}. */
export type NtripSessionDegradedData = z.infer<typeof NtripSessionDegradedData>;

/**
 * A delivery of one event to one endpoint: id `msg_…` (the `webhook-id` header, kept by a
 * redelivery), the endpoint and its URL, the event type, the state, every attempt, when the
 * next attempt is due (null when none), when it was created and the body sent.
 */
export const WebhookDelivery = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  eventType: WebhookEventType,
  status: WebhookDeliveryStatus,
  attempts: z.array(WebhookAttempt),
  nextAttemptTime: WireTime.nullable(),
  createTime: WireTime,
  payload: WebhookPayload,
});
/** Parsed shape of {@link WebhookDelivery}. */
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** listDeliveries body: optional filters and the page (newest first). */
export const WebhookDeliveryListRequest = z.object({
  endpointId: optionalFilter(z.string().max(100)),
  eventType: optionalFilter(WebhookEventType),
  status: optionalFilter(WebhookDeliveryStatus),
  pageNo: integer(1, 1_000_000).optional().default(1),
  pageSize: integer(1, 100).optional().default(10),
});
/** What a caller passes for {@link WebhookDeliveryListRequest}. */
export type WebhookDeliveryListRequest = z.input<typeof WebhookDeliveryListRequest>;

/** listDeliveries answer: the total and one page of deliveries, newest first. */
export const WebhookDeliveryPage = z.object({
  total: z.number().int().nonnegative(),
  list: z.array(WebhookDelivery),
});
/** Parsed shape of {@link WebhookDeliveryPage}. */
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

/** triggerEvent body: the event type of the sample to publish (`fixcloud trigger`). */
export const WebhookTriggerRequest = z.object({ eventType: z.string().max(100) });
/** Parsed shape of {@link WebhookTriggerRequest}. */
export type WebhookTriggerRequest = z.infer<typeof WebhookTriggerRequest>;

/** triggerEvent answer: the id of the published sample event. */
export const WebhookTriggered = z.object({ eventId: z.string() });
/** Parsed shape of {@link WebhookTriggered}. */
export type WebhookTriggered = z.infer<typeof WebhookTriggered>;

/** The event stream's first message (SSE event `ready`): the stream's own signing secret. */
export const WebhookStreamReady = z.object({ secret: z.string() });
/** Parsed shape of {@link WebhookStreamReady}. */
export type WebhookStreamReady = z.infer<typeof WebhookStreamReady>;

/**
 * One event of the stream (SSE event `webhook`): the message id (`webhook-id`), the timestamp
 * (`webhook-timestamp`, Unix seconds as text), the event type, the body exactly as a webhook
 * sends it, and the `webhook-signature` header value signed with the stream's secret.
 */
export const WebhookStreamMessage = z.object({
  id: z.string(),
  timestamp: z.string(),
  type: WebhookEventType,
  body: z.string(),
  signature: z.string(),
});
/** Parsed shape of {@link WebhookStreamMessage}. */
export type WebhookStreamMessage = z.infer<typeof WebhookStreamMessage>;
