// /realNameAttestate and /realNameInfo?type= (part2 §2, §4; issue 9). Both loaders read the
// certification status; /realNameInfo sends an approved customer (authStatus 1) to the status
// page, and a resubmission link (type 2) while there is nothing to resubmit too, with a message.
import { authFlag } from "@fixcloud/sdk";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import i18next from "i18next";
import { companyAuthQuery } from "../features/certification/queries";
import { realNameInfoSearch } from "../features/certification/search";
import { infoMode } from "../features/certification/status";
import { notifyWarning } from "../shared/notify";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/realNameAttestate`: the status by flag. */
export const realNameAttestateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/realNameAttestate",
  loader: ({ context: { queryClient } }) =>
    mayVisit("/realNameAttestate") ? queryClient.ensureQueryData(companyAuthQuery()) : undefined,
  component: lazyRouteComponent(
    () => import("../features/certification/components/RealNameAttestatePage"),
    "RealNameAttestatePage",
  ),
});

/** `/realNameInfo?type=`: the form or the read-only application. */
export const realNameInfoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/realNameInfo",
  validateSearch: realNameInfoSearch,
  loaderDeps: ({ search }) => ({ type: search.type }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (!mayVisit("/realNameInfo")) return;
    // Fresh: the status decides where this page may go (an approval may just have happened).
    const status = await queryClient.fetchQuery({ ...companyAuthQuery(), staleTime: 0 });
    const mode = infoMode(status.flag, deps.type);
    if (mode === "notResubmittable") {
      // The screens' strings load with their chunk, not with the first route.
      const { CERTIFICATION_NS } = await import("../i18n/certification");
      notifyWarning(
        i18next.t("notResubmittable", {
          ns: CERTIFICATION_NS,
          status: i18next.t(`${authFlag.name}.${status.flag}`, { ns: "sdk" }),
        }),
      );
    }
    if (mode === "status" || mode === "notResubmittable") throw redirect({ to: "/realNameAttestate" });
  },
  component: lazyRouteComponent(
    () => import("../features/certification/components/RealNameInfoPage"),
    "RealNameInfoPage",
  ),
});
