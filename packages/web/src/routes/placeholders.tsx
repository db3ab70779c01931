// Every route of the table that has no screen yet renders a "not available yet" page that
// names it. The paths come from the SDK's route table, so none is missed. Their query
// parameters (e.g. /orderDetial?detialId=) are kept as text until the screens exist.
import { routeTable } from "@fixcloud/sdk";
import { createRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotAvailablePage } from "../app/pages";
import { rootRoute } from "./__root";

const looseSearch = z.record(z.string(), z.union([z.string(), z.number()]).optional()).catch({});

/** A "not available yet" route for each path of the route table not in `builtPaths`. */
export function placeholderRoutes(builtPaths: ReadonlySet<string>) {
  const paths = [...new Set(routeTable.map((e) => e.path))].filter((p) => p !== "/" && !builtPaths.has(p));
  return paths.map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      validateSearch: looseSearch,
      component: () => <NotAvailablePage path={path} />,
    }),
  );
}
