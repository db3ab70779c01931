// The frame of the security centre's dialogs (part2 §2: verify the old value → the new value →
// success that closes after 3 s): a modal with the steps shown above the current one. Focus goes
// back to the card's button when it closes.
import { Button, Group, Modal, Stack, Stepper, Text } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { CENTRE_NS } from "../labels";
import { useRemaining } from "../useRemaining";

/** The success step closes the dialog this long after it shows (part2 §9), ms. */
export const SUCCESS_CLOSE_MS = 3000;

/** A modal with a step indicator; `children` is the active step's content. */
export function StepDialog({
  title,
  steps,
  active,
  onClose,
  children,
}: {
  title: string;
  steps: readonly string[];
  active: number;
  onClose: () => void;
  children: ReactNode;
}) {
  useReturnFocus();
  return (
    <Modal opened onClose={onClose} title={title} centered size={520}>
      <Stack gap="md">
        <Stepper active={active} size="xs" allowNextStepsSelect={false}>
          {steps.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
        {children}
      </Stack>
    </Modal>
  );
}

/** A step's submit button ("Next", "Submit"), at the end of its form; spins while the call runs. */
export function StepSubmit({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

/** The last step: what changed, and "closes in N s"; calls `onDone` after 3 s. */
export function SuccessStep({ message, onDone }: { message: string; onDone: () => void }) {
  const { t } = useTranslation(CENTRE_NS);
  const [until] = useState(() => Date.now() + SUCCESS_CLOSE_MS);
  const left = useRemaining(until);
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return (
    <Stack gap={4} align="center" py="md">
      <Text fw={500} role="status">
        {message}
      </Text>
      <Text size="sm" c="dimmed">
        {t("done.closesIn", { seconds: Math.ceil(left / 1000) })}
      </Text>
    </Stack>
  );
}
