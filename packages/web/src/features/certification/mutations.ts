// Certification mutations (part2 §5, §7-§8): upload the certificate image, send the
// form's code, and submit; each owns its call, its invalidation and its message.
import type { CertificationSubmitParams } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import i18next from "i18next";
import { notifySuccess } from "../../shared/notify";
import { certification, files } from "./api";
import { certificationKeys } from "./queries";

/** Upload the chosen image with a thumbnail; answers its digest, name and thumbnail digest. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => files.upload({ name: file.name, data: file }, { thumbnail: true }),
  });
}

/** Send the 4-character code to the form's phone ("code sent"). */
export function useSendCode() {
  return useMutation({
    mutationFn: (phone: string) => certification.sendCode({ phone }),
    onSuccess: () => notifySuccess(i18next.t("sdk:L000696")),
  });
}

/** Submit the application: L000208 on success, then back to the status page (part2 §7). */
export function useSubmitCertification() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (params: CertificationSubmitParams) => certification.submit(params),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: certificationKeys.status() });
      await navigate({ to: "/realNameAttestate" });
      // After the navigation: a change of page clears the toasts of the page left.
      notifySuccess(i18next.t("sdk:L000208"));
    },
  });
}
