// The overview's recent purchases table (part1 §2-3): not a paged list, only its columns.
import { type ColumnDef, column as col } from "../shared/list.js";

/** Columns of the recent purchases table, in the console's order (part1 §3 recent purchase row). */
export const recentPurchaseColumns: readonly ColumnDef[] = [
  col("purchaseTime", "time", { brief: true }),
  col("productNo", "text", { brief: true }),
  col("measureWayName", "text", { brief: true }),
  col("measureSpecificationsSum", "number", { brief: true }),
  col("measureUnitName", "text", { brief: true }),
  col("productQuantity", "number", { brief: true }),
  col("orderId", "text", { brief: true }),
];
