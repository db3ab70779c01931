// The plain constants of personal access tokens (a project addition, docs/tokens.md): the
// secret's prefix, the scopes and the limits. No zod here: the rules, the light
// `@fixcloud/sdk/lists` entry and the CLI's command declarations read them without the schemas.

/**
 * The prefix of every personal access token's secret: `fxc_pat_` + 43 base64url characters
 * (32 random bytes). Secret scanners find leaked tokens by it; the sandbox tells a token from a
 * session token by it.
 */
export const TOKEN_PREFIX = "fxc_pat_";

/** The scopes of a token: `read` makes only calls that change nothing, `write` any call its user may. */
export const TOKEN_SCOPES = ["read", "write"] as const;
/** A token's scope. */
export type TokenScopeValue = (typeof TOKEN_SCOPES)[number];

/**
 * Limits of personal access tokens: a name of 1-40 characters; an expiry of 1-365 days,
 * 90 by default (a token never lives longer than a year, so a leaked one dies on its own);
 * at most 50 live tokens per user.
 */
export const TOKEN_LIMITS = {
  nameMax: 40,
  expiresDaysMin: 1,
  expiresDaysDefault: 90,
  expiresDaysMax: 365,
  perUserMax: 50,
} as const;
