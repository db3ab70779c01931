// The routed page with the last 10 views kept (part1 §2): each kept view stays
// mounted inside React's <Activity>, hidden when another one shows. Hidden, a view keeps its
// state (a filter being typed, the open tab, an expanded row) while React has removed its
// effects: its queries stop observing (no polling, no requests), its DOM is `display: none`
// (out of the accessibility tree, no focus, no landmark). TanStack Router has no keep-alive, so
// the views are the router's own <Match> of the root's child, rendered here instead of
// <Outlet>. Scroll positions are put back by the frame (a hidden box loses its scroll offset).
import { useSession } from "../session";
import { Match, RouterContextProvider, useRouter, useRouterState } from "@tanstack/react-router";
import {
  Activity,
  Component,
  memo,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { keptRouter } from "./keptRouter";
import { dropView, visitView } from "./lru";
import { keepViews, keptViews } from "./store";

/** The view the router shows now: the root's child match, as one comparable string. */
function currentOf(s: {
  matches: readonly { routeId: string; pathname: string; status: string }[];
  resolvedLocation?: { pathname: string; searchStr: string };
}): string {
  const m = s.matches[1];
  if (!m) return "";
  // The search of the location these matches were resolved for (not of a pending navigation).
  const search = s.resolvedLocation?.pathname === m.pathname ? s.resolvedLocation.searchStr : "";
  return [m.routeId, m.pathname, m.status, search].join("\n");
}

/**
 * The routed page among the kept views. `override` (the "no permission" page) replaces it
 * and hides every kept view; a path outside the route table, a refused or failed view shows
 * through the router's own <Outlet> and is not kept.
 */
export function ViewsCache({ override, outlet }: { override?: ReactNode; outlet: ReactNode }) {
  const session = useSession();
  const current = useRouterState({ select: currentOf });
  const [routeId = "", key = "", status = "", search = ""] = current.split("\n");
  const keepable = !override && key !== "" && status !== "error" && status !== "notFound";
  const before = keptViews(session);
  const views = keepable ? visitView(before, { key, routeId, search }) : key ? dropView(before, key) : before;
  // Commit what this render shows (pure above: a render React throws away records nothing).
  useLayoutEffect(() => keepViews(session, views), [session, views]);

  const shown = keepable ? key : null;
  return (
    <>
      {views.map((v) => (
        <Activity key={v.key} mode={v.key === shown ? "visible" : "hidden"}>
          <ViewFrame routeId={v.routeId} visible={v.key === shown} />
        </Activity>
      ))}
      {!keepable && (override ?? outlet)}
    </>
  );
}

/** One kept view: the route's match, its scroll offsets put back whenever it shows again. */
const ViewFrame = memo(function ViewFrame({ routeId, visible }: { routeId: string; visible: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const router = useRouter();
  const [kept] = useState(() => keptRouter(router));
  useKeptScroll(ref);
  return (
    <div ref={ref} data-view={routeId}>
      <RouterContextProvider router={kept}>
        <ViewBoundary visible={visible}>
          <Suspense>
            <Match routeId={routeId} />
          </Suspense>
        </ViewBoundary>
      </RouterContextProvider>
    </div>
  );
});

/** Where the window and the boxes inside a view were scrolled, kept while it is hidden. */
interface ScrollMemo {
  window: [number, number] | null;
  boxes: Map<Element, [number, number]>;
}

/**
 * Record the view's scroll offsets while it shows and put them back when it shows again. The
 * router resets the window to the top after a new navigation renders, so the window offset is
 * put back once more after its render event.
 */
function useKeptScroll(ref: React.RefObject<HTMLDivElement | null>) {
  const router = useRouter();
  const memo = useRef<ScrollMemo>({ window: null, boxes: new Map() });
  useLayoutEffect(() => {
    const saved = memo.current;
    const restore = () => {
      for (const [box, [left, top]] of saved.boxes)
        if (box.isConnected) {
          box.scrollLeft = left;
          box.scrollTop = top;
        }
      if (saved.window) window.scrollTo(saved.window[0], saved.window[1]);
    };
    restore();
    const frame = requestAnimationFrame(restore);
    const unsubscribe = router.subscribe("onRendered", restore);
    // Only the first render event of this showing is the router's reset.
    const settle = window.setTimeout(unsubscribe, 1000);
    const onScroll = (e: Event) => {
      const box = e.target;
      if (box === document || box === document.documentElement)
        saved.window = [window.scrollX, window.scrollY];
      else if (box instanceof Element && ref.current?.contains(box))
        saved.boxes.set(box, [box.scrollLeft, box.scrollTop]);
    };
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(settle);
      unsubscribe();
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [router, ref]);
}

interface BoundaryProps {
  visible: boolean;
  children: ReactNode;
}

/**
 * A kept view that fails outside the route's own error boundary (e.g. re-rendered while hidden
 * after its match left the router) renders nothing rather than taking the shell down; it
 * mounts afresh when it shows again.
 */
class ViewBoundary extends Component<BoundaryProps, { failed: boolean; visible: boolean }> {
  override state = { failed: false, visible: this.props.visible };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; visible: boolean }) {
    if (props.visible === state.visible) return null;
    return { visible: props.visible, failed: state.failed && !props.visible };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
