// Messages of `fixcloud listen`: the stream's
// start, one line per event and its forwarding, verification failures and a lost connection.
// Event-type labels come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of `fixcloud listen`. */
export const listenMessages = defineLabels({
  en: {
    "listen.ready": "Ready! Your webhook signing secret is {secret} (^C to quit)",
    "listen.forwarding": "Forwarding events to {url}",
    "listen.notForwarding": "Printing events only (add --forward-to <url> to forward them)",
    "listen.filter": "Only these event types: {types}",
    "listen.badForward": "--forward-to must be an http:// or https:// URL, got '{url}'.",
    "listen.badEvents": "Unknown event type '{type}'. Event types: {types}",
    "listen.badSignature": "✗ {type} {id}: the signature does not verify ({reason}); not forwarded",
    "listen.refused": "The event stream answered {status} instead of events.",
    "listen.stopped": "Stopped listening.",
  },
  "zh-CN": {
    "listen.ready": "已就绪！您的 Webhook 签名密钥为 {secret}（按 ^C 退出）",
    "listen.forwarding": "事件将转发到 {url}",
    "listen.notForwarding": "仅打印事件（加 --forward-to <url> 可转发）",
    "listen.filter": "仅以下事件类型：{types}",
    "listen.badForward": "--forward-to 须为 http:// 或 https:// 开头的网址，收到的是 '{url}'。",
    "listen.badEvents": "未知的事件类型 '{type}'。可用的事件类型：{types}",
    "listen.badSignature": "✗ {type} {id}：签名校验失败（{reason}），未转发",
    "listen.refused": "事件流返回了 {status}，而不是事件。",
    "listen.stopped": "已停止监听。",
  },
});
