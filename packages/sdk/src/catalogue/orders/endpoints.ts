// Order calls (part2 §2, §7). Catalogued; shapes are modelled with the order screens.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read } from "../shared/endpoint.js";

/** The orders area's calls. Source: part2 §7. */
export const ordersEndpoints = defineArea(
  "orders",
  { service: "order", base: "/console", source: "part2 §7" },
  {
    orderList: read(Any, Unknown),
    orderDetail: read(Any, Unknown),
  },
);
