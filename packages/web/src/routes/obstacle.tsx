// /obstacle, the fault diagnosis page (part2 §2-§9, menu PZGJ_KGS572): linked from the
// account rows with the account preset (?accountName=&serviceSubType=), which it reads and
// searches at once. The page and its calls load on demand (docs/architecture.md, "First route weight").
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { param, readText, searchSchema } from "../shared/list/search";
import { rootRoute } from "./__root";

/** The account the diagnosis opens with: its name and service sub-type (part1 §2 fault link). */
export interface ObstacleSearch {
  accountName?: string;
  serviceSubType?: string;
}

const FaultPage = lazyRouteComponent(() => import("../features/fault/components/FaultPage"), "FaultPage");

/** `/obstacle?accountName=&serviceSubType=`. */
export const obstacleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/obstacle",
  validateSearch: searchSchema<ObstacleSearch>({
    accountName: param((v) => readText(v, 100)),
    serviceSubType: param((v) => readText(v, 64)),
  }),
  component: function ObstacleRoute() {
    const search = obstacleRoute.useSearch();
    // Keyed by the link's account: following another fault link starts a fresh search.
    return (
      <FaultPage
        key={`${search.accountName ?? ""}|${search.serviceSubType ?? ""}`}
        accountName={search.accountName}
        serviceSubType={search.serviceSubType}
      />
    );
  },
});
