// Resource-pool calls (part1 §2, §7): the list, activation, usage chart, creating accounts,
// device accounts in two call families (poolDevice* and ElTimePoolSon*, see ./devices.ts),
// uploads in four variants, templates, the 506 error report and the exports. Paths the spec
// does not show are named in docs/api-paths.md.
import { EmptyRequest } from "../shared/common.js";
import { defineArea, download, read, upload, write } from "../shared/endpoint.js";
import {
  ActivationModeRequest,
  AddByCountRequest,
  DevicesAdded,
  ErrorReportRequest,
  PoolActivationRequest,
  PoolActivationTypeRequest,
  PoolBatchResult,
  PoolDeviceBatchRequest,
  PoolDeviceExportRequest,
  PoolDeviceListPage,
  PoolDeviceListRequest,
  PoolDeviceRemarkRequest,
  PoolDeviceValidRequest,
  PoolExportRequest,
  PoolFillRequest,
  PoolFillResult,
  PoolListPage,
  PoolListRequest,
  PoolStatisticsRequest,
  UploadMsg,
  UsageSeries,
} from "./schemas.js";

const idem = { idempotent: true } as const;
const customer = { base: "/serviceManagement/customer" } as const;
const billingCustomer = { service: "billing", base: "/serviceManagement/customer" } as const;
const billingGet = { service: "billing", base: "/poolServiceManage/get", method: "GET" } as const;
const uploadVariant = {
  service: "billing",
  base: "/poolServiceManage/upload",
  notShown: "device upload, three variants (concurrent pool, days pool, fill device id) (path not shown)",
} as const;
const sonCall = {
  ...billingCustomer,
  notShown: "sub-account (device account) list, enable, disable, edit validity (paths not shown)",
} as const;

/** The pools area's calls. Source: part1 §7. */
export const poolsEndpoints = defineArea(
  "pools",
  { base: "/console/pool", source: "part1 §7" },
  {
    poolList: read(PoolListRequest, PoolListPage),
    batchActivation: write(PoolActivationRequest, PoolBatchResult, idem),
    batchSetActivationType: write(PoolActivationTypeRequest, PoolBatchResult, idem),
    poolStatistics: read(PoolStatisticsRequest, UsageSeries),
    concurrentPoolFillAccount: write(PoolFillRequest, PoolFillResult),
    daysPoolFillAccount: write(PoolFillRequest, PoolFillResult),
    autoCreateAccountOfPool: write(PoolFillRequest, PoolFillResult),
    poolDeviceList: read(PoolDeviceListRequest, PoolDeviceListPage),
    batchEnablePoolDevice: write(PoolDeviceBatchRequest, PoolBatchResult, idem),
    batchDisablePoolDevice: write(PoolDeviceBatchRequest, PoolBatchResult, idem),
    batchSetRemarkPoolDevice: write(PoolDeviceRemarkRequest, PoolBatchResult, idem),
    modifyPoolDeviceValid: write(PoolDeviceValidRequest, PoolBatchResult, idem),
    batchResetPasswordPoolDevice: write(PoolDeviceBatchRequest, PoolBatchResult),
    poolFillDeviceId: upload(UploadMsg, DevicesAdded, { base: "/console/upload" }),
    uploadConcPoolDevice: upload(UploadMsg, DevicesAdded, uploadVariant),
    uploadDaysPoolDevice: upload(UploadMsg, DevicesAdded, uploadVariant),
    uploadPoolFillDevice: upload(UploadMsg, DevicesAdded, uploadVariant),
    setElTimePoolActivationMode: write(ActivationModeRequest, PoolBatchResult, { ...customer, ...idem }),
    generateElTimePoolSon: write(AddByCountRequest, DevicesAdded, customer),
    uploadElTimePoolSonSnReq: upload(UploadMsg, DevicesAdded, billingCustomer),
    addElTimePoolSonByNum: write(AddByCountRequest, DevicesAdded, {
      ...billingCustomer,
      notShown: "add sub-accounts by count: bindAccountNo, num (path not shown)",
    }),
    getElErrorUploadSnDownload: download(ErrorReportRequest, customer),
    batchExportPoolExcel: download(PoolExportRequest, { service: "billing" }),
    batchExportPoolDeviceExcel: download(PoolDeviceExportRequest, { service: "billing" }),
    getConcPoolUploadDeviTemplate: download(EmptyRequest, billingGet),
    getDaysPoolUploadDeviTemplate: download(EmptyRequest, billingGet),
    getPoolFillDeviceIdTemplate: download(EmptyRequest, billingGet),
    getElTimePoolSonTemplate: download(EmptyRequest, { ...billingCustomer, method: "GET" }),
    elTimePoolSonList: read(PoolDeviceListRequest, PoolDeviceListPage, sonCall),
    enableElTimePoolSon: write(PoolDeviceBatchRequest, PoolBatchResult, { ...sonCall, ...idem }),
    disableElTimePoolSon: write(PoolDeviceBatchRequest, PoolBatchResult, { ...sonCall, ...idem }),
    modifyElTimePoolSonValid: write(PoolDeviceValidRequest, PoolBatchResult, { ...sonCall, ...idem }),
  },
);
