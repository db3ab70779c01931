// Ticket mutations (part2 §5, §7): upload an attachment (images with a thumbnail),
// file a ticket, download an attachment; each owns its call, its invalidation and its message.
import { rules, type TicketCreateRequest } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import i18next from "i18next";
import { saveFile } from "../../shared/files";
import { notifyError, notifySuccess } from "../../shared/notify";
import { files, tickets } from "./api";
import { ticketKeys } from "./queries";

/** Upload a chosen file; images ask for the server's thumbnail (part2 §5). */
export function useUploadAttachment() {
  return useMutation({
    mutationFn: (file: File) =>
      files.upload({ name: file.name, data: file }, { thumbnail: rules.attachments.isImage(file.name) }),
    onError: notifyError,
  });
}

/** File a ticket: "added", the lists refreshed, back to /workOrderMng. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: TicketCreateRequest) => tickets.create(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      await navigate({ to: "/workOrderMng" });
      notifySuccess(i18next.t("tickets:form.created"));
    },
    onError: notifyError,
  });
}

/** Download an attachment with its own name and bytes. */
export function useDownloadAttachment() {
  return useMutation({
    mutationFn: (digest: string) => files.view(digest),
    onSuccess: saveFile,
    onError: notifyError,
  });
}
