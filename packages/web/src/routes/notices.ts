// /noticeList and /noticeDetail (part1 §2): hidden children of the overview. Search params are
// validated by the notices feature's schemas; loaders (routes/loaders/notices.ts) fetch what the
// pages read.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { noticeDetailSearch, noticeListSearch } from "../features/notices/search";
import { rootRoute } from "./__root";

/** `/noticeList?noticeType=&noticeTitle=&page=&pageSize=`. */
export const noticeListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/noticeList",
  validateSearch: noticeListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/notices").then((m) => m.loadNoticeList(ctx)),
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
  loader: (ctx) => import("./loaders/notices").then((m) => m.loadNoticeDetail(ctx)),
  component: lazyRouteComponent(
    () => import("../features/notices/components/NoticeDetailPage"),
    "NoticeDetailPage",
  ),
});
