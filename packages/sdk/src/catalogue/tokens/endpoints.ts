// Personal access token calls (a project addition under {customer}/console/personalToken,
// docs/tokens.md): list, create (the secret once), revoke. Every user manages its own tokens
// from the personal centre; only a signed-in session may (`sessionOnly`), so a token can neither
// make nor reveal another.
import { SIGNED_IN } from "../shared/access.js";
import { defineArea, read, write } from "../shared/endpoint.js";
import {
  PersonalTokenCreated,
  PersonalTokenList,
  TokenCreateRequest,
  TokenIdRequest,
  TokenListRequest,
  TokenRevoked,
} from "./schemas.js";

const added = (what: string) => ({ added: `tokens: ${what}`, sessionOnly: true, access: SIGNED_IN });

/** The tokens area's calls: a project addition, not in the spec. */
export const tokensEndpoints = defineArea(
  "tokens",
  { service: "customer", base: "/console/personalToken", source: "project addition (docs/tokens.md)" },
  {
    list: read(TokenListRequest, PersonalTokenList, {
      ...added("the user's tokens"),
      title: { "zh-CN": "个人访问令牌列表", en: "List personal access tokens" },
    }),
    create: write(TokenCreateRequest, PersonalTokenCreated, {
      ...added("a new token; the secret once"),
      title: { "zh-CN": "创建个人访问令牌", en: "Create a personal access token" },
    }),
    revoke: write(TokenIdRequest, TokenRevoked, {
      ...added("revoke a token"),
      title: { "zh-CN": "吊销个人访问令牌", en: "Revoke a personal access token" },
    }),
  },
);
