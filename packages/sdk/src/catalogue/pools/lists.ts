// The pool list (part1 §2 pools tab, §7 poolList) and the device-account list of a pool
// (/serviceNoList, part1 §2): filters, columns and paging, described once.
import { disableState, onlineState, serviceState } from "../accounts/enums.js";
import { type ColumnDef, column as col, defineList } from "../shared/list.js";
import { productsOf, serviceProduct } from "../shared/services.js";
import { abpState, calType } from "./enums.js";

/** The pools of a service type (`selectType`, the list's scope), part1 §2. */
export const poolList = defineList({
  name: "pools",
  call: "pools.poolList",
  paging: "pageNo/list",
  source: "part1 §2, §7",
  filters: [
    { key: "poolId", kind: "text", max: 64, labelKey: "field.poolId" },
    { key: "orderNo", kind: "text", labelKey: "field.orderNo" },
    {
      key: "serviceProduct",
      kind: "enum",
      enum: serviceProduct,
      labelKey: "field.serviceProduct",
      optionsFor: (scope) => productsOf(scope.selectType),
    },
    { key: "abpState", kind: "enum", enum: abpState, labelKey: "field.abpState" },
    {
      key: "activationTime",
      kind: "date-range",
      from: "startActivationTime",
      to: "endActivationTime",
      labelKey: "field.activationTime",
    },
    { key: "endTime", kind: "date-range", from: "startEndTime", to: "endEndTime", labelKey: "field.endTime" },
  ],
  columns: [
    col("poolId", "text", { brief: true }),
    col("serviceProduct", "enum", { enum: serviceProduct, brief: true }),
    col("calType", "enum", { enum: calType, brief: true }),
    col("buyTotalName", "text", { labelKey: "field.buyTotal", brief: true }),
    col("remainingQuantityName", "text", { labelKey: "field.remainingQuantity", brief: true }),
    col("abpState", "enum", { enum: abpState, brief: true }),
    col("forceActivationTime", "time", { brief: true }),
    col("activationTime", "time", { brief: true }),
    col("endTime", "time", { brief: true }),
    col("deviceCount", "number", { brief: true }),
  ],
});

/** The device accounts (sub-accounts) of one pool (`poolId`, the list's scope), /serviceNoList. */
export const poolDeviceList = defineList({
  name: "poolDevices",
  call: "pools.poolDeviceList",
  paging: "pageNo/list",
  source: "part1 §2, §7",
  filters: [
    { key: "accountName", kind: "text", labelKey: "field.accountName" },
    { key: "sn", kind: "text", max: 64, labelKey: "field.sn" },
    { key: "serviceState", kind: "enum", enum: serviceState, labelKey: "field.serviceState" },
    { key: "disableState", kind: "enum", enum: disableState, labelKey: "field.disableState" },
  ],
  columns: [
    col("accountName", "text", { brief: true }),
    col("password", "text"),
    col("sn", "text", { brief: true }),
    col("serviceState", "enum", { enum: serviceState, brief: true }),
    col("disableState", "enum", { enum: disableState, brief: true }),
    col("onlineState", "enum", { enum: onlineState, brief: true }),
    col("validName", "text", { brief: true }),
    col("silenceName", "text"),
    col("limitUseSum", "number", { labelKey: "field.limitUseNum" }),
    col("activationTime", "time", { brief: true }),
    col("endTime", "time", { brief: true }),
    col("createTime", "time"),
    col("accountRemark", "text", { brief: true }),
  ],
});

/** Columns of a pool's usage series (part1 §3 usage chart point): the chart's table and the CLI's. */
export const usagePointColumns: readonly ColumnDef[] = [
  col("time", "text", { brief: true }),
  col("totalSum", "number", { brief: true }),
];
