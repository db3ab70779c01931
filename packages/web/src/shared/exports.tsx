// The one way the console exports (part1 §2 batch export, §7 export calls; part2 §3 GGA export):
// every export asks first, naming how many rows the file will hold, and says what it saved.
// An export of accounts offers "include service passwords" (unticked): a file holding
// credentials is one the user chose to make, with a warning while the box is ticked
// (docs/exports.md). Mantine's modals manager, as shared/confirm.tsx.
import type { DownloadedFile } from "@fixcloud/sdk";
import { Alert, Checkbox, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18next from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { actionLabel } from "./actions";
import { saveFile } from "./files";
import { notifySuccess } from "./notify";

/** What an export's confirmation says and does. */
export interface ExportConfirmOptions {
  /** The question, naming the row count (the feature's words, e.g. "Export the 12 selected accounts?"). */
  message: string;
  /** Offer the "include service passwords" box (account exports only). */
  passwords?: boolean;
  /** Runs when the user confirms; `includePasswords` is true only when the box was ticked. */
  onConfirm: (choice: { includePasswords: boolean }) => void;
}

/** The choice the prompt's box records while the dialog is open. */
interface Choice {
  includePasswords: boolean;
}

function ExportPrompt({
  message,
  passwords,
  choice,
}: {
  message: string;
  passwords: boolean;
  choice: Choice;
}) {
  const { t } = useTranslation("common");
  const [withPasswords, setWithPasswords] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">{message}</Text>
      {passwords && (
        <Checkbox
          label={t("export.passwords")}
          checked={withPasswords}
          onChange={(e) => {
            choice.includePasswords = e.currentTarget.checked;
            setWithPasswords(e.currentTarget.checked);
          }}
          data-testid="export-passwords"
        />
      )}
      {withPasswords && (
        <Alert color="yellow" variant="light" role="alert">
          {t("export.passwordsWarning")}
        </Alert>
      )}
    </Stack>
  );
}

/** Ask before an export, naming its row count; `onConfirm` runs only when the user confirms. */
export function confirmExport({ message, passwords = false, onConfirm }: ExportConfirmOptions): void {
  const t = (key: string) => i18next.t(key, { ns: "common" });
  const choice: Choice = { includePasswords: false };
  const label = actionLabel(i18next.t, "export");
  modals.openConfirmModal({
    title: label,
    children: <ExportPrompt message={message} passwords={passwords} choice={choice} />,
    labels: { confirm: label, cancel: t("confirm.cancel") },
    confirmProps: { "data-autofocus": true },
    onConfirm: () => onConfirm({ includePasswords: choice.includePasswords }),
  });
}

/** Save an exported file and say so, naming it: the same for every export. */
export function exportSaved(file: DownloadedFile): void {
  saveFile(file);
  notifySuccess(i18next.t("export.done", { ns: "common", file: file.fileName }));
}
