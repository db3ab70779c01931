// Account detail drawer (part1 §2): name, password masked until revealed, service product,
// customer name and the package table. The loading message lasts at most 10 s (part1 §9);
// after that the drawer says the details are late and offers a retry.
import { abpState, type Account, enumTone } from "@fixcloud/sdk";
import {
  Alert,
  Button,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordCell, passwordLabels } from "../../../shared/PasswordCell";
import { StateBadge } from "../../../shared/StateBadge";
import { useFormatTime } from "../../../shared/time";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { accountDetailQuery } from "../queries";
import { AccountSessions, PreviousPassword } from "./AccountSessions";

/** How long the loading message stays (part1 §9). */
export const DETAIL_LOADING_MS = 10_000;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        {children}
      </Group>
    </Stack>
  );
}

/** The detail drawer of an account. */
export function AccountDetailDrawer({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useTranslation("services");
  const fmt = useFormatTime();
  useReturnFocus();
  const query = useQuery(accountDetailQuery(account.id));
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!query.isFetching) return;
    setLate(false);
    const timer = window.setTimeout(() => setLate(true), DETAIL_LOADING_MS);
    return () => window.clearTimeout(timer);
  }, [query.isFetching]);

  const d = query.data;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t("detail.title", { account: account.accountName })}
      data-testid="account-detail"
    >
      <Stack gap="md">
        {query.isPending && !late && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t("detail.loading")}</Text>
          </Group>
        )}
        {query.isPending && late && (
          <Alert color="yellow" variant="light">
            <Group justify="space-between">
              <Text size="sm">{t("detail.late")}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t("common:action.retry")}
              </Button>
            </Group>
          </Alert>
        )}
        {query.isError && !d && (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text size="sm">{query.error.message}</Text>
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                {t("common:action.retry")}
              </Button>
            </Group>
          </Alert>
        )}
        {d && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Field label={t("sdk:field.accountName")}>
                <Text size="sm" fw={500}>
                  {d.accountName}
                </Text>
              </Field>
              {/* During a rotation's grace two passwords work: each is named for what it is. */}
              <Field label={d.previousPassword ? t("seats.currentPassword") : t("sdk:field.password")}>
                <PasswordCell
                  owner={d.accountName}
                  password={d.password}
                  labels={passwordLabels(t, d.accountName)}
                />
              </Field>
              <Field label={t("sdk:field.serviceProduct")}>
                <Text size="sm">
                  {t(`serviceProduct.${d.serviceProduct}`, {
                    ns: "sdk",
                    defaultValue: d.serviceProductName || "-",
                  })}
                </Text>
              </Field>
              <Field label={t("sdk:field.customerName")}>
                <Text size="sm">{d.customerName || "-"}</Text>
              </Field>
              <PreviousPassword detail={d} />
            </SimpleGrid>
            <AccountSessions id={d.id} accountName={d.accountName} />
            <Text fw={500} size="sm">
              {t("detail.packages")}
            </Text>
            <ScrollArea
              type="auto"
              viewportProps={{ tabIndex: 0, role: "region", "aria-label": t("detail.packages") }}
            >
              <Table striped withTableBorder withColumnBorders fz="sm" verticalSpacing={4} miw={1100}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("sdk:field.calType")}</Table.Th>
                    <Table.Th>{t("sdk:field.buyTotal")}</Table.Th>
                    <Table.Th>{t("sdk:field.remainingQuantity")}</Table.Th>
                    <Table.Th>{t("sdk:field.mountPointGroupArray")}</Table.Th>
                    <Table.Th>{t("sdk:field.abpState")}</Table.Th>
                    <Table.Th>{t("sdk:field.validName")}</Table.Th>
                    <Table.Th>{t("sdk:field.silenceName")}</Table.Th>
                    <Table.Th>{t("sdk:field.forceActivationTime")}</Table.Th>
                    <Table.Th>{t("sdk:field.activationTime")}</Table.Th>
                    <Table.Th>{t("sdk:field.endTime")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.serviceSetmeals.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={10}>
                        <Text size="sm" c="dimmed" ta="center">
                          {t("detail.noPackages")}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                  {d.serviceSetmeals.map((p, i) => (
                    // Package rows have no id of their own; their order is the server's.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Tr key={i}>
                      <Table.Td>
                        {t(`calType.${p.calType}`, { ns: "sdk", defaultValue: p.calTypeName || "-" })}
                      </Table.Td>
                      <Table.Td>{p.buyTotalName || "-"}</Table.Td>
                      <Table.Td>{p.remainingQuantityName || "-"}</Table.Td>
                      <Table.Td>
                        {p.mountPointGroupArray.length === 0
                          ? "-"
                          : p.mountPointGroupArray.map((g) => (
                              <Text size="sm" key={g.apGroupId}>
                                {g.apGroupName}{" "}
                                <Text span size="xs" c="dimmed">
                                  ({g.apGroupId})
                                </Text>
                              </Text>
                            ))}
                      </Table.Td>
                      <Table.Td>
                        <StateBadge tone={enumTone(abpState, p.abpState)}>{p.abpStateName || "-"}</StateBadge>
                      </Table.Td>
                      <Table.Td>{p.validName || "-"}</Table.Td>
                      <Table.Td>{p.silenceName || "-"}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{fmt(p.forceActivationTime)}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{fmt(p.activationTime)}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{fmt(p.endTime)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
