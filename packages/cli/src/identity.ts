// Who a token belongs to, asked of the server (so `whoami` tells the truth,
// and a sub-user token in CI needs no FIXCLOUD_ROLE_CODE). The user-info call
// (`security.getUserBaseInfo`, part2 §7) answers the user, the customer, the account type and
// the roles; the SDK's `roleCodeOf` turns that into the `roleCode` header (part1 §6). Asked
// once per run and token (each run's context holds its own asker): `whoami` after the
// context's role lookup costs no second call.
import type { FixcloudClient, UserBaseInfo } from "@fixcloud/sdk";

/** What the server says about a token. */
export type Identity = UserBaseInfo;

/** Asks the identity of the token `client` sends; `key` names the token and server for the memo. */
export type IdentityAsker = (client: FixcloudClient, key: string) => Promise<Identity>;

/**
 * A new asker with a memo of its own (one per run). Its answers throw SessionError (401:
 * unknown or expired token), ForbiddenError (403: a stored roleCode the user no longer holds),
 * ConnectionError, TimeoutError.
 */
export function identityAsker(): IdentityAsker {
  const asked = new Map<string, Promise<Identity>>();
  return (client, key) => {
    let p = asked.get(key);
    if (!p) {
      p = client.call("security.getUserBaseInfo", {});
      // A failure is not remembered: the next ask tries again.
      p.catch(() => asked.delete(key));
      asked.set(key, p);
    }
    return p;
  };
}
