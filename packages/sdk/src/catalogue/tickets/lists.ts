// The ticket list of /workOrderMng (part2 §2 "My work orders", §7 selectApplyTicketList):
// filters ticket number, status, type and creation range; columns index, ticketNo, title,
// ticketType, status, createTime; pageNo/list paging (sizes 10/20/30/50/100, part2 §9).
import { column as col, defineList, filterEnum, filterRange, filterText } from "../shared/list.js";
import { ticketStatus, ticketType } from "./enums.js";

/** A customer's tickets, newest first. The index column is the row's position, not a field. */
export const ticketList = defineList({
  name: "tickets",
  call: "tickets.selectApplyTicketList",
  paging: "pageNo/list",
  source: "part2 §2, §7",
  filters: [
    filterText("ticketNo", 64),
    // "status" alone is every area's word: the ticket's own label.
    { ...filterEnum("status", ticketStatus), labelKey: "field.ticketStatus" },
    filterEnum("ticketType", ticketType),
    { ...filterRange("createTime", "CreateTime"), labelKey: "field.ticketCreateTime" },
  ],
  columns: [
    col("ticketNo", "text", { brief: true }),
    col("title", "text", { brief: true, labelKey: "field.ticketTitle" }),
    col("ticketType", "enum", { enum: ticketType, brief: true }),
    col("status", "enum", { enum: ticketStatus, brief: true, labelKey: "field.ticketStatus" }),
    col("createTime", "time", { brief: true, labelKey: "field.ticketCreateTime" }),
  ],
});
