// Notifications of the account actions: success, the batch summary (with a way to the
// per-row reasons) and the messages the client itself decides (e.g. L000342).
import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import type { BatchStatus } from "@fixcloud/sdk";
import { batchStore, type TrackedBatch } from "./batchStore";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "services", ...opts });

export function notifySuccess(message: string) {
  notifications.show({ color: "teal", message, autoClose: 3000 });
}

/** A client-side refusal (rule or permission message), e.g. L000342. */
export function notifyWarning(message: string) {
  notifications.show({ color: "yellow", message, autoClose: 4000 });
}

export function notifyError(message: string) {
  notifications.show({ color: "red", title: t("common:error.title"), message });
}

export function summaryText(status: BatchStatus): string {
  return t("batch.summary", {
    succeeded: status.succeeded,
    skipped: status.skipped.length,
    failed: status.failed.length,
  });
}

/** The summary of a finished batch: counts, and a button to the reasons when rows were not changed. */
export function notifyBatchDone(batch: TrackedBatch & { status: BatchStatus }) {
  const { status } = batch;
  const problems = status.skipped.length + status.failed.length;
  notifications.show({
    id: `batch-${batch.batchId}`,
    color: status.failed.length ? "orange" : status.skipped.length ? "yellow" : "teal",
    title: t("batch.doneTitle", { action: t(`batch.action.${batch.action}`) }),
    autoClose: problems ? 10_000 : 4000,
    message: (
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">{summaryText(status)}</Text>
        {problems > 0 && (
          <Button size="compact-xs" variant="light" onClick={() => batchStore.openDetails()}>
            {t("batch.viewReasons")}
          </Button>
        )}
      </Group>
    ),
  });
}
