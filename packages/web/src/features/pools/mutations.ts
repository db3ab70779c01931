// Pool actions (part1 §2, §7): activate, set the activation type, fill accounts ("bind", the call picked by the SDK from the
// pool's calculation type) and export. Each hook owns its call, the lists it refreshes and its
// notification; failures are notified by the query client's mutation cache.
import type { Pool, PoolActivationTypeParams, PoolExportParams, PoolFillParams } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { exportSaved } from "../../shared/exports";
import { notifyOutcome, notifySuccess } from "../../shared/notify";
import { accountKeys } from "../accounts/public";
import { pools } from "./api";
import { poolKeys } from "./queries";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "pools", ...opts });

/** Activate a pool (only activationMode 1 with activationStatus 1 is activated, part1 §2). */
export function useActivatePool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (poolId: string) => pools.activate({ poolIds: [poolId] }),
    onSuccess: (outcome) => {
      notifyOutcome(outcome, { title: t("activate.done") });
      return qc.invalidateQueries({ queryKey: poolKeys.lists() });
    },
  });
}

/** Set the activation type of pools (part1 §7 batchSetActivationType): the outcome names the skipped ones. */
export function useSetPoolActivationType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (params: PoolActivationTypeParams) => pools.setActivationType(params),
    onSuccess: (outcome) => {
      notifyOutcome(outcome, { title: t("activationSetting.done") });
      return qc.invalidateQueries({ queryKey: poolKeys.lists() });
    },
  });
}

/** Create accounts in a pool (rules L000387-L000393 checked by the form first). */
export function useFillPool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ pool, params }: { pool: Pool; params: PoolFillParams }) => pools.fill(pool, params),
    onSuccess: (res, { pool }) => {
      notifySuccess(t("fill.done", { count: res.created, poolId: pool.poolId }));
      void qc.invalidateQueries({ queryKey: poolKeys.lists() });
      // The new accounts appear in the accounts tab too.
      void qc.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/** Export the selected pools, or every pool matching the filters, as .xlsx. */
export function useExportPools() {
  return useMutation({
    mutationFn: (params: PoolExportParams) => pools.exportExcel(params),
    onSuccess: exportSaved,
  });
}
