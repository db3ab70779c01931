// The warning of part2 §2 message settings: "each recipient with an unverified email, phone or
// both gets a warning" — one line per such recipient, which channel it will not be reached on
// (the SDK decides: unverifiedChannels).
import { type RecipientAddresses, unverifiedChannels } from "@fixcloud/sdk";
import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A recipient: its name and addresses. */
export interface NamedRecipient extends RecipientAddresses {
  readonly receiverId: string;
  readonly name: string;
}

/** One warning per recipient with an unverified address; nothing when all are verified. */
export function RecipientWarnings({ recipients }: { recipients: readonly NamedRecipient[] }) {
  const { t } = useTranslation("messages");
  const lines = recipients.flatMap((r) => {
    const missing = unverifiedChannels(r);
    if (missing.length === 0) return [];
    const text =
      missing.length === 2
        ? t("settings.warn.both", { name: r.name })
        : missing[0] === "email"
          ? t("settings.warn.email", { name: r.name, address: r.email })
          : t("settings.warn.phone", { name: r.name, address: r.phone });
    return [{ id: r.receiverId, text }];
  });
  if (lines.length === 0) return null;
  return (
    <List size="xs" spacing={2} data-testid="recipient-warnings" icon={<span aria-hidden>⚠</span>}>
      {lines.map((l) => (
        <List.Item key={l.id}>
          <Text size="xs" c="orange.9" span>
            {l.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
