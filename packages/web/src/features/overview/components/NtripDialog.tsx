// The NTRIP caster settings dialog of the overview (part1 §2 Tools): domain, IPs, ports with
// their reference frames and mount points, for the current language; values can be copied.
import { ActionIcon, CopyButton, Group, Modal, Table, Text, Tooltip } from "@mantine/core";
import { toolsLabels } from "@fixcloud/sdk/lists";
import { useTranslation } from "react-i18next";
import { ntripConfigOf } from "../../../config/ntrip";
import { registerSdkLabels } from "../../../i18n";
import { CheckIcon, CopyIcon } from "../../../shared/icons";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { useSettings } from "../../../shared/useSettings";

// Each port serves one coordinate system of part1 §9 (dictionary codes NTRIP_8001-8003), named by
// the SDK's `coordinateSystem.<system>` labels, the names the coverage page uses too.
registerSdkLabels(toolsLabels);

function Copy({ value }: { value: string }) {
  const { t } = useTranslation("overview");
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t("common:action.copied") : t("common:action.copy")} withArrow>
          <ActionIcon
            size="sm"
            variant="subtle"
            color={copied ? "teal" : "gray"}
            onClick={copy}
            aria-label={t("ntrip.copyValue", { value })}
          >
            {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The NTRIP caster settings of the current language. */
export function NtripDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("overview");
  const { language } = useSettings();
  const cfg = ntripConfigOf(language);
  useReturnFocus();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("ntrip.title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common:action.close") }}
    >
      <Table withRowBorders verticalSpacing={6} aria-label={t("ntrip.title")}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={120}>{t("ntrip.domain")}</Table.Th>
            <Table.Td>
              <Group gap={4}>
                <Text ff="monospace" size="sm">
                  {cfg.domain}
                </Text>
                <Copy value={cfg.domain} />
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("ntrip.ip")}</Table.Th>
            <Table.Td>
              {cfg.ips.map((ip) => (
                <Group gap={4} key={ip}>
                  <Text ff="monospace" size="sm">
                    {ip}
                  </Text>
                  <Copy value={ip} />
                </Group>
              ))}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("field.port", { ns: "sdk" })}</Table.Th>
            <Table.Td>
              {cfg.ports.map((p) => (
                <Text size="sm" key={p.port}>
                  <Text span ff="monospace" fw={600}>
                    {p.port}
                  </Text>{" "}
                  — {t(`sdk:coordinateSystem.${p.system}`)}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("field.accessPoint", { ns: "sdk" })}</Table.Th>
            <Table.Td>
              {cfg.mountPoints.map((mp) => (
                <Group gap={4} key={mp} wrap="nowrap">
                  <Text ff="monospace" size="sm" fw={600}>
                    {mp}
                  </Text>
                  <Copy value={mp} />
                  <Text size="sm" c="dimmed">
                    {t(`ntrip.mp.${mp}`)}
                  </Text>
                </Group>
              ))}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
