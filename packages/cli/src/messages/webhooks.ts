// Messages of `fixcloud webhooks`: the noun's own sentences; field
// labels, event types, delivery states and rule messages come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the webhook verbs. */
export const webhooksMessages = defineLabels({
  en: {
    "webhooks.badId": "'{id}' is not an endpoint id (ep_…, see `fixcloud webhooks list`).",
    "webhooks.notFound": "No endpoint '{id}' (see `fixcloud webhooks list`).",
    "webhooks.badEvent": "--events: '{value}' is not an event type ({choices}).",
    "webhooks.allEvents": "All events",
    "webhooks.yes": "Yes",
    "webhooks.no": "No",
    "webhooks.status": "Delivery status",
    "webhooks.error": "Last error",
    "webhooks.page": "Page {page} of {pages} ({total, plural, one {# delivery} other {# deliveries}}).",
    "webhooks.added": "Added endpoint {url} (id {id}).",
    "webhooks.rotated": "New signing secret for {url}; the old one no longer signs.",
    "webhooks.secret": "Signing secret: {secret}",
    "webhooks.secretOnce": "Keep the secret now: it is not shown again (rotate it if it is lost).",
    "webhooks.removed": "Removed endpoint {url}.",
    "webhooks.confirmRemove": "Remove the endpoint {url}? It will receive no more events.",
    "webhooks.confirmRotate": "Rotate the signing secret of {url}? The current secret stops signing at once.",
  },
  "zh-CN": {
    "webhooks.badId": "'{id}' 不是端点 ID（ep_…，见 `fixcloud webhooks list`）。",
    "webhooks.notFound": "没有端点 '{id}'（见 `fixcloud webhooks list`）。",
    "webhooks.badEvent": "--events：'{value}' 不是事件类型（{choices}）。",
    "webhooks.allEvents": "全部事件",
    "webhooks.yes": "是",
    "webhooks.no": "否",
    "webhooks.status": "投递状态",
    "webhooks.error": "最近错误",
    "webhooks.page": "第 {page}/{pages} 页（共 {total} 条投递）。",
    "webhooks.added": "已添加端点 {url}（ID {id}）。",
    "webhooks.rotated": "已为 {url} 更换签名密钥，旧密钥不再签名。",
    "webhooks.secret": "签名密钥：{secret}",
    "webhooks.secretOnce": "请立即保存此密钥：它不会再次显示（如遗失请更换）。",
    "webhooks.removed": "已删除端点 {url}。",
    "webhooks.confirmRemove": "确定删除端点 {url} 吗？删除后它将不再收到事件。",
    "webhooks.confirmRotate": "确定更换 {url} 的签名密钥吗？当前密钥将立即停止签名。",
  },
});
