// The side menu opens a kept view as it was left (part1 §2): its open tab and its
// searched filters live in the URL, so the menu's link to a kept view carries the search the
// view was last shown with (docs/views-cache.md).
import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { useSession } from "../session";
import { findView } from "./lru";
import { useKeptViews } from "./store";

/** What a link's `search` gets: the kept search, `true` (keep the current one) or nothing. */
export type KeptSearch = Record<string, unknown> | true | undefined;

/**
 * A function giving the search a menu link to `path` should carry: the current search for the
 * page on screen (the same item twice changes nothing), the kept view's last search, or none.
 */
export function useKeptSearch(currentPath: string): (path: string) => KeptSearch {
  const router = useRouter();
  const views = useKeptViews(useSession());
  return useCallback(
    (path: string) => {
      if (path === currentPath) return true;
      const view = findView(views, path);
      return view?.search ? (router.options.parseSearch(view.search) as Record<string, unknown>) : undefined;
    },
    [router, views, currentPath],
  );
}
