// What /myOrder and /orderDetial load (part2 §2 "My orders"), imported on demand by
// routes/orders.ts (why here: docs/architecture.md, "First route weight"). The detail's permission check stays
// in the route's `beforeLoad`, before this module is asked for.
import { orderDetailQuery, orderListQuery } from "../../features/orders/queries";
import { type OrderIdParam, type OrderListSearch, orderListParams } from "../../features/orders/search";
import { mayVisit } from "../../shared/permissions";
import { orBackToList } from "../../shared/urlState";
import type { LoaderArgs } from "../__root";

/** `/myOrder`: started, not awaited (the page keeps its previous cards while the next page loads). */
export function loadOrderList({ context: { queryClient }, deps }: LoaderArgs<OrderListSearch>): void {
  if (!mayVisit("/myOrder")) return;
  void queryClient.prefetchQuery(orderListQuery(orderListParams(deps)));
}

/** `/orderDetial?detialId=`: the order, awaited (nothing without an id); an unknown id → the list. */
export async function loadOrderDetail({
  context: { queryClient },
  deps,
}: LoaderArgs<{ id?: OrderIdParam }>): Promise<void> {
  if (deps.id === undefined) return;
  await orBackToList(queryClient.ensureQueryData(orderDetailQuery(String(deps.id))), "order", deps.id, {
    to: "/myOrder",
  });
}
