// One address of a receiver row (part2 §2): the address with a verified tick, or a warning whose
// popover says it is unverified and holds the resend link (the holder's row "0" has none: its
// addresses are changed and verified in the security centre). A dash when there is no address.
import type { PendingSends, Receiver, VerifyChannel } from "@fixcloud/sdk";
import { isHolderReceiver, isPendingSend } from "@fixcloud/sdk";
import { ActionIcon, Group, Popover, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../shared/icons";
import { VerifyControl } from "./VerifyControl";

/** A warning triangle: the address is not verified. */
function WarningIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
      aria-hidden="true"
    >
      <path d="M12 3L2 21h20L12 3z" />
      <path d="M12 10v5" />
      <path d="M12 18h.01" />
    </svg>
  );
}

/** Props of {@link AddressCell}. */
export interface AddressCellProps {
  receiver: Receiver;
  channel: VerifyChannel;
  pending: PendingSends | undefined;
}

/** The address and its verification state. */
export function AddressCell({ receiver, channel, pending }: AddressCellProps) {
  const { t } = useTranslation("receivers");
  const address = channel === "email" ? receiver.email : receiver.phone;
  if (!address) return <>-</>;
  const verified = (channel === "email" ? receiver.emailVerify : receiver.phoneVerify) === 1;
  return (
    <Group gap={6} wrap="nowrap">
      <span>{address}</span>
      {verified ? (
        <Text component="span" c="green.8" lh={0} title={t("verifyFlag.1", { ns: "sdk" })}>
          <CheckIcon />
          <VisuallyHidden>{t("verifyFlag.1", { ns: "sdk" })}</VisuallyHidden>
        </Text>
      ) : (
        // Focus moves into the popover and back to the warning on Escape (keyboard users).
        <Popover
          position="bottom-start"
          withArrow
          shadow="md"
          width={300}
          trapFocus={!isHolderReceiver(receiver)}
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="orange.9"
              size="sm"
              aria-label={t("verify.unverifiedOf", { address })}
            >
              <WarningIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <Text size="sm">{t("verify.unverified")}</Text>
              {!isHolderReceiver(receiver) && (
                <VerifyControl
                  channel={channel}
                  receiverId={receiver.receiverId}
                  address={address}
                  verified={false}
                  pending={isPendingSend(pending, channel, address)}
                />
              )}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Group>
  );
}
