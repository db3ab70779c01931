// The accounts tab's batch result (part1 §4): the shared result strip (shared/list/BatchResult)
// for the batches of this service type only, naming rows of other pages by looking them up.
import type { ServiceType } from "@fixcloud/sdk";
import { useQueries } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BatchResult, type BatchResultTexts } from "../../../shared/list/BatchResult";
import type { TrackedBatch } from "../../../shared/list/batchResults";
import { accountBatchScope } from "../batchStore";
import { accountDetailQuery } from "../queries";

/** Rows of other pages ("select all matching") are named by looking them up, a few dozen at most. */
const LOOKUP_MAX = 50;

function useAccountNames(_batch: TrackedBatch, ids: readonly string[]) {
  const unknown = ids.slice(0, LOOKUP_MAX);
  const looked = useQueries({
    queries: unknown.map((id) => ({ ...accountDetailQuery(id), staleTime: 60_000 })),
  });
  return (id: string) => {
    const i = unknown.indexOf(id);
    return i >= 0 ? looked[i]?.data?.accountName : undefined;
  };
}

/** The running or last batch on the accounts of `selectType`, with its reasons dialog. */
export function BatchProgress({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const running = useCallback(
    (action: string, processed: number, total: number) => t("batch.running", { action, processed, total }),
    [t],
  );
  const texts = useMemo<BatchResultTexts>(
    () => ({ nameColumn: t("sdk:field.accountName"), running }),
    [t, running],
  );
  return <BatchResult scope={accountBatchScope(selectType)} texts={texts} useNameOf={useAccountNames} />;
}
