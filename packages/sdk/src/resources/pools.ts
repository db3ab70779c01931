import type { CallOptions, DownloadedFile } from "../core/client.js";
import { iteratePages } from "../core/pagination.js";
import { APIResource, type Req, type Res } from "./resource.js";

/** Pool list filters: the poolList body without paging. */
export type PoolFilter = Omit<Req<"pools.poolList">, "pageNo" | "pageSize">;

/**
 * Resource pools and their device accounts (part1 §2, §7). Uploads, templates and the
 * el-time pool calls are reached through the client's generic `upload`/`download`/`call`.
 */
export class Pools extends APIResource {
  /** `pools.poolList`: one page `{ total, list }`; `pageNo` from 1, `pageSize` default 10. */
  list(params: Req<"pools.poolList">, options?: CallOptions): Promise<Res<"pools.poolList">> {
    return this.transport.call("pools.poolList", params, options);
  }

  /** Every pool matching `filter`, walking all pages of `pageSize` rows (default 100). */
  listAll(
    filter: PoolFilter,
    pageSize = 100,
    options?: CallOptions,
  ): AsyncGenerator<Res<"pools.poolList">["list"][number]> {
    return iteratePages(
      (pageNo, size) => this.list({ ...filter, pageNo, pageSize: size }, options),
      pageSize,
    );
  }

  /** `pools.batchActivation`: activates pools with activationMode 1 and activationStatus 1. */
  activate(
    params: Req<"pools.batchActivation">,
    options?: CallOptions,
  ): Promise<Res<"pools.batchActivation">> {
    return this.transport.call("pools.batchActivation", params, options);
  }

  /** `pools.batchSetActivationType`: 1 manual or 2 automatic. */
  setActivationType(
    params: Req<"pools.batchSetActivationType">,
    options?: CallOptions,
  ): Promise<Res<"pools.batchSetActivationType">> {
    return this.transport.call("pools.batchSetActivationType", params, options);
  }

  /** `pools.poolStatistics`: usage chart points `{ time, totalSum }` by day or month (L000416 without a range). */
  statistics(
    params: Req<"pools.poolStatistics">,
    options?: CallOptions,
  ): Promise<Res<"pools.poolStatistics">> {
    return this.transport.call("pools.poolStatistics", params, options);
  }

  /** `pools.concurrentPoolFillAccount`: create accounts in a concurrency pool (rules L000387-L000393). */
  fillConcurrent(
    params: Req<"pools.concurrentPoolFillAccount">,
    options?: CallOptions,
  ): Promise<Res<"pools.concurrentPoolFillAccount">> {
    return this.transport.call("pools.concurrentPoolFillAccount", params, options);
  }

  /** `pools.daysPoolFillAccount`: create accounts in a time pool. */
  fillDays(
    params: Req<"pools.daysPoolFillAccount">,
    options?: CallOptions,
  ): Promise<Res<"pools.daysPoolFillAccount">> {
    return this.transport.call("pools.daysPoolFillAccount", params, options);
  }

  /** `pools.autoCreateAccountOfPool`: create accounts in any other pool. */
  autoCreateAccounts(
    params: Req<"pools.autoCreateAccountOfPool">,
    options?: CallOptions,
  ): Promise<Res<"pools.autoCreateAccountOfPool">> {
    return this.transport.call("pools.autoCreateAccountOfPool", params, options);
  }

  /** `pools.poolDeviceList`: one page of a pool's device accounts. */
  listDevices(
    params: Req<"pools.poolDeviceList">,
    options?: CallOptions,
  ): Promise<Res<"pools.poolDeviceList">> {
    return this.transport.call("pools.poolDeviceList", params, options);
  }

  /** `pools.batchEnablePoolDevice`. */
  enableDevices(
    params: Req<"pools.batchEnablePoolDevice">,
    options?: CallOptions,
  ): Promise<Res<"pools.batchEnablePoolDevice">> {
    return this.transport.call("pools.batchEnablePoolDevice", params, options);
  }

  /** `pools.batchDisablePoolDevice`. */
  disableDevices(
    params: Req<"pools.batchDisablePoolDevice">,
    options?: CallOptions,
  ): Promise<Res<"pools.batchDisablePoolDevice">> {
    return this.transport.call("pools.batchDisablePoolDevice", params, options);
  }

  /** `pools.batchSetRemarkPoolDevice`: remark up to 50 characters. */
  setDeviceRemark(
    params: Req<"pools.batchSetRemarkPoolDevice">,
    options?: CallOptions,
  ): Promise<Res<"pools.batchSetRemarkPoolDevice">> {
    return this.transport.call("pools.batchSetRemarkPoolDevice", params, options);
  }

  /** `pools.modifyPoolDeviceValid`: validity (and silence) period; usage limit only for non-concurrent pools. */
  setDeviceValidity(
    params: Req<"pools.modifyPoolDeviceValid">,
    options?: CallOptions,
  ): Promise<Res<"pools.modifyPoolDeviceValid">> {
    return this.transport.call("pools.modifyPoolDeviceValid", params, options);
  }

  /** `pools.batchResetPasswordPoolDevice`. */
  resetDevicePasswords(
    params: Req<"pools.batchResetPasswordPoolDevice">,
    options?: CallOptions,
  ): Promise<Res<"pools.batchResetPasswordPoolDevice">> {
    return this.transport.call("pools.batchResetPasswordPoolDevice", params, options);
  }

  /** `pools.batchExportPoolExcel`: selected pools or the filter, as a spreadsheet. */
  exportExcel(params: Req<"pools.batchExportPoolExcel">, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download("pools.batchExportPoolExcel", params, options);
  }

  /** `pools.batchExportPoolDeviceExcel`: a pool's device accounts as a spreadsheet. */
  exportDevicesExcel(
    params: Req<"pools.batchExportPoolDeviceExcel">,
    options?: CallOptions,
  ): Promise<DownloadedFile> {
    return this.transport.download("pools.batchExportPoolDeviceExcel", params, options);
  }
}
