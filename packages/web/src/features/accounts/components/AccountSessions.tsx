// The detail drawer's seats (docs/ntrip-caster.md "Seats", "Password rotation"): the previous
// password while a rotation's grace lasts, and the sessions holding the account's seats, each of
// which the owner can end after confirming.
import type { AccountDetail } from "@fixcloud/sdk";
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { confirm } from "../../../shared/confirm";
import { notifySuccess } from "../../../shared/notify";
import { PasswordCell, passwordLabels } from "../../../shared/PasswordCell";
import { useFormatTime } from "../../../shared/time";
import { useEndAccountSession } from "../mutations";
import { accountSessionsQuery } from "../queries";

/** The previous password and until when it stays valid; nothing outside a grace period. */
export function PreviousPassword({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation("services");
  const fmt = useFormatTime();
  const prev = detail.previousPassword;
  if (!prev) return null;
  return (
    <Stack gap={2} data-testid="previous-password">
      <Text size="xs" c="dimmed">
        {t("seats.previousPassword", { until: fmt(prev.validUntil) })}
      </Text>
      <Group gap={4} wrap="nowrap">
        <PasswordCell
          owner={detail.accountName}
          password={prev.password}
          labels={passwordLabels(t, detail.accountName)}
        />
      </Group>
    </Stack>
  );
}

/** The open sessions of the account, each with its End action. */
export function AccountSessions({ id, accountName }: { id: string; accountName: string }) {
  const { t } = useTranslation("services");
  const fmt = useFormatTime();
  const query = useQuery(accountSessionsQuery(id));
  const endSession = useEndAccountSession(id);
  const list = query.data?.list ?? [];
  return (
    <Stack gap="xs" data-testid="account-sessions">
      <Text fw={500} size="sm">
        {t("seats.title")}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {query.isPending ? t("seats.loading") : t("seats.none")}
        </Text>
      ) : (
        <Table withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("seats.client")}</Table.Th>
              <Table.Th>{t("seats.mountPoint")}</Table.Th>
              <Table.Th>{t("seats.since")}</Table.Th>
              <Table.Th>{t("seats.lastInput")}</Table.Th>
              <Table.Th>{t("seats.password")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((s) => (
              <Table.Tr key={s.sessionId}>
                <Table.Td>{`${s.ip}:${s.port}`}</Table.Td>
                <Table.Td>{s.mountPoint}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{fmt(s.since)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{fmt(s.lastInput)}</Table.Td>
                <Table.Td>
                  {s.password === "previous" ? t("seats.passwordPrevious") : t("seats.passwordCurrent")}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirm({
                        title: t("seats.end"),
                        message: t("seats.endConfirm", { account: accountName, client: s.ip }),
                        confirmLabel: t("seats.end"),
                        danger: true,
                        onConfirm: () =>
                          endSession
                            .mutateAsync(s.sessionId)
                            .then((res) => notifySuccess(t("seats.ended", { count: res.ended }))),
                      })
                    }
                  >
                    {t("seats.end")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
