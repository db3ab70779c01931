// The running batch, visible above the table (part1 §4: batch operations are asynchronous):
// a progress strip while it runs, then its summary with the reasons of skipped/failed rows.
import { Alert, Button, Group, Loader, Modal, Progress, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { actionLabel } from "../../../shared/actions";
import { outcomeSummary, reasonLabel } from "../../../shared/notify";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { batchStore, isRunning, type TrackedBatch, useBatchState } from "../batchStore";
import { accountDetailQuery } from "../queries";

/** The running or last batch, with its reasons dialog. */
export function BatchProgress() {
  const { t } = useTranslation("services");
  const { current, detailsOpen } = useBatchState();
  if (!current) return null;
  const action = actionLabel(t, current.action);
  const s = current.status;
  const processed = s ? s.succeeded + s.skipped.length + s.failed.length : 0;
  const running = isRunning(current);
  const problems = s ? s.skipped.length + s.failed.length : 0;

  return (
    <>
      <Alert
        variant="light"
        color={running ? "blue" : current.lost ? "red" : s?.failed.length ? "orange" : "teal"}
        p="xs"
        data-testid="batch-progress"
        data-state={running ? "running" : "done"}
        role="status"
        withCloseButton={!running}
        onClose={batchStore.dismiss}
        closeButtonLabel={t("common:action.close")}
      >
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            {running && <Loader size="xs" />}
            <Text size="sm" fw={500}>
              {running
                ? t("batch.running", { action, processed, total: current.total })
                : current.lost
                  ? t("batch.lost", { action, message: current.lost })
                  : t("batch.doneTitle", { action })}
            </Text>
            {!running && s && (
              <Text size="sm" data-testid="batch-summary">
                {outcomeSummary(s)}
              </Text>
            )}
            {!running && problems > 0 && (
              <Button size="compact-xs" variant="light" onClick={batchStore.openDetails}>
                {t("common:batch.viewReasons")}
              </Button>
            )}
          </Group>
          {running && (
            <Progress
              size="sm"
              value={current.total ? (processed / current.total) * 100 : 0}
              animated
              aria-label={t("batch.progress")}
            />
          )}
        </Stack>
      </Alert>
      {detailsOpen && <ReasonsDialog batch={current} />}
    </>
  );
}

/** Rows of other pages ("select all matching") are named by looking them up, a few dozen at most. */
const LOOKUP_MAX = 50;

function ReasonsDialog({ batch }: { batch: TrackedBatch }) {
  const { t } = useTranslation("services");
  useReturnFocus();
  const rows = [
    ...(batch.status?.skipped ?? []).map((r) => ({ ...r, kind: "skipped" as const })),
    ...(batch.status?.failed ?? []).map((r) => ({ ...r, kind: "failed" as const })),
  ];
  // Failed rows do not exist for the customer: nothing to look up.
  const unknown = rows
    .filter((r) => r.kind === "skipped" && !batch.names.has(r.id))
    .slice(0, LOOKUP_MAX)
    .map((r) => r.id);
  const looked = useQueries({
    queries: unknown.map((id) => ({ ...accountDetailQuery(id), staleTime: 60_000 })),
  });
  const nameOf = (id: string) => {
    const known = batch.names.get(id);
    if (known) return known;
    const i = unknown.indexOf(id);
    return (i >= 0 ? looked[i]?.data?.accountName : undefined) ?? `#${id}`;
  };
  return (
    <Modal
      opened
      onClose={batchStore.closeDetails}
      title={t("batch.reasonsTitle", { action: actionLabel(t, batch.action) })}
      size="lg"
      centered
    >
      <ScrollArea.Autosize mah={420}>
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("sdk:field.accountName")}</Table.Th>
              <Table.Th>{t("batch.outcome")}</Table.Th>
              <Table.Th>{t("batch.reason")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.kind}-${r.id}`}>
                <Table.Td>{nameOf(r.id)}</Table.Td>
                <Table.Td>{t(`batch.${r.kind}`)}</Table.Td>
                <Table.Td>{reasonLabel(r.reason)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Modal>
  );
}
