// The one dialog frame of the console's forms (part1 §2 dialogs: custom password, batch remark,
// trial, activation setting, validity, pool fill, device remark/validity/count/upload): a modal
// holding a @mantine/form form, with cancel and submit. Validation is the form's (SDK rules);
// a submit with errors sends nothing.
import type { UseFormReturnType } from "@mantine/form";
import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "./useReturnFocus";

/** Props of {@link FormDialog}: `V` the form values, `T` the values after the form's transform. */
export interface FormDialogProps<V, T = V> {
  title: string;
  /** The @mantine/form form: its rules run on submit; `onSubmit` gets valid values only. */
  form: Pick<UseFormReturnType<V, T>, "onSubmit">;
  /** Called with the valid (transformed) values. */
  onSubmit: (values: T) => void;
  onClose: () => void;
  /** A call is running: submit shows a spinner; cancel, close and Escape wait until it ends. */
  busy?: boolean;
  /** The submit button; "Confirm" when absent. */
  submitLabel?: string;
  testId?: string;
  children: ReactNode;
}

const ignore = () => {};

/** A modal form: the fields as children, cancel and submit; submit runs the form's rules first. */
export function FormDialog<V, T = V>({
  title,
  form,
  onSubmit,
  onClose,
  busy = false,
  submitLabel,
  testId,
  children,
}: FormDialogProps<V, T>) {
  const { t } = useTranslation("common");
  useReturnFocus();
  return (
    // While the call runs the dialog stays: Escape, the overlay and the close button wait for it
    // too, not only Cancel (a dialog gone mid-call left nothing showing the change running).
    <Modal
      opened
      onClose={busy ? ignore : onClose}
      title={title}
      centered
      size="md"
      data-testid={testId}
      closeButtonProps={{ disabled: busy }}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit(onSubmit)}>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t("confirm.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel ?? t("confirm.ok")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
