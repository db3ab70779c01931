// The pools tab, loaded when first shown: the service route's initial chunk carries only the
// accounts tab.
import type { ServiceType } from "@fixcloud/sdk";
import { lazy, Suspense } from "react";
import { RoutePending } from "../../app/pages";
import type { ServiceSearch } from "../../routes/search";

const PoolsTabImpl = lazy(() => import("./PoolsTab"));

export function PoolsTab(props: { selectType: ServiceType; search: ServiceSearch }) {
  return (
    <Suspense fallback={<RoutePending />}>
      <PoolsTabImpl {...props} />
    </Suspense>
  );
}
