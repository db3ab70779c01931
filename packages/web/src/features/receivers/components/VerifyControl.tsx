// Sending a verification of one address (part2 §4): the indicator (0 none, 1 sent, 2 already
// sent: a 541, 3 error, 4 already verified, as the SDK's badge) and the send button, disabled
// while the address is verified, in the pending-send list (60 s) or sending. Used in the
// table's warning popover and in the edit dialog.
import { type VerifyChannel, type VerifyIndicator, verifyIndicator } from "@fixcloud/sdk";
import { Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EnumBadge } from "../../../shared/StateBadge";
import { useSendVerify } from "../mutations";

/** Props of {@link VerifyControl}. */
export interface VerifyControlProps {
  channel: VerifyChannel;
  receiverId: string;
  address: string;
  verified: boolean;
  /** The address is in the pending-send list: a send went out less than 60 s ago. */
  pending: boolean;
}

/** The indicator and the (re)send button of one address. */
export function VerifyControl({ channel, receiverId, address, verified, pending }: VerifyControlProps) {
  const { t } = useTranslation("receivers");
  const send = useSendVerify();
  const [state, setState] = useState<VerifyIndicator>(verified ? 4 : 0);
  const blocked = pending || !address || send.isPending;
  const onSend = () =>
    send.mutate({ channel, receiverId, address }, { onSuccess: setState, onError: () => setState(3) });
  return (
    <Group gap="xs" wrap="nowrap">
      <span role="status" aria-live="polite">
        <EnumBadge def={verifyIndicator} value={verified ? 4 : state} />
      </span>
      {!verified && (
        // aria-disabled, not disabled: a disabled button drops the keyboard focus out of the
        // popover (and Escape with it) the moment the send starts or the address turns pending.
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            if (!blocked) onSend();
          }}
          data-disabled={blocked || undefined}
          aria-disabled={blocked || undefined}
          aria-busy={send.isPending || undefined}
        >
          {t(state === 0 ? "verify.send" : "verify.resend")}
          {/* The name says where it goes and starts with what the button shows. */}
          <VisuallyHidden>
            {" "}
            {t(channel === "email" ? "verify.sendEmail" : "verify.sendPhone", { address })}
          </VisuallyHidden>
        </Button>
      )}
      {!verified && pending && (
        <Text size="xs" c="dimmed">
          {t("verify.wait")}
        </Text>
      )}
    </Group>
  );
}
