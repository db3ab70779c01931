// The one confirmation prompt before a change (part1 §2: activate, enable/disable, reset
// passwords, device batches). Mantine's modals manager: the pages that ask wrap their content
// in a ModalsProvider, so the first route does not load it. A change the prompt starts shows in
// it until the call ends (its confirm button loading, cancel and close locked): the prompt
// closing at once, while the call was still on the wire, left nothing to show it running.
import { Button, Group, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18next from "i18next";
import { useState } from "react";

/** What a confirmation says and does. */
export interface ConfirmOptions {
  message: string;
  /** The dialog's title; "Please confirm" when absent. */
  title?: string;
  /** The confirm button; "Confirm" when absent. */
  confirmLabel?: string;
  /** A red confirm button, for changes that cut a service (disable). */
  danger?: boolean;
  /**
   * The change. When it returns a promise (a mutation's `mutateAsync`), the prompt stays open,
   * its confirm button loading, until the promise settles; a rejection is not reported here
   * (the query client's mutation cache tells the user the server's message).
   */
  onConfirm: () => unknown;
}

/** Ask before a change; `onConfirm` runs only when the user confirms. */
export function confirm({ message, title, confirmLabel, danger = false, onConfirm }: ConfirmOptions): void {
  const t = (key: string) => i18next.t(key, { ns: "common" });
  const modalId = `confirm-${Math.random().toString(36).slice(2)}`;
  const close = () => modals.close(modalId);
  // While the call runs, neither Escape, the overlay nor the close button may drop the prompt.
  const lock = () =>
    modals.updateModal({ modalId, closeOnEscape: false, closeOnClickOutside: false, withCloseButton: false });
  modals.open({
    modalId,
    title: title ?? t("confirm.title"),
    children: (
      <ConfirmBody
        message={message}
        labels={{ confirm: confirmLabel ?? t("confirm.ok"), cancel: t("confirm.cancel") }}
        danger={danger}
        onConfirm={onConfirm}
        onBusy={lock}
        onDone={close}
      />
    ),
  });
}

function ConfirmBody({
  message,
  labels,
  danger,
  onConfirm,
  onBusy,
  onDone,
}: {
  message: string;
  labels: { confirm: string; cancel: string };
  danger: boolean;
  onConfirm: () => unknown;
  onBusy: () => void;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    if (busy) return;
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onDone();
      return;
    }
    setBusy(true);
    onBusy();
    result.then(onDone, onDone);
  };
  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {labels.cancel}
        </Button>
        <Button color={danger ? "red" : undefined} onClick={run} loading={busy} data-autofocus>
          {labels.confirm}
        </Button>
      </Group>
    </Stack>
  );
}
