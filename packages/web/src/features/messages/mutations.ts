// Message changes as TanStack Query mutations (part2 §2, §4, §7): each hook owns its SDK call,
// what it refreshes (every message query, so the header's unread count too) and its success
// message (the SDK's "done", "deleted", "saved" labels). Failures are notified with the server's
// message by the query client's mutation cache.
import { L, type MsgSetupSetReceiverRequest, type MsgSetupUpdateRequest } from "@fixcloud/sdk";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { notifySuccess } from "../../shared/notify";
import { messages } from "./api";
import { messageKeys } from "./queries";

const sdk = (code: string) => i18next.t(code, { ns: "sdk" });

/** A change: its call, its success message, then a refresh of the queries under `refresh`. */
function useChange<P>(call: (params: P) => Promise<unknown>, success: string, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifySuccess(sdk(success));
      return queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}

/** Mark these messages read. */
export const useMarkRead = () =>
  useChange((ids: readonly string[]) => messages.markRead(ids), L.done, messageKeys.all);

/** Mark every message read (msgIds "-1"). */
export const useMarkAllRead = () => useChange(() => messages.markAllRead(), L.done, messageKeys.all);

/** Delete these messages (the page asks first). */
export const useDeleteMessages = () =>
  useChange((ids: readonly string[]) => messages.delete(ids), L.deleted, messageKeys.all);

/** Save the e-mail and phone boxes of settings rows. */
export const useUpdateSetup = () =>
  useChange(
    (rows: MsgSetupUpdateRequest["msgSetUp"]) => messages.settings.update(rows),
    L.saved,
    messageKeys.settings(),
  );

/** Save a settings row's recipients. */
export const useSetReceivers = () =>
  useChange(
    (params: MsgSetupSetReceiverRequest) => messages.settings.setReceivers(params),
    L.saved,
    messageKeys.settings(),
  );
