// /messageMng, /messageDetial and /messageSet (part2 §2): the message list (type tab
// and paging in the URL), a message (`msgId`) and the message settings. Loaders
// (routes/loaders/messages.ts) start what the pages read and do not wait (pending rule).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { messageDetailSearch, messageListSearch } from "../features/messages/search";
import { rootRoute } from "./__root";

/** `/messageMng?type=&page=&pageSize=`. */
export const messageListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messageMng",
  validateSearch: messageListSearch,
  loaderDeps: ({ search }) => search,
  loader: (ctx) => import("./loaders/messages").then((m) => m.loadMessageList(ctx)),
  component: lazyRouteComponent(
    () => import("../features/messages/components/MessageListPage"),
    "MessageListPage",
  ),
});

/** `/messageDetial?msgId=` (the spec's spelling). */
export const messageDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messageDetial",
  validateSearch: messageDetailSearch,
  loaderDeps: ({ search }) => ({ msgId: search.msgId }),
  loader: (ctx) => import("./loaders/messages").then((m) => m.loadMessageDetail(ctx)),
  component: lazyRouteComponent(
    () => import("../features/messages/components/MessageDetailPage"),
    "MessageDetailPage",
  ),
});

/** `/messageSet`. */
export const messageSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messageSet",
  loader: (ctx) => import("./loaders/messages").then((m) => m.loadMessageSettings(ctx)),
  component: lazyRouteComponent(
    () => import("../features/messages/components/MessageSettingsPage"),
    "MessageSettingsPage",
  ),
});
