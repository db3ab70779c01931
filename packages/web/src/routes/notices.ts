import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { mayVisit } from "../app/access";
import { noticeDetailQuery, noticeListQuery } from "../features/notices/queries";
import { rootRoute } from "./__root";
import { noticeDetailSearch, noticeListParams, noticeListSearch } from "./search";

export const noticeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/noticeList",
  validateSearch: noticeListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    mayVisit("/noticeList")
      ? queryClient.ensureQueryData(noticeListQuery(noticeListParams(deps)))
      : undefined,
  component: lazyRouteComponent(() => import("../features/notices/NoticeListPage"), "NoticeListPage"),
});

export const noticeDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/noticeDetail",
  validateSearch: noticeDetailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.id && mayVisit("/noticeDetail")
      ? queryClient.ensureQueryData(noticeDetailQuery(deps.id))
      : undefined,
  component: lazyRouteComponent(() => import("../features/notices/NoticeDetailPage"), "NoticeDetailPage"),
});
