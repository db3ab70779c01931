// The service-account list (part1 §2 accounts tab, §7 selectAccServList): its filters,
// columns and paging, the one description the SDK, sandbox, console and CLI build from.
import { column as col, defineList } from "../shared/list.js";
import { productsOf, serviceProduct } from "../shared/services.js";
import { activationType, disableState, onlineState, serviceState, silentSwitch } from "./enums.js";

/**
 * The account list of a service type (`selectType`, the list's scope): the filters of part1 §2
 * (text trimmed and matched anywhere; time ranges inclusive, UTC) and its columns in the
 * console's order. `brief` columns make the terminal table.
 */
export const accountList = defineList({
  name: "accounts",
  call: "accounts.selectAccServList",
  paging: "pageNo/list",
  source: "part1 §2, §7",
  filters: [
    { key: "accountName", kind: "text", labelKey: "field.accountName" },
    { key: "orderNo", kind: "text", labelKey: "field.orderNo" },
    {
      key: "serviceProduct",
      kind: "enum",
      enum: serviceProduct,
      labelKey: "field.serviceProduct",
      optionsFor: (scope) => productsOf(scope.selectType),
    },
    { key: "serviceState", kind: "enum", enum: serviceState, labelKey: "field.serviceState" },
    { key: "disableState", kind: "enum", enum: disableState, labelKey: "field.disableState" },
    { key: "onlineState", kind: "enum", enum: onlineState, labelKey: "field.onlineState" },
    {
      key: "createTime",
      kind: "date-range",
      from: "startCreateTime",
      to: "endCreateTime",
      labelKey: "field.createTime",
    },
    {
      key: "activationTime",
      kind: "date-range",
      from: "startActivationTime",
      to: "endActivationTime",
      labelKey: "field.activationTime",
    },
    { key: "endTime", kind: "date-range", from: "startEndTime", to: "endEndTime", labelKey: "field.endTime" },
    {
      key: "logoutTime",
      kind: "date-range",
      from: "startLogoutTime",
      to: "endLogoutTime",
      labelKey: "field.logoutTime",
    },
    { key: "silentSwitch", kind: "enum", enum: silentSwitch, labelKey: "field.silentSwitch" },
  ],
  columns: [
    col("accountName", "text", { brief: true }),
    col("password", "text"),
    col("accountRemark", "text", { brief: true }),
    col("equipmentId", "text"),
    col("serviceProduct", "enum", { enum: serviceProduct, brief: true }),
    col("limitUseNum", "number"),
    col("useNumName", "text"),
    col("serviceState", "enum", { enum: serviceState, brief: true }),
    col("disableState", "enum", { enum: disableState, brief: true }),
    col("activationType", "enum", { enum: activationType, brief: true }),
    col("onlineState", "enum", { enum: onlineState, brief: true }),
    col("silentSwitch", "enum", { enum: silentSwitch, brief: true }),
    col("validName", "text", { brief: true }),
    col("forceActivationTime", "time"),
    col("activationTime", "time", { brief: true }),
    col("endTime", "time", { brief: true }),
    col("logoutTime", "time"),
    col("additRestrictTime", "time"),
    col("createTime", "time", { brief: true }),
  ],
});
