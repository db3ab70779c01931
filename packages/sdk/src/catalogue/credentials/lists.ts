// The AccessKey table of the personal centre (part2 §2, §3 "Access credential"): one column list
// for the console's table and the CLI's `credentials show`. The secret column is filled only
// after an SMS-verified reveal.
import { type ColumnDef, column as col } from "../shared/list.js";

/** Columns of the AccessKey table: key, secret (once revealed), creation time. */
export const accessKeyColumns: readonly ColumnDef[] = [
  col("accessKey", "text", { brief: true }),
  col("accessSecret", "text", { brief: true }),
  col("createTime", "time", { brief: true }),
];
