// Webhook calls (an addition to the spec's API
// under its own prefix {push}/webhook): endpoints and their secrets, the delivery log with
// redeliver, and the sample trigger. The event stream is not a JSON call: WEBHOOK_STREAM_PATH.
// Shapes in ./schemas.ts; decisions in docs/webhooks.md.
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  WebhookCreated,
  WebhookCreateRequest,
  WebhookDelivery,
  WebhookDeliveryListRequest,
  WebhookDeliveryPage,
  WebhookDone,
  WebhookEmptyRequest,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookIdRequest,
  WebhookSecret,
  WebhookTriggered,
  WebhookTriggerRequest,
  WebhookUpdateRequest,
} from "./schemas.js";

const added = (what: string) => ({ added: `webhooks: ${what}` });

/** The webhooks area's calls: a project addition, not in the spec. */
export const webhooksEndpoints = defineArea(
  "webhooks",
  { service: "push", base: "/webhook", source: "project addition (docs/webhooks.md)" },
  {
    listEndpoints: read(WebhookEmptyRequest, WebhookEndpointList, added("the customer's endpoints")),
    createEndpoint: write(
      WebhookCreateRequest,
      WebhookCreated,
      added("register an endpoint; the secret once"),
    ),
    updateEndpoint: write(WebhookUpdateRequest, WebhookEndpoint, {
      idempotent: true,
      ...added("edit an endpoint"),
    }),
    removeEndpoint: write(WebhookIdRequest, WebhookDone, added("remove an endpoint")),
    rotateSecret: write(WebhookIdRequest, WebhookSecret, added("a new signing secret")),
    listDeliveries: read(WebhookDeliveryListRequest, WebhookDeliveryPage, added("the delivery log")),
    redeliver: write(WebhookIdRequest, WebhookDelivery, added("a new attempt of a delivery now")),
    triggerEvent: write(WebhookTriggerRequest, WebhookTriggered, added("publish a sample event")),
  },
);
