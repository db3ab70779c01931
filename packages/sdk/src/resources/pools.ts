// Resource pools (part1 §2, §7) and their device accounts (`pools.devices`, /serviceNoList).
// Which call a pool takes (fill, device family, upload variant, template) is decided here from
// its calculation type, by the table in catalogue/pools/calls.ts, so every app sends the same
// calls for the same pool.
import type { z } from "zod";
import { poolsEndpoints as E } from "../catalogue/pools/endpoints.js";
import {
  type DeviceUploadVariant,
  deviceCallOf,
  fillCallOf,
  UPLOAD_VARIANTS,
  uploadMsgOf,
  uploadVariantOf,
} from "../catalogue/pools/calls.js";
import type {
  CalType,
  Pool,
  PoolActivationRequest,
  PoolActivationTypeRequest,
  PoolDevice,
  PoolDeviceExportRequest,
  PoolDeviceFilter,
  PoolDeviceListRequest,
  PoolDeviceRemarkRequest,
  PoolDeviceValidRequest,
  PoolExportRequest,
  PoolFillRequest,
  PoolFilter,
  PoolListRequest,
  PoolStatisticsRequest,
} from "../catalogue/pools/schemas.js";
import type {
  ExpiringPool,
  ExpiringPoolsRequest,
  PoolForecastAnswer,
  PoolForecastRequest,
} from "../catalogue/expiry/schemas.js";
import type { ServiceType } from "../catalogue/shared/services.js";
import { listAll } from "../core/pagination.js";
import type { CallOptions, DownloadedFile, UploadFile } from "../core/transport.js";
import { APIResource } from "./resource.js";

/** Parameters of {@link Pools.list}: `selectType`, the pool filters, `pageNo` and `pageSize`. */
export type PoolListParams = PoolListRequest;
/** Filters of {@link Pools.listAll}: `selectType` and the pool filters, no paging. */
export type PoolListFilter = PoolFilter;
/** Parameters of {@link Pools.activate}: 1 to 1000 `poolIds`. */
export type PoolActivateParams = z.input<typeof PoolActivationRequest>;
/** Parameters of {@link Pools.setActivationType}: `poolIds` and `activationType` 1 manual or 2 automatic. */
export type PoolActivationTypeParams = z.input<typeof PoolActivationTypeRequest>;
/** Parameters of {@link Pools.statistics}: the pool, `type` day or month, the range (L000416 without one). */
export type PoolStatisticsParams = z.input<typeof PoolStatisticsRequest>;
/** Parameters of the fill calls: `bpId`, `poolId`, `creatAccountSum` (1-10,000) and the validity fields. */
export type PoolFillParams = z.input<typeof PoolFillRequest>;
/** Parameters of {@link Pools.exportExcel}: `selectType` and the filters, or `poolIds`. */
export type PoolExportParams = z.input<typeof PoolExportRequest>;

/** The pool a device call is for: its id and calculation type decide the calls; `bpId` goes with uploads. */
export interface PoolRef {
  poolId: string;
  calType: CalType;
  bpId?: string | undefined;
}
/** Parameters of {@link PoolDevices.list}: the device filters and `pageNo`/`pageSize` (the pool comes from `PoolRef`). */
export type PoolDeviceListParams = Omit<z.input<typeof PoolDeviceListRequest>, "poolId">;
/** Filters of {@link PoolDevices.listAll}. */
export type PoolDeviceListFilter = Omit<PoolDeviceFilter, "poolId">;
/** Parameters of {@link PoolDevices.setValidity}: `ids` and the validity fields (usage limit not for concurrency pools). */
export type PoolDeviceValidityParams = Omit<z.input<typeof PoolDeviceValidRequest>, "poolId">;
/** Parameters of {@link PoolDevices.setRemark}: `ids` and `accountRemark` (≤ 50 characters). */
export type PoolDeviceRemarkParams = Omit<z.input<typeof PoolDeviceRemarkRequest>, "poolId">;
/** Parameters of {@link PoolDevices.exportExcel}: `ids`, or the filters. */
export type PoolDeviceExportParams = Omit<z.input<typeof PoolDeviceExportRequest>, "poolId">;

/**
 * The device accounts (sub-accounts) of a pool, the /serviceNoList page (part1 §2, §7).
 * Every method takes the pool ({@link PoolRef}); its calculation type picks the call family
 * (poolDevice* for concurrency pools, ElTimePoolSon* for the others) and the upload variant.
 * Reached as `client.pools.devices`.
 */
export class PoolDevices extends APIResource {
  /** One page `{ total, list }` of the pool's device accounts (`poolDeviceList` or `elTimePoolSonList`). */
  list(pool: PoolRef, params: PoolDeviceListParams = {}, options?: CallOptions) {
    return this.transport.call(
      E[deviceCallOf(pool.calType, "list")],
      this.transport.withCustomerId({ ...params, poolId: pool.poolId }),
      options,
    );
  }

  /** Every device account of the pool matching `filter`, walking all pages (default 100 rows a call). */
  listAll(
    pool: PoolRef,
    filter: PoolDeviceListFilter = {},
    pageSize = 100,
    options?: CallOptions,
  ): AsyncGenerator<PoolDevice> {
    return listAll(
      (pageNo, size) => this.list(pool, { ...filter, pageNo, pageSize: size }, options),
      pageSize,
    );
  }

  /** Enable device accounts (locked and already enabled ones are skipped, with reasons). */
  enable(pool: PoolRef, ids: string[], options?: CallOptions) {
    return this.transport.call(
      E[deviceCallOf(pool.calType, "enable")],
      this.transport.withCustomerId({ poolId: pool.poolId, ids }),
      options,
    );
  }

  /** Disable device accounts. */
  disable(pool: PoolRef, ids: string[], options?: CallOptions) {
    return this.transport.call(
      E[deviceCallOf(pool.calType, "disable")],
      this.transport.withCustomerId({ poolId: pool.poolId, ids }),
      options,
    );
  }

  /** Edit validity (and silence period; usage limit only for pools that are not concurrency pools). */
  setValidity(pool: PoolRef, params: PoolDeviceValidityParams, options?: CallOptions) {
    return this.transport.call(
      E[deviceCallOf(pool.calType, "validity")],
      this.transport.withCustomerId({ ...params, poolId: pool.poolId }),
      options,
    );
  }

  /** `pools.batchSetRemarkPoolDevice`: set the remark (≤ 50 characters) of device accounts. */
  setRemark(pool: PoolRef, params: PoolDeviceRemarkParams, options?: CallOptions) {
    return this.transport.call(
      E.batchSetRemarkPoolDevice,
      this.transport.withCustomerId({ ...params, poolId: pool.poolId }),
      options,
    );
  }

  /** `pools.batchResetPasswordPoolDevice`: new random passwords for device accounts. */
  resetPasswords(pool: PoolRef, ids: string[], options?: CallOptions) {
    return this.transport.call(
      E.batchResetPasswordPoolDevice,
      this.transport.withCustomerId({ poolId: pool.poolId, ids }),
      options,
    );
  }

  /** `pools.batchExportPoolDeviceExcel`: selected device accounts, or every match of the filter, as .xlsx. */
  exportExcel(
    pool: PoolRef,
    params: PoolDeviceExportParams = {},
    options?: CallOptions,
  ): Promise<DownloadedFile> {
    return this.transport.download(
      E.batchExportPoolDeviceExcel,
      this.transport.withCustomerId({ ...params, poolId: pool.poolId }),
      options,
    );
  }

  /**
   * Upload the pool's device list (.xlsx or .xls, name ≤ 50 characters: L000497, L000498) with
   * the variant of its type: concurrency pools `uploadConcPoolDevice`, day pools
   * `uploadDaysPoolDevice`, other pools `uploadElTimePoolSonSnReq`. Answers `{ added,
   * accountNames }`; a file with bad rows adds nothing and throws UploadRowsError (506).
   */
  upload(pool: PoolRef, file: UploadFile, options?: CallOptions) {
    return this.uploadVariant(uploadVariantOf(pool.calType), pool, file, options);
  }

  /**
   * Upload with an explicit variant, e.g. `fill` to fill device ids into the pool's accounts
   * that have none (`poolFillDeviceId`). The server refuses a variant that does not fit the
   * pool; prefer {@link PoolDevices.upload}.
   */
  uploadVariant(variant: DeviceUploadVariant, pool: PoolRef, file: UploadFile, options?: CallOptions) {
    return this.transport.upload(
      E[UPLOAD_VARIANTS[variant].upload],
      file,
      uploadMsgOf(variant, pool),
      options,
    );
  }

  /** The .xlsx template of the pool's upload variant. */
  template(pool: PoolRef, options?: CallOptions): Promise<DownloadedFile> {
    return this.templateOf(uploadVariantOf(pool.calType), options);
  }

  /** The .xlsx template of an upload variant. */
  templateOf(variant: DeviceUploadVariant, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E[UPLOAD_VARIANTS[variant].template], {}, options);
  }

  /** `pools.getElErrorUploadSnDownload`: the failed rows of a 506 upload (`UploadRowsError.report.errorId`) as .xlsx. */
  errorReport(errorId: string, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E.getElErrorUploadSnDownload, { errorId }, options);
  }

  /** `pools.addElTimePoolSonByNum`: add `num` (1 to 10,000, L000409) device accounts without SN. */
  addByCount(pool: PoolRef, num: number, options?: CallOptions) {
    return this.transport.call(E.addElTimePoolSonByNum, { bindAccountNo: pool.poolId, num }, options);
  }

  /** `pools.generateElTimePoolSon`: generate `num` (1 to 10,000) service IDs in the pool. */
  generateServiceIds(pool: PoolRef, num: number, options?: CallOptions) {
    return this.transport.call(E.generateElTimePoolSon, { bindAccountNo: pool.poolId, num }, options);
  }

  /** `pools.setElTimePoolActivationMode`: 1 manual, 2 automatic activation of the pool's device accounts. */
  setActivationMode(pool: PoolRef, activationMode: 1 | 2, options?: CallOptions) {
    return this.transport.call(
      E.setElTimePoolActivationMode,
      { bindAccountNo: pool.poolId, activationMode },
      options,
    );
  }
}

/**
 * Resource pools (part1 §2, §7): the list, activation and activation type, the usage chart,
 * creating accounts (`fill`, the call picked by the pool's type), the export; device accounts
 * under `devices`.
 */
export class Pools extends APIResource {
  /** The device accounts of a pool. */
  readonly devices = new PoolDevices(this.transport);

  /** `pools.poolList`: one page `{ total, list }`; `pageNo` from 1, `pageSize` default 10. */
  list(params: PoolListParams, options?: CallOptions): Promise<{ total: number; list: Pool[] }> {
    return this.transport.call(E.poolList, params, options);
  }

  /** Every pool matching `filter`, walking all pages of `pageSize` rows (default 100). */
  listAll(filter: PoolListFilter, pageSize = 100, options?: CallOptions): AsyncGenerator<Pool> {
    return listAll((pageNo, size) => this.list({ ...filter, pageNo, pageSize: size }, options), pageSize);
  }

  /**
   * The pool with exactly this id, in service type `selectType` or, without one, in each type
   * in turn; undefined when the customer has no such pool.
   */
  async find(poolId: string, selectType?: ServiceType, options?: CallOptions): Promise<Pool | undefined> {
    for (const st of selectType ? [selectType] : ([1, 2, 3] as const)) {
      const page = await this.list({ selectType: st, poolId, pageNo: 1, pageSize: 100 }, options);
      const pool = page.list.find((p) => p.poolId === poolId);
      if (pool) return pool;
    }
    return undefined;
  }

  /** `pools.batchActivation`: activates pools with activationMode 1 and activationStatus 1; others are skipped. */
  activate(params: PoolActivateParams, options?: CallOptions) {
    return this.transport.call(E.batchActivation, params, options);
  }

  /** `pools.batchSetActivationType`: 1 manual or 2 automatic, before activation. */
  setActivationType(params: PoolActivationTypeParams, options?: CallOptions) {
    return this.transport.call(E.batchSetActivationType, params, options);
  }

  /** `pools.listExpiring`: pools of `selectType` in use ending within `withinDays` (10 or 30), soonest first. */
  listExpiring(params: ExpiringPoolsRequest, options?: CallOptions): Promise<ExpiringPool[]> {
    return this.transport.call(E.listExpiring, params, options);
  }

  /** `pools.forecast`: when the pool's remaining quantity runs out at its last 7 days' rate (docs/expiry.md). */
  forecast(params: PoolForecastRequest, options?: CallOptions): Promise<PoolForecastAnswer> {
    return this.transport.call(E.forecast, params, options);
  }

  /** `pools.poolStatistics`: usage chart points `{ time, totalSum }` by day or month (L000416 without a range). */
  statistics(params: PoolStatisticsParams, options?: CallOptions) {
    return this.transport.call(E.poolStatistics, params, options);
  }

  /**
   * Create accounts in a pool with the call of its type (rules L000387-L000393):
   * `concurrentPoolFillAccount`, `daysPoolFillAccount` or `autoCreateAccountOfPool`.
   */
  fill(pool: { calType: CalType }, params: PoolFillParams, options?: CallOptions) {
    return this.transport.call(E[fillCallOf(pool.calType)], this.transport.withCustomerId(params), options);
  }

  /** `pools.concurrentPoolFillAccount`: create accounts in a concurrency pool. Prefer {@link Pools.fill}. */
  fillConcurrent(params: PoolFillParams, options?: CallOptions) {
    return this.transport.call(E.concurrentPoolFillAccount, this.transport.withCustomerId(params), options);
  }

  /** `pools.daysPoolFillAccount`: create accounts in a day pool. Prefer {@link Pools.fill}. */
  fillDays(params: PoolFillParams, options?: CallOptions) {
    return this.transport.call(E.daysPoolFillAccount, this.transport.withCustomerId(params), options);
  }

  /** `pools.autoCreateAccountOfPool`: create accounts in a minutes, traffic or count pool. Prefer {@link Pools.fill}. */
  autoCreateAccounts(params: PoolFillParams, options?: CallOptions) {
    return this.transport.call(E.autoCreateAccountOfPool, this.transport.withCustomerId(params), options);
  }

  /** `pools.batchExportPoolExcel`: selected pools or the filter, as .xlsx (at most 10,000 rows). */
  exportExcel(params: PoolExportParams, options?: CallOptions): Promise<DownloadedFile> {
    return this.transport.download(E.batchExportPoolExcel, params, options);
  }
}
