// Webhook calls (an addition to the spec's API
// under its own prefix {push}/webhook): endpoints and their secrets, the delivery log with
// redeliver, and the sample trigger. The event stream is not a JSON call: WEBHOOK_STREAM_PATH.
// Shapes in ./schemas.ts; decisions in docs/webhooks.md.
import { screen } from "../shared/access.js";
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
    listEndpoints: read(WebhookEmptyRequest, WebhookEndpointList, {
      ...added("the customer's endpoints"),
      access: screen("webhooks"),
      title: { "zh-CN": "Webhook 端点列表", en: "List webhook endpoints" },
    }),
    createEndpoint: write(WebhookCreateRequest, WebhookCreated, {
      ...added("register an endpoint; the secret once"),
      access: screen("webhooks"),
      title: { "zh-CN": "新增 Webhook 端点", en: "Add a webhook endpoint" },
    }),
    updateEndpoint: write(WebhookUpdateRequest, WebhookEndpoint, {
      idempotent: true,
      ...added("edit an endpoint"),
      access: screen("webhooks"),
      title: { "zh-CN": "修改 Webhook 端点", en: "Update a webhook endpoint" },
    }),
    removeEndpoint: write(WebhookIdRequest, WebhookDone, {
      ...added("remove an endpoint"),
      access: screen("webhooks"),
      title: { "zh-CN": "删除 Webhook 端点", en: "Remove a webhook endpoint" },
    }),
    rotateSecret: write(WebhookIdRequest, WebhookSecret, {
      ...added("a new signing secret"),
      access: screen("webhooks"),
      title: { "zh-CN": "轮换签名密钥", en: "Rotate the signing secret" },
    }),
    listDeliveries: read(WebhookDeliveryListRequest, WebhookDeliveryPage, {
      ...added("the delivery log"),
      access: screen("webhooks"),
      title: { "zh-CN": "Webhook 投递记录", en: "Webhook delivery log" },
    }),
    redeliver: write(WebhookIdRequest, WebhookDelivery, {
      ...added("a new attempt of a delivery now"),
      access: screen("webhooks"),
      title: { "zh-CN": "重新投递", en: "Redeliver" },
    }),
    triggerEvent: write(WebhookTriggerRequest, WebhookTriggered, {
      ...added("publish a sample event"),
      access: screen("webhooks"),
      title: { "zh-CN": "发送示例事件", en: "Send a sample event" },
    }),
  },
);
