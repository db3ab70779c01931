// The sub-account list (part2 §2 sub-account page, §7 subAccountList): search by username and
// full name (trimmed), the table's columns, records paging with the page sizes of part2 §9.
import { column as col, defineList, filterText } from "../shared/list.js";
import { userStatus } from "./enums.js";

/** Page sizes of the sub-account list (part2 §2, §9: 10, 20, 50, 100; default 10). */
export const SUB_ACCOUNT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** Sub-accounts of the caller's customer (the main account is not listed), newest first. */
export const subAccountList = defineList({
  name: "subAccounts",
  call: "subaccounts.subAccountList",
  paging: "pageNum/records",
  source: "part2 §2, §7",
  filters: [filterText("userName", 50), filterText("fullName", 50)],
  columns: [
    col("userconsoleUseId", "text"),
    col("userName", "text", { brief: true }),
    col("fullName", "text", { brief: true }),
    col("phone", "text", { brief: true }),
    col("email", "text"),
    col("userStatus", "enum", { enum: userStatus, brief: true }),
  ],
});
