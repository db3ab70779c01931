// Schemas of personal access tokens (a project addition under {customer}/console/personalToken,
// docs/tokens.md): a token as listed (never its secret), the create body, the one answer that
// carries the secret, and revoke. Values are checked by `rules.tokens` (the form, the CLI and the
// sandbox), so the schemas only bound their size.
import { z } from "zod";
import { WireTime } from "../shared/common.js";
import { TOKEN_LIMITS, TOKEN_SCOPES } from "./limits.js";

export * from "./limits.js";

/** A token's scope: `read` or `write`. */
export const TokenScope = z.enum(TOKEN_SCOPES);
/** Parsed shape of {@link TokenScope}. */
export type TokenScope = z.infer<typeof TokenScope>;

/**
 * A personal access token as listed: id `pat_…`, name, scope, a hint of its secret (`fxc_pat_…`
 * + its last 4 characters), when it was created and expires, when and from which address it was
 * last used (null before its first call) and whether it has expired. Times are wire times (UTC).
 */
export const PersonalToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: TokenScope,
  hint: z.string(),
  createTime: WireTime,
  expireTime: WireTime,
  lastUsedTime: WireTime.nullable(),
  lastUsedAddress: z.string().nullable(),
  expired: z.boolean(),
});
/** Parsed shape of {@link PersonalToken}. */
export type PersonalToken = z.infer<typeof PersonalToken>;

/** list answer: the user's live tokens (not revoked), newest first. */
export const PersonalTokenList = z.array(PersonalToken);

/** The body of list: none. */
export const TokenListRequest = z.object({}).optional();

/**
 * create body: a name (1-40 characters), the scope and the expiry in days (1-365, default 90).
 * The sandbox checks them with `rules.tokens`, so a refusal is the rule's L-code.
 */
export const TokenCreateRequest = z.object({
  name: z.string().max(TOKEN_LIMITS.nameMax * 4),
  scope: z.string().max(16),
  expiresDays: z.number().int().optional(),
});
/** Parsed shape of {@link TokenCreateRequest}. */
export type TokenCreateRequest = z.input<typeof TokenCreateRequest>;

/** create answer: the new token and its secret (`token`, `fxc_pat_…`), the only time it is returned. */
export const PersonalTokenCreated = PersonalToken.extend({ token: z.string() });
/** Parsed shape of {@link PersonalTokenCreated}. */
export type PersonalTokenCreated = z.infer<typeof PersonalTokenCreated>;

/** revoke body: the token's id. */
export const TokenIdRequest = z.object({ id: z.string().min(1).max(64) });

/** revoke answer: the id revoked. */
export const TokenRevoked = z.object({ id: z.string() });
