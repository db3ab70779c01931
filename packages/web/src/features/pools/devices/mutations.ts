// Device-account actions (part1 §2): batch enable, disable, remark, validity and password
// reset; export; add by upload or by count; generate service IDs; template and error-report
// downloads. Each hook owns its SDK call (pools.devices, the pool's calculation type choosing
// the call), its refresh (device and pool lists: remaining, device count) and its notification.
// A batch's answer also goes to the pool's batch result above the table (the same strip as the
// accounts', scoped to the pool).
import {
  type BatchActionName,
  type PoolDeviceExportParams,
  type PoolRef,
  UploadRowsError,
  type UploadErrorReport,
} from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { exportSaved } from "../../../shared/exports";
import { saveFile } from "../../../shared/files";
import { batchResults } from "../../../shared/list/batchResults";
import { type Outcome, notifyOutcome, notifySuccess } from "../../../shared/notify";
import type { ValidityEdit } from "../../../shared/ValidityFields";
import { pools } from "../api";
import { poolKeys } from "../queries";
import { deviceKeys } from "./queries";

const t = (key: string, opts?: Record<string, unknown>) => i18next.t(key, { ns: "pools", ...opts });

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: deviceKeys.lists() });
    void qc.invalidateQueries({ queryKey: poolKeys.lists() });
  };
}

/** The batch-result scope of a pool's device accounts. */
export const deviceBatchScope = (pool: Pick<PoolRef, "poolId">) => `devices:${pool.poolId}`;

/** What every device batch is given: the ids, and their account names for the reasons dialog. */
export interface DeviceBatchTarget {
  ids: string[];
  names?: ReadonlyMap<string, string>;
}

let answered = 0;

/** A batch's answer: its counts and reasons (notification and the pool's result strip), then the lists refresh. */
function useBatchDone(pool: PoolRef) {
  const refresh = useRefresh();
  return (outcome: Outcome, action: BatchActionName, target: DeviceBatchTarget) => {
    const scope = deviceBatchScope(pool);
    batchResults.start({
      batchId: `${scope}:${++answered}`,
      scope,
      action,
      total: target.ids.length,
      status: { ...outcome, state: "done" },
      names: target.names ?? new Map(),
    });
    notifyOutcome(outcome, {
      title: t("devices.batch.done"),
      onDetails: () => batchResults.openDetails(scope),
    });
    refresh();
  };
}

/** The device batches asked for with a confirmation. */
export type DeviceBatchAction = "enable" | "disable" | "resetPasswords";

/** The SDK's name of each device batch (its label and the result strip's). */
export const DEVICE_BATCH_ACTION: Record<DeviceBatchAction, BatchActionName> = {
  enable: "enable",
  disable: "disable",
  resetPasswords: "resetPassword",
};

/** Enable, disable or reset the passwords of device accounts. */
export function useDeviceBatch(pool: PoolRef) {
  const done = useBatchDone(pool);
  return useMutation({
    mutationFn: ({ action, ids }: { action: DeviceBatchAction } & DeviceBatchTarget) =>
      pools.devices[action](pool, ids),
    onSuccess: (outcome, v) => done(outcome, DEVICE_BATCH_ACTION[v.action], v),
  });
}

/** The remark of device accounts (≤ 50 characters, L000617). */
export function useDeviceRemark(pool: PoolRef) {
  const done = useBatchDone(pool);
  return useMutation({
    mutationFn: ({ names: _n, ...v }: DeviceBatchTarget & { accountRemark: string }) =>
      pools.devices.setRemark(pool, v),
    onSuccess: (outcome, v) => done(outcome, "remark", v),
  });
}

/** Edit validity (the usage limit only for pools that are not concurrency pools). */
export function useDeviceValidity(pool: PoolRef) {
  const done = useBatchDone(pool);
  return useMutation({
    mutationFn: ({ names: _n, ...v }: DeviceBatchTarget & ValidityEdit) => pools.devices.setValidity(pool, v),
    onSuccess: (outcome, v) => done(outcome, "editValidity", v),
  });
}

/** Export the selected device accounts, or every one matching the filters, as .xlsx. */
export function useExportDevices(pool: PoolRef) {
  return useMutation({
    mutationFn: (params: PoolDeviceExportParams) => pools.devices.exportExcel(pool, params),
    onSuccess: exportSaved,
  });
}

/** The upload template of the pool's variant (concurrency, day or el-time pool). */
export function useDeviceTemplate(pool: PoolRef) {
  return useMutation({ mutationFn: () => pools.devices.template(pool), onSuccess: saveFile });
}

/** The failed rows of a 506 upload as .xlsx. */
export function useErrorReport() {
  return useMutation({
    mutationFn: (errorId: string) => pools.devices.errorReport(errorId),
    onSuccess: saveFile,
  });
}

/** An upload's outcome: rows added, or the failed rows of a 506 answer (nothing was added). */
export type UploadOutcome = { ok: true; added: number } | { ok: false; report: UploadErrorReport };

/** Add device accounts from an .xlsx/.xls file with the pool's upload variant. */
export function useUploadDevices(pool: PoolRef) {
  const refresh = useRefresh();
  return useMutation({
    // Bad rows (506) are an expected answer here, shown in the failed-rows dialog.
    mutationFn: async (file: File): Promise<UploadOutcome> => {
      try {
        const res = await pools.devices.upload(pool, { name: file.name, data: file, type: file.type });
        return { ok: true, added: res.added };
      } catch (err) {
        if (err instanceof UploadRowsError) return { ok: false, report: err.report };
        throw err;
      }
    },
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      notifySuccess(t("devices.upload.done", { count: outcome.added }));
      refresh();
    },
  });
}

/** Adding device accounts by count (without SN), or generating service IDs: the call and its message. */
const ADD = {
  count: {
    call: (pool: PoolRef, num: number) => pools.devices.addByCount(pool, num),
    done: "devices.count.done",
  },
  generate: {
    call: (pool: PoolRef, num: number) => pools.devices.generateServiceIds(pool, num),
    done: "devices.generate.done",
  },
} as const;

/** Add `num` (1 to 10,000, L000409) device accounts without SN, or service IDs, to the pool. */
export function useAddDevices(pool: PoolRef, kind: keyof typeof ADD) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (num: number) => ADD[kind].call(pool, num),
    onSuccess: (res) => {
      notifySuccess(t(ADD[kind].done, { count: res.added }));
      refresh();
    },
  });
}
