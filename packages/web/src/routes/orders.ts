// /myOrder and /orderDetial (part2 §2 "My orders"): the list's window, order number
// and paging in the URL, the detail's order id (`detialId`, the spec's spelling). Both screens
// need the my-orders menu codes (the route guard); the detail also needs the order-detail
// permission DDXQ_HDK027 (part2 §6), checked before its loader runs, so a sub-user without it
// gets the 403 page and no call is made. Loaders: routes/loaders/orders.ts.
import { ForbiddenError, PAGE_PERMISSIONS } from "@fixcloud/sdk";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { orderDetailSearch, orderListSearch } from "../features/orders/search";
import { mayWith } from "../shared/permissions";
import { getSession } from "../shared/session";
import { rootRoute } from "./__root";

/** `/myOrder?time=&orderNo=&page=&pageSize=`. */
export const myOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/myOrder",
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/orders").then((m) => m.loadOrderList(ctx)),
  component: lazyRouteComponent(() => import("../features/orders/components/OrdersPage"), "OrdersPage"),
});

/** `/orderDetial?detialId=`. */
export const orderDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/orderDetial",
  validateSearch: orderDetailSearch,
  beforeLoad: () => {
    if (!mayWith(getSession(), PAGE_PERMISSIONS.orderDetail))
      throw new ForbiddenError({ code: 403, httpStatus: 403, message: PAGE_PERMISSIONS.orderDetail });
  },
  loaderDeps: ({ search }) => ({ id: search.detialId }),
  loader: (ctx) => import("./loaders/orders").then((m) => m.loadOrderDetail(ctx)),
  component: lazyRouteComponent(
    () => import("../features/orders/components/OrderDetailPage"),
    "OrderDetailPage",
  ),
});
