// The service-account list (part1 §2 accounts tab, §7 selectAccServList): its filters,
// columns and paging, the one description the SDK, sandbox, console and CLI build from.
import { ACCOUNT_IN_SERVICE, expiringWithin } from "../expiry/expiry.js";
import {
  column as col,
  defineList,
  filterEnum,
  filterRange,
  filterText,
  filterWithin,
} from "../shared/list.js";
import { serviceProduct, serviceProductFilter } from "../shared/services.js";
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
    filterText("accountName"),
    filterText("orderNo"),
    serviceProductFilter,
    filterEnum("serviceState", serviceState),
    filterEnum("disableState", disableState),
    filterEnum("onlineState", onlineState),
    // §2 shows a create-time filter that §7 does not list: kept, as a documented extension
    // named like its siblings (docs/api-paths.md).
    filterRange("createTime", "CreateTime"),
    filterRange("activationTime", "ActivationTime"),
    filterRange("endTime", "EndTime"),
    filterRange("logoutTime", "LogoutTime"),
    filterEnum("silentSwitch", silentSwitch),
    // "Expiring within 10/30 days": a project addition (docs/expiry.md), the rule of listExpiring.
    filterWithin("expiringWithin", "endTime", expiringWithin, ACCOUNT_IN_SERVICE),
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
