// /realNameAttestate and /realNameInfo?type= (part2 §2, §4; issue 9). Both loaders read the
// certification status; /realNameInfo sends an approved customer (authStatus 1) to the status
// page, and a resubmission link (type 2) while there is nothing to resubmit too, with a message.
import { authFlag } from "@fixcloud/sdk";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import i18next from "i18next";
import { realNameInfoSearch } from "../features/certification/search";
import { notifyWarning } from "../shared/notify";
import { mayVisit } from "../shared/permissions";
import { rootRoute } from "./__root";

/** `/realNameAttestate`: the status by flag. */
export const realNameAttestateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/realNameAttestate",
  loader: async ({ context: { queryClient } }) => {
    if (!mayVisit("/realNameAttestate")) return;
    // Dynamic: the feature's calls stay out of the first route's chunk.
    const { companyAuthQuery } = await import("../features/certification/queries");
    await queryClient.ensureQueryData(companyAuthQuery());
  },
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
    const [{ companyAuthQuery }, { infoMode }] = await Promise.all([
      import("../features/certification/queries"),
      import("../features/certification/status"),
    ]);
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
