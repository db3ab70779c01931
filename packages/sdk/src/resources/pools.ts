import type { CallOptions, DownloadedFile, UploadFile } from "../core/client.js";
import { iteratePages } from "../core/pagination.js";
import { APIResource, type Req, type Res } from "./resource.js";

/**
 * The device upload variants (part1 §7): `concurrent` and `days` pools' device lists, the
 * pool fill list (`fill`, two calls: the console's and the billing service's), and the el-time
 * pool's SN request (`elTime`, answers 506 with an error report for bad rows).
 */
export type DeviceUploadKind = "concurrent" | "days" | "fill" | "fillBilling" | "elTime";
const UPLOAD_CALL = {
  concurrent: "pools.uploadConcPoolDevice",
  days: "pools.uploadDaysPoolDevice",
  fill: "pools.poolFillDeviceId",
  fillBilling: "pools.uploadPoolFillDevice",
  elTime: "pools.uploadElTimePoolSonSnReq",
} as const;
/** The template of each upload variant (real .xlsx files). */
const TEMPLATE_CALL = {
  concurrent: "pools.getConcPoolUploadDeviTemplate",
  days: "pools.getDaysPoolUploadDeviTemplate",
  fill: "pools.getPoolFillDeviceIdTemplate",
  fillBilling: "pools.getPoolFillDeviceIdTemplate",
  elTime: "pools.getElTimePoolSonTemplate",
} as const;

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

  /**
   * Upload a device list (.xlsx or .xls, name ≤ 50 characters: L000497, L000498) to a pool.
   * `msg` carries `bpId`/`poolId` (or `bindAccountNo` for `elTime`). Answers `{ added,
   * accountNames }`; a file with bad rows changes nothing and throws ApiError code 506 whose
   * `data` is `{ errorId, errorUploadSnResList: [{ sn, failCause }] }` (see `errorReport`).
   */
  uploadDevices(
    kind: DeviceUploadKind,
    file: UploadFile,
    msg: Req<"pools.uploadConcPoolDevice">,
    options?: CallOptions,
  ): Promise<Res<"pools.uploadConcPoolDevice">> {
    return this.transport.upload(UPLOAD_CALL[kind], file, msg ?? {}, options);
  }

  /** Download the .xlsx template of an upload variant. */
  template(kind: DeviceUploadKind, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(TEMPLATE_CALL[kind], {}, options);
  }

  /** `pools.getElErrorUploadSnDownload`: the failed rows of a 506 upload, as .xlsx (sn, failCause). */
  errorReport(errorId: string, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download("pools.getElErrorUploadSnDownload", { errorId }, options);
  }

  /** `pools.addElTimePoolSonByNum`: add `num` (1 to 10,000, L000409) device accounts to a pool. */
  addDevicesByCount(bindAccountNo: string, num: number, options?: CallOptions) {
    return this.transport.call("pools.addElTimePoolSonByNum", { bindAccountNo, num }, options);
  }

  /** `pools.generateElTimePoolSon`: generate `num` (1 to 10,000) service IDs for a pool. */
  generateServiceIds(bindAccountNo: string, num: number, options?: CallOptions) {
    return this.transport.call("pools.generateElTimePoolSon", { bindAccountNo, num }, options);
  }

  /** `pools.setElTimePoolActivationMode`: 1 manual, 2 automatic activation of a pool's device accounts. */
  setActivationMode(bindAccountNo: string, activationMode: 1 | 2, options?: CallOptions) {
    return this.transport.call(
      "pools.setElTimePoolActivationMode",
      { bindAccountNo, activationMode },
      options,
    );
  }
}
