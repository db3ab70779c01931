// The pools tab, loaded when first shown: the service route's first chunk carries only the
// accounts tab.
import { Suspense } from "react";
import { Loading } from "../../../shared/Loading";
import { preloadable } from "../../../shared/preloadable";
import type { PoolsTabProps } from "./PoolsTab";

// Preloaded by the service route once the accounts tab has its rows (budget: the first
// switch shows rows within 300 ms), then rendered without suspending.
const { Component: PoolsTabImpl, preload } = preloadable(() => import("./PoolsTab"));
/** Load the pools tab's chunk ahead of the first switch. */
export const preloadPoolsTab = preload;

/** The pools tab, loaded on first show. */
export function PoolsTab(props: PoolsTabProps) {
  return (
    <Suspense fallback={<Loading />}>
      <PoolsTabImpl {...props} />
    </Suspense>
  );
}
