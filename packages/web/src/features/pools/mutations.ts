// Pool actions (part1 §2): activate, fill accounts (binding), export. Each invalidates the
// pool lists it changes; failures are shown by the query client's mutation cache.
import type { CalType, PoolFillRequest, Req } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../app/client";
import { poolKeys } from "./queries";
import { saveFile } from "./saveFile";

export function useActivatePool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (poolId: string) => api.pools.activate({ poolIds: [poolId] }),
    onSuccess: () => qc.invalidateQueries({ queryKey: poolKeys.lists() }),
  });
}

/**
 * The fill call of a pool's calculation type (part1 §7): concurrency pools and day pools have
 * their own calls; minutes, traffic and count pools use the automatic creation.
 */
export function fillCallOf(calType: CalType): "fillConcurrent" | "fillDays" | "autoCreateAccounts" {
  if (calType === "concurrent_pool") return "fillConcurrent";
  if (calType === "days_pool") return "fillDays";
  return "autoCreateAccounts";
}

export function useFillPool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ calType, body }: { calType: CalType; body: PoolFillRequest }) =>
      api.pools[fillCallOf(calType)](body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: poolKeys.lists() });
      // New accounts appear in the accounts tab too.
      void qc.invalidateQueries({ queryKey: ["accounts"] });
    },
  });
}

export function useExportPools() {
  return useMutation({
    mutationFn: (body: Req<"pools.batchExportPoolExcel">) => api.pools.exportExcel(body),
    onSuccess: saveFile,
  });
}
