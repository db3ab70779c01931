// The type picker of /workOrderMng (part2 §2): bug, change, open API, SDK; each opens its form
// in create mode. A modal of links, so the keyboard and a screen reader reach each kind.
import { TICKET_TYPES } from "@fixcloud/sdk";
import { Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { TICKETS_NS } from "../../../i18n/tickets";
import { AnchorLink } from "../../../shared/links";
import { KIND_PATHS } from "../kinds";

/** The modal listing the four kinds. */
export function TypePicker({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(TICKETS_NS);
  return (
    <Modal opened={opened} onClose={onClose} title={t("picker.title")} centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("picker.hint")}
        </Text>
        {TICKET_TYPES.map((type) => (
          <AnchorLink key={type} to={KIND_PATHS[type]} search={{ type: 1 }} onClick={onClose}>
            {t(`ticketType.${type}`, { ns: "sdk" })}
          </AnchorLink>
        ))}
      </Stack>
    </Modal>
  );
}
