// The pool list (part1 §2 pools tab, §7 poolList) and the device-account list of a pool
// (/serviceNoList, part1 §2): filters, columns and paging, described once.
import { disableState, onlineState, serviceState } from "../accounts/enums.js";
import { expiringWithin, POOL_IN_SERVICE } from "../expiry/expiry.js";
import {
  type ColumnDef,
  column as col,
  defineList,
  filterEnum,
  filterRange,
  filterText,
  filterWithin,
} from "../shared/list.js";
import { serviceProduct, serviceProductFilter } from "../shared/services.js";
import { abpState, calType } from "./enums.js";

/** The pools of a service type (`selectType`, the list's scope), part1 §2. */
export const poolList = defineList({
  name: "pools",
  call: "pools.poolList",
  paging: "pageNo/list",
  source: "part1 §2, §7",
  filters: [
    filterText("poolId", 64),
    filterText("orderNo"),
    serviceProductFilter,
    filterEnum("abpState", abpState),
    filterRange("activationTime", "ActivationTime"),
    filterRange("endTime", "EndTime"),
    // "Expiring within 10/30 days": a project addition (docs/expiry.md), the rule of listExpiring.
    filterWithin("expiringWithin", "endTime", expiringWithin, POOL_IN_SERVICE),
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
    filterText("accountName"),
    filterText("sn", 64),
    filterEnum("serviceState", serviceState),
    filterEnum("disableState", disableState),
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
