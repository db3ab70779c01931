// Sub-account changes as TanStack Query mutations (part2 §2, §4, §7-8): each hook owns its SDK
// call, what it refreshes and its success message (L000522 created, L000079 updated, L000116
// roles assigned; the SDK's "deleted" and "done" otherwise). Failures are notified with the
// server's message by the query client's mutation cache.
import { L, type SubAccount, type SubAccountCreateParams, type SubAccountUpdateParams } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { notifySuccess } from "../../shared/notify";
import { signOut, useSession } from "../../shared/session";
import { subAccounts } from "./api";
import { subAccountKeys } from "./queries";

const sdk = (code: string) => i18next.t(code, { ns: "sdk" });

/**
 * A sub-account change: its SDK call, then its success message (an L-code of the SDK) and a
 * refresh of every sub-account query, unless `after` says the console leaves instead.
 */
function useChange<P, R>(call: (params: P) => Promise<R>, success: string, after?: (params: P) => boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (_data: R, params: P) => {
      notifySuccess(sdk(success));
      if (after?.(params)) return;
      return queryClient.invalidateQueries({ queryKey: subAccountKeys.all });
    },
  });
}

/** Add a sub-account (the payload is encrypted by the SDK); L000522 on success. */
export const useCreateSubAccount = () =>
  useChange((params: SubAccountCreateParams) => subAccounts.create(params), L.accountCreated);

/**
 * Save an edit; L000079 on success. A new password for the signed-in user ends its session
 * (part2 §4): the console then signs out instead of refreshing.
 */
export function useUpdateSubAccount() {
  const { user_name } = useSession();
  return useChange(
    (params: SubAccountUpdateParams) => subAccounts.update(params),
    L.updated,
    (params) => {
      const self = Boolean(params.password) && params.userName.toLowerCase() === user_name.toLowerCase();
      if (self) signOut();
      return self;
    },
  );
}

/** Give a sub-account exactly these roles; L000116 on success. */
export const useSetSubAccountRoles = () =>
  useChange(
    ({ userId, roleCodes }: { userId: string; roleCodes: readonly string[] }) =>
      subAccounts.setRoles(userId, roleCodes),
    L.assigned,
  );

/** Enable or disable a sub-account: the SDK decides the target from its status (part2 §4). */
export const useToggleSubAccount = () =>
  useChange((account: SubAccount) => subAccounts.toggleStatus(account), L.done);

/** Delete a sub-account. */
export const useDeleteSubAccount = () => useChange((userId: string) => subAccounts.delete(userId), L.deleted);
