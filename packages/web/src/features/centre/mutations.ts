// The centres' changes as TanStack Query mutations (part2 §2, §7): each hook owns its SDK call
// and what it refreshes. Failures (a wrong code, 460 too frequent, a taken name) are notified
// with the server's message by the query client's mutation cache; the dialogs keep their state.
import type {
  BindingEmailPayload,
  BindingPhonePayload,
  BindingVerifyPayload,
  SmsRequest,
  UpdatePasswordPayload,
  TokenCreateParams,
} from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { credentials, security, tokens } from "./api";
import { centreKeys } from "./queries";

/** Send a verification code (`security.sms`): answers the resend and validity times (ms). */
export function useSendCode() {
  return useMutation({ mutationFn: (params: SmsRequest) => security.sms(params) });
}

/** Reveal every AccessSecret with the SMS code of template 11. The answer is kept by the page only. */
export function useRevealSecret() {
  return useMutation({ mutationFn: (captcha: string) => credentials.reveal({ captcha }) });
}

/** Step 1 of the phone and e-mail dialogs: prove the current value, get the `verifyTarget`. */
export function useVerifyCurrent() {
  return useMutation({ mutationFn: (p: BindingVerifyPayload) => security.verify(p) });
}

/** Step 2: bind a new phone or e-mail; refreshes the cards and the base info. */
export function useBind() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      p: { kind: "phone"; payload: BindingPhonePayload } | { kind: "email"; payload: BindingEmailPayload },
    ) => (p.kind === "phone" ? security.bindPhone(p.payload) : security.bindEmail(p.payload)),
    onSuccess: (data) => {
      qc.setQueryData(centreKeys.securityData(), data);
      void qc.invalidateQueries({ queryKey: centreKeys.userInfo() });
    },
  });
}

/** Whether a new username is free (`security.checkUserName`). */
export function useCheckUserName() {
  return useMutation({ mutationFn: (name: string) => security.checkUserName(name) });
}

/** Change the password (and username): the server ends every session of the user. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: (p: UpdatePasswordPayload) => security.updatePassword(p) });
}

/** Create a personal access token: answers it with its secret, shown once; refreshes the list. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TokenCreateParams) => tokens.create(params),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.tokens() }),
  });
}

/** Revoke a personal access token by id; refreshes the list. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => tokens.revoke(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centreKeys.tokens() }),
  });
}
