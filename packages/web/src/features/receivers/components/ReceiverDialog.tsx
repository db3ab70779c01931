// The add and edit dialog of /receiveMan (part2 §2-§5): the SDK's receiver form (name, email,
// phone, position), checked with its rules and sent trimmed. Saving runs the duplicate pre-check:
// its 544 messages show one after another at 1 s, and the duplicate fields are marked. Editing
// shows each saved address's verification indicator and send button (part2 §4 states 0-4).
import { type PendingSends, type Receiver, isPendingSend, receiverForm } from "@fixcloud/sdk";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DescribedForm } from "../../../shared/form/DescribedForm";
import { useDescribedForm } from "../../../shared/form/useDescribedForm";
import { FormDialog } from "../../../shared/FormDialog";
import { useSaveReceiver } from "../mutations";
import { showInTurn } from "../repeats";
import { VerifyControl } from "./VerifyControl";

/** Props of {@link ReceiverDialog}: a receiver to edit, or none to add one. */
export interface ReceiverDialogProps {
  receiver?: Receiver | undefined;
  pending: PendingSends | undefined;
  onClose: () => void;
}

/** The add or edit dialog. */
export function ReceiverDialog({ receiver, pending, onClose }: ReceiverDialogProps) {
  const { t } = useTranslation("receivers");
  const save = useSaveReceiver();
  const stopRepeats = useRef<() => void>(() => {});
  useEffect(() => () => stopRepeats.current(), []);
  const form = useDescribedForm(receiverForm, { mode: receiver ? "edit" : "add", initial: receiver });
  const submit = ({ phone, ...v }: typeof form.values) => {
    const values = { ...v, tell: phone };
    save.mutate(receiver ? { ...values, receiverId: receiver.receiverId } : values, {
      onSuccess: (outcome) => {
        if (outcome.saved) return onClose();
        for (const f of outcome.repeats) form.setFieldError(f.field, f.message);
        stopRepeats.current();
        stopRepeats.current = showInTurn(outcome.repeats);
      },
    });
  };
  // An address shows its indicator only while the field still holds the saved address.
  const saved = (channel: "email" | "phone") => {
    if (!receiver) return null;
    const address = channel === "email" ? receiver.email : receiver.phone;
    const field = channel === "email" ? form.values.email : form.values.phone;
    if (!address || field.trim() !== address) return null;
    return (
      <VerifyControl
        channel={channel}
        receiverId={receiver.receiverId}
        address={address}
        verified={(channel === "email" ? receiver.emailVerify : receiver.phoneVerify) === 1}
        pending={isPendingSend(pending, channel, address)}
      />
    );
  };
  return (
    <FormDialog
      title={t(receiver ? "dialog.edit" : "dialog.add")}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={t("dialog.save")}
      testId="receiver-dialog"
    >
      <DescribedForm
        descriptor={receiverForm}
        form={form}
        mode={receiver ? "edit" : "add"}
        descriptions={{ phone: t("dialog.phoneHint") }}
        after={{ email: saved("email"), phone: saved("phone") }}
      />
    </FormDialog>
  );
}
