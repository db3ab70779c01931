// What /realNameAttestate and /realNameInfo load (part2 §2, §4), imported on demand by
// routes/certification.ts (why here: docs/architecture.md, "First route weight"). Both read the certification
// status; /realNameInfo sends an approved customer (authStatus 1) to the status page, and a
// resubmission link (type 2) while there is nothing to resubmit too, with a message.
import { authFlag } from "@fixcloud/sdk";
import { redirect } from "@tanstack/react-router";
import i18next from "i18next";
import { companyAuthQuery } from "../../features/certification/queries";
import type { RealNameInfoSearch } from "../../features/certification/search";
import { infoMode } from "../../features/certification/status";
import { notifyWarning } from "../../shared/notify";
import { mayVisit } from "../../shared/permissions";
import type { LoaderArgs } from "../__root";

/** `/realNameAttestate`: the status, awaited (the page renders it at once). */
export async function loadRealNameAttestate({ context: { queryClient } }: LoaderArgs): Promise<void> {
  if (!mayVisit("/realNameAttestate")) return;
  await queryClient.ensureQueryData(companyAuthQuery());
}

/**
 * `/realNameInfo?type=`: the fresh status decides the page; throws the router's redirect to
 * `/realNameAttestate` (with a warning when a resubmission is not possible).
 */
export async function loadRealNameInfo({
  context: { queryClient },
  deps,
}: LoaderArgs<Pick<RealNameInfoSearch, "type">>): Promise<void> {
  if (!mayVisit("/realNameInfo")) return;
  // Fresh: the status decides where this page may go (an approval may just have happened).
  const status = await queryClient.fetchQuery({ ...companyAuthQuery(), staleTime: 0 });
  const mode = infoMode(status.flag, deps.type);
  if (mode === "notResubmittable") {
    // The screens' strings load with their chunk, not with the first route.
    const { CERTIFICATION_NS } = await import("../../i18n/certification");
    notifyWarning(
      i18next.t("notResubmittable", {
        ns: CERTIFICATION_NS,
        status: i18next.t(`${authFlag.name}.${status.flag}`, { ns: "sdk" }),
      }),
    );
  }
  if (mode === "status" || mode === "notResubmittable") throw redirect({ to: "/realNameAttestate" });
}
