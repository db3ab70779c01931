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

/** Refresh every sub-account query (lists and details) after a change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subAccountKeys.all });
}

/** Add a sub-account (the payload is encrypted by the SDK); L000522 on success. */
export function useCreateSubAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: SubAccountCreateParams) => subAccounts.create(params),
    onSuccess: () => {
      notifySuccess(sdk(L.accountCreated));
      return refresh();
    },
  });
}

/**
 * Save an edit; L000079 on success. A new password for the signed-in user ends its session
 * (part2 §4): the console then signs out instead of refreshing.
 */
export function useUpdateSubAccount() {
  const refresh = useRefresh();
  const { user_name } = useSession();
  return useMutation({
    mutationFn: (params: SubAccountUpdateParams) => subAccounts.update(params),
    onSuccess: (_data, params) => {
      notifySuccess(sdk(L.updated));
      if (params.password && params.userName.toLowerCase() === user_name.toLowerCase()) {
        signOut();
        return;
      }
      return refresh();
    },
  });
}

/** Give a sub-account exactly these roles; L000116 on success. */
export function useSetSubAccountRoles() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, roleCodes }: { userId: string; roleCodes: readonly string[] }) =>
      subAccounts.setRoles(userId, roleCodes),
    onSuccess: () => {
      notifySuccess(sdk(L.assigned));
      return refresh();
    },
  });
}

/** Enable or disable a sub-account: the SDK decides the target from its status (part2 §4). */
export function useToggleSubAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (account: SubAccount) => subAccounts.toggleStatus(account),
    onSuccess: () => {
      notifySuccess(sdk(L.done));
      return refresh();
    },
  });
}

/** Delete a sub-account. */
export function useDeleteSubAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => subAccounts.delete(userId),
    onSuccess: () => {
      notifySuccess(sdk(L.deleted));
      return refresh();
    },
  });
}
