// The add and edit dialog of /receiveMan (part2 §2-§5): name, email, phone (`tell`) and position,
// checked with the SDK's receiver rules and sent trimmed. Saving runs the duplicate pre-check:
// its 544 messages show one after another at 1 s, and the duplicate fields are marked. Editing
// shows each saved address's verification indicator and send button (part2 §4 states 0-4).
import { type PendingSends, type Receiver, type ReceiverForm, isPendingSend, rules } from "@fixcloud/sdk";
import { TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../shared/FormDialog";
import { validator } from "../../../shared/rules";
import { useSaveReceiver } from "../mutations";
import { showInTurn } from "../repeats";
import { VerifyControl } from "./VerifyControl";

type Values = { name: string; email: string; tell: string; position: string };

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
  const r = rules.receivers;
  const form = useForm<Values>({
    initialValues: receiver
      ? { name: receiver.name, email: receiver.email, tell: receiver.phone, position: receiver.position }
      : { name: "", email: "", tell: "", position: "" },
    validate: {
      name: validator(t, r.name),
      email: validator(t, r.email),
      tell: validator(t, r.tell),
      position: validator(t, r.position),
    },
  });
  const submit = (v: ReceiverForm) =>
    save.mutate(receiver ? { ...v, receiverId: receiver.receiverId } : v, {
      onSuccess: (outcome) => {
        if (outcome.saved) return onClose();
        for (const f of outcome.repeats)
          form.setFieldError(f.field === "phone" ? "tell" : f.field, f.message);
        stopRepeats.current();
        stopRepeats.current = showInTurn(outcome.repeats);
      },
    });
  // An address shows its indicator only while the field still holds the saved address.
  const saved = (channel: "email" | "phone") => {
    if (!receiver) return null;
    const address = channel === "email" ? receiver.email : receiver.phone;
    const field = channel === "email" ? form.values.email : form.values.tell;
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
      <TextInput label={t("field.name", { ns: "sdk" })} withAsterisk {...form.getInputProps("name")} />
      <TextInput
        label={t("field.email", { ns: "sdk" })}
        withAsterisk
        type="email"
        autoComplete="off"
        {...form.getInputProps("email")}
      />
      {saved("email")}
      <TextInput
        label={t("field.phone", { ns: "sdk" })}
        description={t("dialog.phoneHint")}
        inputMode="tel"
        autoComplete="off"
        {...form.getInputProps("tell")}
      />
      {saved("phone")}
      <TextInput
        label={t("field.position", { ns: "sdk" })}
        withAsterisk
        {...form.getInputProps("position")}
      />
    </FormDialog>
  );
}
