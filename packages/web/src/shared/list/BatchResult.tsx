// The result strip of a batch above a list's table (part1 §4): one
// pattern for accounts and device accounts. While the batch runs, its progress; then its summary
// (succeeded, skipped, failed) with the reasons of the rows left alone in a dialog. It shows
// only the batch of its own scope (a service type's accounts, a pool's device accounts).
import type { BatchActionName } from "@fixcloud/sdk";
import { Alert, Button, Group, Loader, Modal, Progress, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { actionLabel } from "../actions";
import { outcomeSummary, reasonLabel } from "../notify";
import { batchResults, isRunning, type TrackedBatch, useBatchResult } from "./batchResults";
import { useReturnFocus } from "../useReturnFocus";

/** How a batch result names its rows and what it says. */
export interface BatchResultTexts {
  /** Header of the name column of the reasons dialog, e.g. the SDK's `field.accountName`. */
  nameColumn: string;
  /** "Disable: 3 of 10 accounts processed…" (a generic text when absent). */
  running?: (action: string, processed: number, total: number) => string;
}

/** Props of {@link BatchResult}. */
export interface BatchResultProps {
  scope: string;
  texts: BatchResultTexts;
  /**
   * A hook naming the rows of a batch that were not known when it started (rows of other pages
   * under "select all matching"), e.g. by looking them up; called once per render of the dialog.
   */
  useNameOf?: (batch: TrackedBatch, ids: readonly string[]) => (id: string) => string | undefined;
}

const noLookup = () => () => undefined;

/** The running or last batch of `scope`, with its reasons dialog. */
export function BatchResult({ scope, texts, useNameOf = noLookup }: BatchResultProps) {
  const { t } = useTranslation("common");
  const { current, detailsOpen } = useBatchResult(scope);
  if (!current) return null;
  const action = actionLabel(t, current.action as BatchActionName);
  const s = current.status;
  const failed = s?.failed?.length ?? 0;
  const processed = s ? s.succeeded + s.skipped.length + failed : 0;
  const running = isRunning(current);
  const problems = s ? s.skipped.length + failed : 0;

  return (
    <>
      <Alert
        variant="light"
        color={running ? "blue" : current.lost ? "red" : failed ? "orange" : "teal"}
        p="xs"
        data-testid="batch-progress"
        data-state={running ? "running" : "done"}
        role="status"
        withCloseButton={!running}
        onClose={() => batchResults.dismiss(scope)}
        closeButtonLabel={t("action.close")}
      >
        <Stack gap={6}>
          <Group gap="xs" wrap="nowrap">
            {running && <Loader size="xs" />}
            <Text size="sm" fw={500}>
              {running
                ? (texts.running?.(action, processed, current.total) ??
                  t("lists:batch.running", { action, processed, total: current.total }))
                : current.lost
                  ? t("lists:batch.lost", { action, message: current.lost })
                  : t("lists:batch.done", { action })}
            </Text>
            {!running && s && (
              <Text size="sm" data-testid="batch-summary">
                {outcomeSummary(s)}
              </Text>
            )}
            {!running && problems > 0 && (
              <Button size="compact-xs" variant="light" onClick={() => batchResults.openDetails(scope)}>
                {t("batch.viewReasons")}
              </Button>
            )}
          </Group>
          {running && (
            <Progress
              size="sm"
              value={current.total ? (processed / current.total) * 100 : 0}
              animated
              aria-label={t("lists:batch.progress")}
            />
          )}
        </Stack>
      </Alert>
      {detailsOpen && <ReasonsDialog batch={current} texts={texts} useNameOf={useNameOf} />}
    </>
  );
}

function ReasonsDialog({
  batch,
  texts,
  useNameOf,
}: {
  batch: TrackedBatch;
  texts: BatchResultTexts;
  useNameOf: NonNullable<BatchResultProps["useNameOf"]>;
}) {
  const { t } = useTranslation("common");
  useReturnFocus();
  const rows = [
    ...(batch.status?.skipped ?? []).map((r) => ({ ...r, kind: "skipped" as const })),
    ...(batch.status?.failed ?? []).map((r) => ({ ...r, kind: "failed" as const })),
  ];
  // Failed rows do not exist for the customer: only skipped ones are worth naming.
  const unknown = rows.filter((r) => r.kind === "skipped" && !batch.names.has(r.id)).map((r) => r.id);
  const lookup = useNameOf(batch, unknown);
  const nameOf = (id: string) => batch.names.get(id) ?? lookup(id) ?? `#${id}`;
  return (
    <Modal
      opened
      onClose={batchResults.closeDetails}
      title={t("lists:batch.reasonsTitle", { action: actionLabel(t, batch.action as BatchActionName) })}
      size="lg"
      centered
    >
      <ScrollArea.Autosize mah={420}>
        <Table striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.nameColumn}</Table.Th>
              <Table.Th>{t("lists:batch.outcome")}</Table.Th>
              <Table.Th>{t("lists:batch.reason")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.kind}-${r.id}`}>
                <Table.Td>{nameOf(r.id)}</Table.Td>
                <Table.Td>{t(`lists:batch.${r.kind}`)}</Table.Td>
                <Table.Td>{reasonLabel(r.reason)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Modal>
  );
}
