// The signing secret, shown once (after adding an endpoint and after a rotation). The
// secret lives in this dialog's props only: closing it drops it for good, so the page says so
// and offers a copy button. Focus goes back to the button that led here (the add dialog that
// opened it is gone by then).
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { WEBHOOKS_NS } from "../i18n";

/** Props of {@link SecretDialog}. */
export interface SecretDialogProps {
  /** The full secret, `whsec_…`. */
  secret: string;
  /** The endpoint's URL, named in the dialog. */
  url: string;
  /** Whether the secret is new after a rotation (the old one stopped signing). */
  rotated: boolean;
  /** The element to focus again when the dialog closes. */
  returnTo: HTMLElement | null;
  onClose: () => void;
}

/** A modal with the secret, a copy button and the "shown once" warning. */
export function SecretDialog({ secret, url, rotated, returnTo, onClose }: SecretDialogProps) {
  const { t } = useTranslation(WEBHOOKS_NS);
  useEffect(
    () => () => {
      // After Mantine's own unmount work (focus trap, portal removal).
      window.setTimeout(() => {
        if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
      }, 0);
    },
    [returnTo],
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t("field.secretHint", { ns: "sdk" })}
      centered
      size="lg"
      data-testid="webhook-secret"
    >
      <Stack gap="sm">
        <Text size="sm">{t(rotated ? "secret.rotatedFor" : "secret.createdFor", { url })}</Text>
        <Alert color="orange" variant="light" title={t("secret.onceTitle")}>
          <Text size="sm">{t("secret.once")}</Text>
        </Alert>
        <Code
          block
          data-testid="webhook-secret-value"
          style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
        >
          {secret}
        </Code>
        <Group justify="flex-end" gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-live="polite">
                {copied ? t("secret.copied") : t("secret.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            {t("secret.done")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
