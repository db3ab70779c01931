// The centres' reads (part2 §2, §7): key factory and query options of the user info, the
// AccessKey table and the security data, shared by the route loaders and the pages.
import { queryOptions } from "@tanstack/react-query";
import { credentials, security, tokens } from "./api";

/** Query keys of the centres. */
export const centreKeys = {
  all: ["centre"] as const,
  userInfo: () => [...centreKeys.all, "userInfo"] as const,
  accessKeys: () => [...centreKeys.all, "accessKeys"] as const,
  securityData: () => [...centreKeys.all, "securityData"] as const,
  tokens: () => [...centreKeys.all, "tokens"] as const,
};

/** The signed-in user's base info (part2 §3 "User info"). */
export const userInfoQuery = () =>
  queryOptions({ queryKey: centreKeys.userInfo(), queryFn: ({ signal }) => security.userInfo({ signal }) });

/** The customer's AccessKeys, without secrets. */
export const accessKeysQuery = () =>
  queryOptions({ queryKey: centreKeys.accessKeys(), queryFn: ({ signal }) => credentials.list({ signal }) });

/** The security centre's three cards (phone and e-mail masked). */
export const securityDataQuery = () =>
  queryOptions({
    queryKey: centreKeys.securityData(),
    queryFn: ({ signal }) => security.securityData({ signal }),
  });

/** The signed-in user's live personal access tokens (never their secrets; docs/tokens.md). */
export const tokensQuery = () =>
  queryOptions({ queryKey: centreKeys.tokens(), queryFn: ({ signal }) => tokens.list({ signal }) });
