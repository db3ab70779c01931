// The pools tab, loaded when first shown: the service route's first chunk carries only the
// accounts tab.
import type { ServiceType } from "@fixcloud/sdk";
import { lazy, Suspense } from "react";
import { Loading } from "../../../shared/Loading";
import type { ServiceSearch } from "../../services/search";

const PoolsTabImpl = lazy(() => import("./PoolsTab"));

/** The pools tab, loaded on first show. */
export function PoolsTab(props: { selectType: ServiceType; search: ServiceSearch }) {
  return (
    <Suspense fallback={<Loading />}>
      <PoolsTabImpl {...props} />
    </Suspense>
  );
}
