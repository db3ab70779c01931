// Rules of personal access tokens (a project addition, docs/tokens.md): the name, the scope,
// the expiry ("90d") and which calls a token may make. The console form, the CLI and the sandbox
// call the same functions, so a value one refuses the others refuse alike, and the sandbox's
// refusal of a call is this module's decision, not an `if` of its own.
import type { CallDef } from "../shared/endpoint.js";
import { len, type RuleResult, type Text, trim } from "../shared/rules.js";
import { TOKEN_LIMITS, TOKEN_PREFIX, TOKEN_SCOPES, type TokenScopeValue } from "./limits.js";

/**
 * The tokens area's L-codes (project additions, labelled in ./labels.ts): name required, too
 * long, with markup or control characters; an unknown scope; a bad expiry; the 51st token; and
 * the refusals of a call made with a token: a read token and a changing call, a call only a
 * session may make, a revoked, an expired token.
 */
export const TOKEN_CODES = {
  nameRequired: "L000870",
  nameLength: "L000871",
  nameInvalid: "L000872",
  scopeUnknown: "L000873",
  expiresInvalid: "L000874",
  tokenLimit: "L000875",
  readOnly: "L000876",
  sessionOnly: "L000877",
  revoked: "L000878",
  expired: "L000879",
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MARKUP = /[<>]/;
const EXPIRY = /^(\d{1,4})\s*d?$/i;

/** Whether `token` is a personal access token (its prefix), not a session token. */
export const isPersonalToken = (token: string | null | undefined): boolean =>
  typeof token === "string" && token.startsWith(TOKEN_PREFIX);

/**
 * The expiry `value` in days: `"90d"`, `"90"` or `90`; blank is the default (90). Null when it
 * is not a whole number of days from 1 to 365 ({@link TOKEN_LIMITS}): check with `tokens.expires`.
 */
export function tokenExpiryDays(value: Text | number): number | null {
  if (typeof value === "number") return Number.isInteger(value) ? inRange(value) : null;
  const v = trim(value);
  if (!v) return TOKEN_LIMITS.expiresDaysDefault;
  const m = EXPIRY.exec(v);
  return m ? inRange(Number(m[1])) : null;
}

const inRange = (days: number): number | null =>
  days >= TOKEN_LIMITS.expiresDaysMin && days <= TOKEN_LIMITS.expiresDaysMax ? days : null;

/**
 * Why a personal access token of `scope` may not make the call `def`, as an L-code, or null
 * when it may (the user's own grants are checked after this, as for a session): a call only a
 * session may make (`def.sessionOnly`: tokens, password and security settings, secrets) is
 * L000877 for every token; a call that changes state (`def.changes`) is L000876 for a read token.
 */
export function tokenRefusal(
  def: Pick<CallDef, "changes" | "sessionOnly">,
  scope: TokenScopeValue,
): RuleResult {
  if (def.sessionOnly) return TOKEN_CODES.sessionOnly;
  return def.changes && scope !== "write" ? TOKEN_CODES.readOnly : null;
}

/**
 * The token rules (`rules.tokens`): each returns an L-code of {@link TOKEN_CODES} or null. Used by
 * the console's create form, `fixcloud tokens create` and the sandbox alike.
 */
export const tokens = {
  /** Name: required (L000870), at most 40 characters once trimmed (L000871), no markup or control characters (L000872). */
  name(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return TOKEN_CODES.nameRequired;
    if (len(v) > TOKEN_LIMITS.nameMax) return TOKEN_CODES.nameLength;
    return CONTROL.test(v) || MARKUP.test(v) ? TOKEN_CODES.nameInvalid : null;
  },
  /** Scope: `read` or `write` (L000873). */
  scope(value: Text): RuleResult {
    return (TOKEN_SCOPES as readonly string[]).includes(trim(value)) ? null : TOKEN_CODES.scopeUnknown;
  },
  /** Expiry: blank (90 days) or 1-365 days, written `90d` or `90` (L000874). */
  expires(value: Text | number): RuleResult {
    return tokenExpiryDays(value) === null ? TOKEN_CODES.expiresInvalid : null;
  },
};
