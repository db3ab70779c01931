// /noticeList and /noticeDetail (part1 §2): hidden children of the overview. Search params are
// validated by the notices feature's schemas; loaders prefetch what the pages read.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { noticeDetailQuery, noticeListQuery } from "../features/notices/queries";
import { noticeDetailSearch, noticeListParams, noticeListSearch } from "../features/notices/search";
import { rootRoute } from "./__root";

/** `/noticeList?noticeType=&noticeTitle=&page=&pageSize=`. */
export const noticeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/noticeList",
  validateSearch: noticeListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(noticeListQuery(noticeListParams(deps))),
  component: lazyRouteComponent(
    () => import("../features/notices/components/NoticeListPage"),
    "NoticeListPage",
  ),
});

/** `/noticeDetail?id=`. */
export const noticeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/noticeDetail",
  validateSearch: noticeDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.id ? queryClient.ensureQueryData(noticeDetailQuery(deps.id)) : undefined,
  component: lazyRouteComponent(
    () => import("../features/notices/components/NoticeDetailPage"),
    "NoticeDetailPage",
  ),
});
