// Success and outcome messages of pool and device actions. Failures need nothing here: the
// query client's mutation cache shows the server's message for every failed call.
import { notifications } from "@mantine/notifications";
import i18next from "i18next";
import { POOLS_NS } from "../../i18n/pools";

export function notifySuccess(message: string): void {
  notifications.show({ color: "green", message });
}

/** A batch answer: how many rows changed, and why others were left alone. */
export function notifyBatch(result: {
  succeeded: number;
  skipped: readonly { id: string; reason: string }[];
}): void {
  const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: POOLS_NS, ...opts });
  const reasons = [...new Set(result.skipped.map((s) => s.reason))].slice(0, 3).join("; ");
  notifications.show({
    color: result.skipped.length && !result.succeeded ? "yellow" : "green",
    title: t("batch.done"),
    message: result.skipped.length
      ? t("batch.summarySkipped", { succeeded: result.succeeded, skipped: result.skipped.length, reasons })
      : t("batch.summary", { succeeded: result.succeeded }),
  });
}
