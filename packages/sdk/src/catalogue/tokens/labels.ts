// Labels of personal access tokens (not in the spec): scopes, fields and the messages of the
// tokens rules (./rules.ts TOKEN_CODES).
import { defineLabels } from "../shared/label.js";

/** The tokens area's labels in both languages (same keys; checked by the compiler and a test). */
export const tokensLabels = defineLabels({
  "zh-CN": {
    L000870: "请输入令牌名称",
    L000871: "令牌名称不能超过 40 个字符",
    L000872: "令牌名称不能包含尖括号或控制字符",
    L000873: "令牌权限须为只读或读写",
    L000874: "有效期须为 1 到 365 天，例如 90d",
    L000875: "个人访问令牌数量已达上限（50 个）",
    L000876: "只读令牌不能执行会修改数据的操作，请使用读写令牌",
    L000877: "个人访问令牌不能执行此操作（令牌管理、密码与安全设置、查看密钥），请登录后操作",
    L000878: "该个人访问令牌已被吊销",
    L000879: "该个人访问令牌已过期",
    "tokenScope.read": "只读",
    "tokenScope.write": "读写",
    "field.tokenName": "令牌名称",
    "field.scope": "权限",
    "field.expiresDays": "有效期（天）",
    "field.hint": "令牌（掩码）",
    "field.lastUsedTime": "最近使用时间",
    "field.lastUsedAddress": "最近使用地址",
  },
  en: {
    L000870: "Enter a token name",
    L000871: "The token name must be at most 40 characters",
    L000872: "The token name must not contain angle brackets or control characters",
    L000873: "The token scope must be read or write",
    L000874: "The expiry must be 1 to 365 days, e.g. 90d",
    L000875: "You have the maximum of 50 personal access tokens",
    L000876: "A read-only token cannot make calls that change data: use a write token",
    L000877:
      "A personal access token cannot make this call (token management, password and security settings, secrets): sign in to do it",
    L000878: "This personal access token has been revoked",
    L000879: "This personal access token has expired",
    "tokenScope.read": "Read",
    "tokenScope.write": "Read and write",
    "field.tokenName": "Token name",
    "field.scope": "Scope",
    "field.expiresDays": "Expiry (days)",
    "field.hint": "Token (masked)",
    "field.lastUsedTime": "Last used",
    "field.lastUsedAddress": "Last used from",
  },
});
