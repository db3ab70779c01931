// Receiver changes as TanStack Query mutations (part2 §2, §4, §7-8): each hook owns its SDK
// call, what it refreshes and its success message (the SDK's "added", "saved", "deleted").
// Saving runs the pre-check first: a 544 is not a failure toast but the duplicates, answered as
// `{ repeats }` for the dialog to show in turn. Other failures are notified with the server's
// message by the query client's mutation cache.
import {
  L,
  type ReceiverFieldMessage,
  ReceiverFieldsError,
  type ReceiverForm,
  type VerifyChannel,
} from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { notifySuccess } from "../../shared/notify";
import { receivers } from "./api";
import { receiverKeys } from "./queries";

const sdk = (code: string) => i18next.t(code, { ns: "sdk" });

/** What a save answers: done, or the duplicate fields the pre-check found (nothing saved). */
export type SaveOutcome = { saved: true } | { saved: false; repeats: readonly ReceiverFieldMessage[] };

/** Add (no `receiverId`) or edit a receiver: pre-check, then create or update; L000694 / L000693. */
export function useSaveReceiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ReceiverForm & { receiverId?: string }): Promise<SaveOutcome> => {
      try {
        await receivers.checkRepeat(form);
      } catch (e) {
        if (e instanceof ReceiverFieldsError) return { saved: false, repeats: e.fields };
        throw e;
      }
      if (form.receiverId) await receivers.update({ ...form, receiverId: form.receiverId });
      else await receivers.create(form);
      return { saved: true };
    },
    onSuccess: (outcome, form) => {
      if (!outcome.saved) return;
      notifySuccess(sdk(form.receiverId ? L.saved : L.added));
      return queryClient.invalidateQueries({ queryKey: receiverKeys.all });
    },
  });
}

/** Delete a receiver; L000695. */
export function useDeleteReceiver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiverId: string) => receivers.delete(receiverId),
    onSuccess: () => {
      notifySuccess(sdk(L.deleted));
      return queryClient.invalidateQueries({ queryKey: receiverKeys.all });
    },
  });
}

/**
 * Send a verification of one address; answers the indicator state (1 sent, 2 already sent: a 541
 * is success). The pending-send list is read again so the resend disables at once.
 */
export function useSendVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      channel,
      receiverId,
      address,
    }: {
      channel: VerifyChannel;
      receiverId: string;
      address: string;
    }) => receivers.sendVerify(channel, receiverId, address),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receiverKeys.pending() }),
  });
}
