// /messageMng, /messageDetial and /messageSet (part2 §2; issue 10): the message list (type tab
// and paging in the URL), a message (`msgId`) and the message settings. Loaders start what the
// pages read and do not wait (issue 7 pending rule); they import the feature's calls on demand,
// so those stay out of the first route's chunk.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { messageDetailSearch, messageListParams, messageListSearch } from "../features/messages/search";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/messageMng?type=&page=&pageSize=`. */
export const messageListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messageMng",
  validateSearch: messageListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (!mayVisit("/messageMng")) return;
    void import("../features/messages/queries").then(({ messageListQuery }) =>
      queryClient.prefetchQuery(messageListQuery(messageListParams(deps))),
    );
  },
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
  loader: ({ context: { queryClient }, deps }) => {
    const { msgId } = deps;
    if (!msgId || !mayVisit("/messageDetial")) return;
    void import("../features/messages/queries").then(({ messageDetailQuery }) =>
      queryClient.prefetchQuery(messageDetailQuery(msgId)),
    );
  },
  component: lazyRouteComponent(
    () => import("../features/messages/components/MessageDetailPage"),
    "MessageDetailPage",
  ),
});

/** `/messageSet`. */
export const messageSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/messageSet",
  loader: ({ context: { queryClient } }) => {
    if (!mayVisit("/messageSet")) return;
    void import("../features/messages/queries").then(({ messageSettingsQuery }) =>
      queryClient.prefetchQuery(messageSettingsQuery()),
    );
  },
  component: lazyRouteComponent(
    () => import("../features/messages/components/MessageSettingsPage"),
    "MessageSettingsPage",
  ),
});
