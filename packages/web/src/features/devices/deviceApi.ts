// The two call families of the device page (brief 3 decision): type 1 (concurrency pool)
// uses the poolDevice* calls, type 2 (other pools) the ElTimePoolSon* calls, which have no
// remark, password reset or export of their own: those use the poolDevice* calls for both
// (one device table behind both families). Add by count and service IDs are el-time calls.
import type { PoolDeviceListRequest, Req } from "@fixcloud/sdk";
import { api } from "../../app/client";

export type DevicePageType = 1 | 2;
type BatchBody = Req<"pools.batchEnablePoolDevice">;
type ValidBody = Req<"pools.modifyPoolDeviceValid">;

/** Upload (and template) variant of a page type: concurrency pool list, or the el-time pool SN request. */
export const uploadKindOf = (type: DevicePageType): "concurrent" | "elTime" =>
  type === 1 ? "concurrent" : "elTime";

export function deviceApi(type: DevicePageType) {
  const concurrent = type === 1;
  return {
    list: (p: PoolDeviceListRequest) =>
      concurrent ? api.pools.listDevices(p) : api.call("pools.elTimePoolSonList", p),
    enable: (b: BatchBody) =>
      concurrent ? api.pools.enableDevices(b) : api.call("pools.enableElTimePoolSon", b),
    disable: (b: BatchBody) =>
      concurrent ? api.pools.disableDevices(b) : api.call("pools.disableElTimePoolSon", b),
    setValidity: (b: ValidBody) =>
      concurrent ? api.pools.setDeviceValidity(b) : api.call("pools.modifyElTimePoolSonValid", b),
    setRemark: (b: Req<"pools.batchSetRemarkPoolDevice">) => api.pools.setDeviceRemark(b),
    resetPasswords: (b: BatchBody) => api.pools.resetDevicePasswords(b),
    exportExcel: (b: Req<"pools.batchExportPoolDeviceExcel">) => api.pools.exportDevicesExcel(b),
    upload: (file: File, pool: { poolId: string; bpId?: string }) =>
      api.pools.uploadDevices(
        uploadKindOf(type),
        { name: file.name, data: file, type: file.type },
        concurrent
          ? { poolId: pool.poolId, ...(pool.bpId ? { bpId: pool.bpId } : {}) }
          : { bindAccountNo: pool.poolId },
      ),
    template: () => api.pools.template(uploadKindOf(type)),
    addByCount: (poolId: string, num: number) => api.pools.addDevicesByCount(poolId, num),
    generateIds: (poolId: string, num: number) => api.pools.generateServiceIds(poolId, num),
    errorReport: (errorId: string) => api.pools.errorReport(errorId),
  };
}
