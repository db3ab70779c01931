// Resource-pool calls (part1 §2, §7): the list, activation, usage chart, creating accounts,
// device accounts in two call families (poolDevice* and ElTimePoolSon*, see ./devices.ts),
// uploads in four variants, templates, the 506 error report and the exports. Paths the spec
// does not show are named in docs/api-paths.md.
import { devices, service } from "../shared/access.js";
import { EmptyRequest } from "../shared/common.js";
import { defineArea, download, read, upload, write } from "../shared/endpoint.js";
import {
  ExpiringPoolList,
  ExpiringPoolsRequest,
  PoolForecastAnswer,
  PoolForecastRequest,
} from "../expiry/schemas.js";
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
    poolList: read(PoolListRequest, PoolListPage, {
      access: service(),
      title: { "zh-CN": "资源池列表", en: "Resource pool list" },
    }),
    batchActivation: write(PoolActivationRequest, PoolBatchResult, {
      ...idem,
      access: service("activate"),
      title: { "zh-CN": "批量激活资源池", en: "Activate resource pools" },
    }),
    batchSetActivationType: write(PoolActivationTypeRequest, PoolBatchResult, {
      ...idem,
      access: service("settings"),
      title: { "zh-CN": "批量设置资源池激活方式", en: "Set pool activation type" },
    }),
    poolStatistics: read(PoolStatisticsRequest, UsageSeries, {
      access: service(),
      title: { "zh-CN": "资源池统计", en: "Resource pool figures" },
    }),
    listExpiring: read(ExpiringPoolsRequest, ExpiringPoolList, {
      access: service(),
      added: "pools in use ending within 10 or 30 days, part1 §9 (docs/expiry.md)",
      title: { "zh-CN": "即将到期的资源池", en: "Pools expiring soon" },
    }),
    forecast: read(PoolForecastRequest, PoolForecastAnswer, {
      access: service(),
      added: "when a pool runs out at its last 7 days' rate (docs/expiry.md)",
      title: { "zh-CN": "资源池用尽预测", en: "Pool run-out forecast" },
    }),
    concurrentPoolFillAccount: write(PoolFillRequest, PoolFillResult, {
      access: service("bind"),
      title: { "zh-CN": "并发池填充账号", en: "Fill a concurrent pool with accounts" },
    }),
    daysPoolFillAccount: write(PoolFillRequest, PoolFillResult, {
      access: service("bind"),
      title: { "zh-CN": "天数池填充账号", en: "Fill a days pool with accounts" },
    }),
    autoCreateAccountOfPool: write(PoolFillRequest, PoolFillResult, {
      access: service("bind"),
      title: { "zh-CN": "资源池自动创建账号", en: "Create a pool's accounts" },
    }),
    poolDeviceList: read(PoolDeviceListRequest, PoolDeviceListPage, {
      access: devices(),
      title: { "zh-CN": "资源池设备账号列表", en: "Pool device account list" },
    }),
    batchEnablePoolDevice: write(PoolDeviceBatchRequest, PoolBatchResult, {
      ...idem,
      access: devices("enable"),
      title: { "zh-CN": "批量启用设备账号", en: "Enable device accounts" },
    }),
    batchDisablePoolDevice: write(PoolDeviceBatchRequest, PoolBatchResult, {
      ...idem,
      access: devices("disable"),
      title: { "zh-CN": "批量停用设备账号", en: "Disable device accounts" },
    }),
    batchSetRemarkPoolDevice: write(PoolDeviceRemarkRequest, PoolBatchResult, {
      ...idem,
      access: devices("remark"),
      title: { "zh-CN": "批量设置设备账号备注", en: "Set device account remarks" },
    }),
    modifyPoolDeviceValid: write(PoolDeviceValidRequest, PoolBatchResult, {
      ...idem,
      access: devices("editValidity"),
      title: { "zh-CN": "修改设备账号有效期", en: "Edit device account validity" },
    }),
    batchResetPasswordPoolDevice: write(PoolDeviceBatchRequest, PoolBatchResult, {
      access: devices(undefined, "resetPassword"),
      title: { "zh-CN": "批量重置设备账号密码", en: "Reset device account passwords" },
    }),
    poolFillDeviceId: upload(UploadMsg, DevicesAdded, {
      base: "/console/upload",
      access: devices(),
      title: { "zh-CN": "上传设备号填充资源池", en: "Upload device ids to fill a pool" },
    }),
    uploadConcPoolDevice: upload(UploadMsg, DevicesAdded, {
      ...uploadVariant,
      access: devices(),
      title: { "zh-CN": "上传并发池设备", en: "Upload concurrent pool devices" },
    }),
    uploadDaysPoolDevice: upload(UploadMsg, DevicesAdded, {
      ...uploadVariant,
      access: devices(),
      title: { "zh-CN": "上传天数池设备", en: "Upload days pool devices" },
    }),
    uploadPoolFillDevice: upload(UploadMsg, DevicesAdded, {
      ...uploadVariant,
      access: devices(),
      title: { "zh-CN": "上传填充设备", en: "Upload pool fill devices" },
    }),
    setElTimePoolActivationMode: write(ActivationModeRequest, PoolBatchResult, {
      ...customer,
      ...idem,
      access: devices(undefined, "settings"),
      title: { "zh-CN": "设置时长池激活模式", en: "Set a time pool's activation mode" },
    }),
    generateElTimePoolSon: write(AddByCountRequest, DevicesAdded, {
      ...customer,
      access: devices(),
      title: { "zh-CN": "生成时长池设备账号", en: "Generate time pool device accounts" },
    }),
    uploadElTimePoolSonSnReq: upload(UploadMsg, DevicesAdded, {
      ...billingCustomer,
      access: devices(),
      title: { "zh-CN": "上传时长池设备号", en: "Upload time pool device serials" },
    }),
    addElTimePoolSonByNum: write(AddByCountRequest, DevicesAdded, {
      ...billingCustomer,
      notShown: "add sub-accounts by count: bindAccountNo, num (path not shown)",
      access: devices(),
      title: { "zh-CN": "按数量添加设备账号", en: "Add device accounts by count" },
    }),
    getElErrorUploadSnDownload: download(ErrorReportRequest, {
      ...customer,
      access: devices(),
      title: { "zh-CN": "下载上传失败的设备号", en: "Download the failed upload rows" },
    }),
    batchExportPoolExcel: download(PoolExportRequest, {
      service: "billing",
      access: service("export"),
      title: { "zh-CN": "导出资源池", en: "Export resource pools" },
    }),
    batchExportPoolDeviceExcel: download(PoolDeviceExportRequest, {
      service: "billing",
      access: devices("export"),
      title: { "zh-CN": "导出设备账号", en: "Export device accounts" },
    }),
    getConcPoolUploadDeviTemplate: download(EmptyRequest, {
      ...billingGet,
      access: devices(),
      title: { "zh-CN": "并发池设备上传模板", en: "Concurrent pool upload template" },
    }),
    getDaysPoolUploadDeviTemplate: download(EmptyRequest, {
      ...billingGet,
      access: devices(),
      title: { "zh-CN": "天数池设备上传模板", en: "Days pool upload template" },
    }),
    getPoolFillDeviceIdTemplate: download(EmptyRequest, {
      ...billingGet,
      access: devices(),
      title: { "zh-CN": "设备号填充模板", en: "Pool fill device id template" },
    }),
    getElTimePoolSonTemplate: download(EmptyRequest, {
      ...billingCustomer,
      method: "GET",
      access: devices(),
      title: { "zh-CN": "时长池设备账号模板", en: "Time pool device account template" },
    }),
    elTimePoolSonList: read(PoolDeviceListRequest, PoolDeviceListPage, {
      ...sonCall,
      access: devices(),
      title: { "zh-CN": "时长池设备账号列表", en: "Time pool device account list" },
    }),
    enableElTimePoolSon: write(PoolDeviceBatchRequest, PoolBatchResult, {
      ...sonCall,
      ...idem,
      access: devices("enable"),
      title: { "zh-CN": "启用时长池设备账号", en: "Enable time pool device accounts" },
    }),
    disableElTimePoolSon: write(PoolDeviceBatchRequest, PoolBatchResult, {
      ...sonCall,
      ...idem,
      access: devices("disable"),
      title: { "zh-CN": "停用时长池设备账号", en: "Disable time pool device accounts" },
    }),
    modifyElTimePoolSonValid: write(PoolDeviceValidRequest, PoolBatchResult, {
      ...sonCall,
      ...idem,
      access: devices("editValidity"),
      title: { "zh-CN": "修改时长池设备账号有效期", en: "Edit time pool device account validity" },
    }),
  },
);
