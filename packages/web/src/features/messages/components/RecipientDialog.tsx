// The recipient chooser of message settings (part2 §2): the customer's receivers as checkboxes
// (at most 10), a warning for each chosen one whose e-mail, phone or both are unverified, and
// save (setReceiver for this settings row) or cancel.
import type { MsgSetup } from "@fixcloud/sdk";
import { Button, Checkbox, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSetReceivers } from "../mutations";
import { receiverOptionsQuery } from "../recipients";
import { RecipientWarnings } from "./RecipientWarnings";

/** At most this many recipients per message type (the receiver limit, part2 §9). */
export const MAX_RECIPIENTS = 10;

/** The chooser of `row`'s recipients; `onClose` after save or cancel. */
export function RecipientDialog({ row, onClose }: { row: MsgSetup; onClose: () => void }) {
  const { t } = useTranslation("messages");
  const type = t(`msgType.${row.msgType}`, { ns: "sdk" });
  const { data: receivers, isPending } = useQuery(receiverOptionsQuery());
  const [chosen, setChosen] = useState<string[]>(row.receiverIdList);
  const save = useSetReceivers();
  const picked = useMemo(
    () => (receivers ?? []).filter((r) => chosen.includes(r.receiverId)),
    [receivers, chosen],
  );
  const full = chosen.length >= MAX_RECIPIENTS;
  return (
    <Modal
      opened
      // While the save is on the wire the dialog waits for it (cancel, Escape and the overlay too).
      onClose={save.isPending ? () => {} : onClose}
      closeButtonProps={{ disabled: save.isPending }}
      title={t("settings.dialog", { type })}
      size={520}
    >
      <Stack gap="md">
        {isPending ? (
          <Loader size="sm" />
        ) : (receivers ?? []).length === 0 ? (
          <Text size="sm">{t("settings.noReceivers")}</Text>
        ) : (
          <Checkbox.Group
            value={chosen}
            onChange={setChosen}
            label={t("field.receiverEntityList", { ns: "sdk" })}
          >
            <Stack gap={6} mt="xs">
              {(receivers ?? []).map((r) => (
                <Checkbox
                  key={r.receiverId}
                  value={r.receiverId}
                  label={r.name}
                  description={[r.email, r.phone].filter(Boolean).join(" · ")}
                  disabled={full && !chosen.includes(r.receiverId)}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {full && (
          <Text size="xs" c="dimmed">
            {t("settings.max", { max: MAX_RECIPIENTS })}
          </Text>
        )}
        <RecipientWarnings recipients={picked} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t("settings.cancel")}
          </Button>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({ receiverId: chosen, msgSetupId: row.id }, { onSuccess: () => onClose() })
            }
          >
            {t("settings.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
