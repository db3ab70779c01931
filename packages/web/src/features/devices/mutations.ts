// Device-account actions (part1 §2): batch enable/disable/remark/validity/password reset,
// export, add by upload or count, generate service IDs, template and error report downloads.
// Every change invalidates the device lists and the pool lists (remaining, device count).
import { ApiError, type Req, ResponseCode, UploadErrorReport } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { poolKeys } from "../pools/queries";
import { saveFile } from "../pools/saveFile";
import { type DevicePageType, deviceApi } from "./deviceApi";
import { deviceKeys } from "./queries";

function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: deviceKeys.lists() });
    void qc.invalidateQueries({ queryKey: poolKeys.lists() });
  };
}

export type DeviceBatchAction = "enable" | "disable" | "resetPasswords";

export function useDeviceBatch(type: DevicePageType) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ action, body }: { action: DeviceBatchAction; body: Req<"pools.batchEnablePoolDevice"> }) =>
      deviceApi(type)[action](body),
    onSuccess: invalidate,
  });
}

export function useDeviceRemark(type: DevicePageType) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Req<"pools.batchSetRemarkPoolDevice">) => deviceApi(type).setRemark(body),
    onSuccess: invalidate,
  });
}

export function useDeviceValidity(type: DevicePageType) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Req<"pools.modifyPoolDeviceValid">) => deviceApi(type).setValidity(body),
    onSuccess: invalidate,
  });
}

export function useExportDevices(type: DevicePageType) {
  return useMutation({
    mutationFn: (body: Req<"pools.batchExportPoolDeviceExcel">) => deviceApi(type).exportExcel(body),
    onSuccess: saveFile,
  });
}

export function useDeviceTemplate(type: DevicePageType) {
  return useMutation({ mutationFn: () => deviceApi(type).template(), onSuccess: saveFile });
}

export function useErrorReport() {
  return useMutation({
    mutationFn: (errorId: string) => deviceApi(2).errorReport(errorId),
    onSuccess: saveFile,
  });
}

/** An upload's outcome: added rows, or the failed rows of a 506 answer (nothing was added). */
export type UploadOutcome = { ok: true; added: number } | { ok: false; report: UploadErrorReport };

export function useUploadDevices(type: DevicePageType) {
  const invalidate = useInvalidate();
  return useMutation({
    // A 506 is an expected answer here (the failed-rows dialog), not an error popup.
    mutationFn: async ({ file, pool }: { file: File; pool: { poolId: string; bpId?: string } }) => {
      try {
        const res = await deviceApi(type).upload(file, pool);
        return { ok: true, added: res.added } as UploadOutcome;
      } catch (err) {
        if (err instanceof ApiError && err.code === ResponseCode.UPLOAD_ROWS_FAILED) {
          const report = UploadErrorReport.safeParse(err.data);
          if (report.success) return { ok: false, report: report.data } as UploadOutcome;
        }
        throw err;
      }
    },
    onSuccess: (outcome) => {
      if (outcome.ok) invalidate();
    },
  });
}

export function useAddByCount(type: DevicePageType, kind: "addByCount" | "generateIds") {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ poolId, num }: { poolId: string; num: number }) => deviceApi(type)[kind](poolId, num),
    onSuccess: invalidate,
  });
}
