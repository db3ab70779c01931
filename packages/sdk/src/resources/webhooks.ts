// Signed webhooks of the signed-in customer (an addition to the spec's API under
// {push}/webhook; docs/webhooks.md): endpoints with their one-time secret and its rotation, the
// delivery log and redeliver, and sample events. Values are trimmed as the rules check them.
import { webhooksEndpoints as E } from "../catalogue/webhooks/endpoints.js";
import { webhookUrlValue } from "../catalogue/webhooks/rules.js";
import type {
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryListRequest,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEventType,
  WebhookUpdateRequest,
} from "../catalogue/webhooks/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Webhooks.create}: the URL, an optional description, the event types (empty = all). */
export interface WebhookCreateParams {
  url: string;
  description?: string | undefined;
  eventTypes?: readonly (WebhookEventType | string)[] | undefined;
}

/** Parameters of {@link Webhooks.update}: the endpoint's id and the fields to change. */
export type WebhookUpdateParams = WebhookUpdateRequest;

/** Parameters of {@link Webhooks.deliveries}: optional filters and the page (default 1, size 10). */
export type WebhookDeliveryListParams = WebhookDeliveryListRequest;

/**
 * Webhooks of the signed-in customer. Calls throw ApiError: a 400 with the rule's
 * message (L000760-L000766) for a bad URL, description, event type or the 201st endpoint,
 * NotFoundError for an id that is not the customer's, ForbiddenError without the personal
 * centre (GRZX_JGS897); ConnectionError, TimeoutError.
 */
export class Webhooks extends APIResource {
  /** `webhooks.listEndpoints`: every endpoint of the customer, oldest first. */
  list(options?: CallOptions): Promise<WebhookEndpoint[]> {
    return this.transport.call(E.listEndpoints, {}, options);
  }

  /**
   * `webhooks.createEndpoint`: register an endpoint. Answers it with its signing secret
   * (`whsec_…`), the only time the full secret is returned: keep it.
   */
  create(params: WebhookCreateParams, options?: CallOptions): Promise<WebhookCreated> {
    return this.transport.call(
      E.createEndpoint,
      {
        url: webhookUrlValue(params.url),
        description: (params.description ?? "").trim(),
        eventTypes: [...(params.eventTypes ?? [])],
      },
      options,
    );
  }

  /** `webhooks.updateEndpoint`: change the URL, description, event types or enabled flag. */
  update(params: WebhookUpdateParams, options?: CallOptions): Promise<WebhookEndpoint> {
    const body: WebhookUpdateRequest = { ...params };
    if (body.url !== undefined) body.url = webhookUrlValue(body.url);
    if (body.description !== undefined) body.description = body.description.trim();
    return this.transport.call(E.updateEndpoint, body, options);
  }

  /** `webhooks.removeEndpoint`: remove an endpoint; its pending deliveries stop. */
  async remove(id: string, options?: CallOptions): Promise<void> {
    await this.transport.call(E.removeEndpoint, { id }, options);
  }

  /** `webhooks.rotateSecret`: a new secret; the old one stops signing at once. */
  async rotateSecret(id: string, options?: CallOptions): Promise<string> {
    return (await this.transport.call(E.rotateSecret, { id }, options)).secret;
  }

  /** `webhooks.listDeliveries`: one page of the delivery log, newest first. */
  deliveries(params: WebhookDeliveryListParams = {}, options?: CallOptions): Promise<WebhookDeliveryPage> {
    return this.transport.call(E.listDeliveries, params, options);
  }

  /** `webhooks.redeliver`: a new attempt of a delivery now, with the same `webhook-id`. */
  redeliver(id: string, options?: CallOptions): Promise<WebhookDelivery> {
    return this.transport.call(E.redeliver, { id }, options);
  }

  /**
   * `webhooks.triggerEvent`: publish a sample event of `eventType` for the customer through the
   * real delivery path (its data carries `"sample": true`); answers the event's id.
   */
  async trigger(eventType: WebhookEventType | string, options?: CallOptions): Promise<string> {
    return (await this.transport.call(E.triggerEvent, { eventType }, options)).eventId;
  }
}
