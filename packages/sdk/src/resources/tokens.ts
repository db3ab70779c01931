// Personal access tokens of the signed-in user (a project addition under
// {customer}/console/personalToken; docs/tokens.md): list, create (the secret once), revoke.
// Values are trimmed and the expiry read ("90d") as the rules check them.
import { tokensEndpoints as E } from "../catalogue/tokens/endpoints.js";
import { tokenExpiryDays } from "../catalogue/tokens/rules.js";
import type { PersonalToken, PersonalTokenCreated, TokenScope } from "../catalogue/tokens/schemas.js";
import type { CallOptions } from "../core/transport.js";
import { APIResource } from "./resource.js";

/**
 * Parameters of {@link Tokens.create}: a name (1-40 characters), the scope and the expiry in
 * days or as `"90d"` (1-365, default 90).
 */
export interface TokenCreateParams {
  name: string;
  scope: TokenScope | string;
  expires?: number | string | undefined;
}

/**
 * Personal access tokens of the signed-in user. Only a session may manage them: a call made
 * with a personal access token is refused (403, L000877). Calls throw ApiError: a 400 with the
 * rule's message (L000870-L000875) for a bad name, scope or expiry or the 51st token,
 * NotFoundError for an id that is not the user's live token; ConnectionError, TimeoutError.
 */
export class Tokens extends APIResource {
  /** `tokens.list`: the user's live tokens (not revoked), newest first; never their secrets. */
  list(options?: CallOptions): Promise<PersonalToken[]> {
    return this.transport.call(E.list, {}, options);
  }

  /**
   * `tokens.create`: a new token. Answers it with its secret (`token`, `fxc_pat_…`), the only
   * time it is returned: keep it in a secret store. An expiry the rules refuse is sent as given,
   * so the sandbox answers the rule's message (L000874).
   */
  create(params: TokenCreateParams, options?: CallOptions): Promise<PersonalTokenCreated> {
    const days = params.expires === undefined ? undefined : (tokenExpiryDays(params.expires) ?? Number.NaN);
    return this.transport.call(
      E.create,
      {
        name: params.name.trim(),
        scope: params.scope.trim(),
        ...(days === undefined ? {} : { expiresDays: Number.isNaN(days) ? -1 : days }),
      },
      options,
    );
  }

  /** `tokens.revoke`: the token `id` stops working at once. */
  revoke(id: string, options?: CallOptions): Promise<{ id: string }> {
    return this.transport.call(E.revoke, { id }, options);
  }
}
