// Messages of `fixcloud tokens` (personal access tokens, docs/tokens.md): the noun's own
// sentences; field labels, scopes and rule messages come from the SDK.
import { defineLabels } from "@fixcloud/sdk/lists";

/** Messages of the token verbs. */
export const tokensMessages = defineLabels({
  en: {
    "tokens.badId": "'{id}' is not a token id (pat_…, see `fixcloud tokens list`).",
    "tokens.notFound": "No live token '{id}' (see `fixcloud tokens list`).",
    "tokens.created": "Created token {name} ({scope}, id {id}), expires {expireTime}.",
    "tokens.secret": "Token: {token}",
    "tokens.secretOnce":
      "Keep the token now, e.g. in your CI's secret store as FIXCLOUD_TOKEN: it is not shown again.",
    "tokens.never": "Never",
    "tokens.expired": "Expired",
    "tokens.revoked": "Revoked token {name} ({id}); it no longer works.",
    "tokens.confirmRevoke": "Revoke the token {name} ({id})? Every job that uses it stops working at once.",
  },
  "zh-CN": {
    "tokens.badId": "'{id}' 不是令牌 ID（pat_…，见 `fixcloud tokens list`）。",
    "tokens.notFound": "没有有效的令牌 '{id}'（见 `fixcloud tokens list`）。",
    "tokens.created": "已创建令牌 {name}（{scope}，ID {id}），到期时间 {expireTime}。",
    "tokens.secret": "令牌：{token}",
    "tokens.secretOnce": "请立即保存此令牌，例如存入 CI 的密钥库作为 FIXCLOUD_TOKEN：它不会再次显示。",
    "tokens.never": "从未使用",
    "tokens.expired": "已过期",
    "tokens.revoked": "已吊销令牌 {name}（{id}），它已不能再使用。",
    "tokens.confirmRevoke": "确定吊销令牌 {name}（{id}）吗？使用它的任务将立即失效。",
  },
});
