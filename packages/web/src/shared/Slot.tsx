// A part of a page that loads on its own (the overview's widgets, part1 §2): a placeholder
// while its query suspends, and a short note instead of the whole page when it fails (the
// error itself is notified by the query client).
import { Text } from "@mantine/core";
import { CatchBoundary } from "@tanstack/react-router";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";

function Failed() {
  const { t } = useTranslation("common");
  return (
    <Text size="sm" c="dimmed" role="status">
      {t("state.error")}
    </Text>
  );
}

/** A part that suspends on its own data: `fallback` while loading, a note when it failed. */
export function Slot({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <CatchBoundary getResetKey={() => 0} errorComponent={Failed}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </CatchBoundary>
  );
}
