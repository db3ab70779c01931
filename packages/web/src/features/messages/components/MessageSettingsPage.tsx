// Message settings, /messageSet (part2 §2 "Message list and settings", §7 MsgSetUp): one row per
// message type (1-5 and 11) with the in-station box (always on, disabled), the e-mail and SMS
// boxes (each change saved at once with updateSetup), the chosen recipients with a warning for
// every unverified address, and the recipient chooser (setReceiver).
import { type MsgSetup, messagesLabels } from "@fixcloud/sdk";
import { Button, Checkbox, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { Loading } from "../../../shared/Loading";
import { useUpdateSetup } from "../mutations";
import { messageSettingsQuery } from "../queries";
import { RecipientWarnings } from "./RecipientWarnings";

registerSdkLabels(messagesLabels);

const RecipientDialog = lazy(() => import("./RecipientDialog").then((m) => ({ default: m.RecipientDialog })));

function SettingsRow({ row, onChoose }: { row: MsgSetup; onChoose: (row: MsgSetup) => void }) {
  const { t } = useTranslation("messages");
  const update = useUpdateSetup();
  const type = t(`msgType.${row.msgType}`, { ns: "sdk" });
  const save = (change: { email?: 0 | 1; phone?: 0 | 1 }) =>
    update.mutate([{ id: row.id, msgType: row.msgType as 1, email: row.email, phone: row.phone, ...change }]);
  return (
    <Table.Tr>
      <Table.Th scope="row">{type}</Table.Th>
      <Table.Td>
        <Checkbox checked disabled aria-label={t("settings.stationAlways", { type })} readOnly />
      </Table.Td>
      <Table.Td>
        <Checkbox
          checked={row.email === 1}
          disabled={update.isPending}
          aria-label={t("settings.emailFor", { type })}
          onChange={(e) => save({ email: e.currentTarget.checked ? 1 : 0 })}
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          checked={row.phone === 1}
          disabled={update.isPending}
          aria-label={t("settings.phoneFor", { type })}
          onChange={(e) => save({ phone: e.currentTarget.checked ? 1 : 0 })}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Text size="sm">
            {row.receiverEntityList.length
              ? row.receiverEntityList.map((r) => r.name).join(", ")
              : t("settings.none")}
          </Text>
          <RecipientWarnings recipients={row.receiverEntityList} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          aria-label={t("settings.chooseFor", { type })}
          onClick={() => onChoose(row)}
        >
          {t("settings.choose")}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** The /messageSet page. */
export function MessageSettingsPage() {
  const { t } = useTranslation("messages");
  const { data: rows } = useQuery(messageSettingsQuery());
  const [choosing, setChoosing] = useState<MsgSetup | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {t("settings.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("settings.note")}
        </Text>
        {rows ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="message-settings">
              <Table.Caption>{t("settings.table")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("field.msgType", { ns: "sdk" })}</Table.Th>
                  <Table.Th scope="col">{t("field.station", { ns: "sdk" })}</Table.Th>
                  <Table.Th scope="col">{t("settings.email")}</Table.Th>
                  <Table.Th scope="col">{t("settings.phone")}</Table.Th>
                  <Table.Th scope="col">{t("field.receiverEntityList", { ns: "sdk" })}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t("settings.choose")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <SettingsRow key={row.id} row={row} onChoose={setChoosing} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Loading />
        )}
      </Stack>
      {choosing && (
        <Suspense fallback={null}>
          <RecipientDialog row={choosing} onClose={() => setChoosing(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
