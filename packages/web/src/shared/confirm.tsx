// The one confirmation prompt before a change (part1 §2: activate, enable/disable, reset
// passwords, device batches). Mantine's modals manager: the pages that ask wrap their content
// in a ModalsProvider, so the first route does not load it.
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18next from "i18next";

/** What a confirmation says and does. */
export interface ConfirmOptions {
  message: string;
  /** The dialog's title; "Please confirm" when absent. */
  title?: string;
  /** The confirm button; "Confirm" when absent. */
  confirmLabel?: string;
  /** A red confirm button, for changes that cut a service (disable). */
  danger?: boolean;
  onConfirm: () => void;
}

/** Ask before a change; `onConfirm` runs only when the user confirms. */
export function confirm({ message, title, confirmLabel, danger = false, onConfirm }: ConfirmOptions): void {
  const t = (key: string) => i18next.t(key, { ns: "common" });
  modals.openConfirmModal({
    title: title ?? t("confirm.title"),
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: confirmLabel ?? t("confirm.ok"), cancel: t("confirm.cancel") },
    confirmProps: danger ? { color: "red", "data-autofocus": true } : { "data-autofocus": true },
    onConfirm,
  });
}
