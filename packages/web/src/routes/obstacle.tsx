// /obstacle, the fault diagnosis tool (part1 §2; part2 builds it): linked from the account rows
// with the account preset, so its search params are typed now. Until the tool exists the page
// says it is not available.
import { createRoute } from "@tanstack/react-router";
import { NotAvailablePage } from "../app/pages";
import { readText, searchSchema } from "../shared/list/search";
import { rootRoute } from "./__root";

/** The account the diagnosis opens with: its name and service sub-type (part1 §2 fault link). */
export interface ObstacleSearch {
  accountName?: string;
  serviceSubType?: string;
}

/** `/obstacle?accountName=&serviceSubType=`. */
export const obstacleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/obstacle",
  validateSearch: searchSchema<ObstacleSearch>({
    accountName: (v) => readText(v, 64),
    serviceSubType: (v) => readText(v, 64),
  }),
  component: () => <NotAvailablePage path="/obstacle" />,
});
