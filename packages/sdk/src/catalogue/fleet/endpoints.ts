// Fleet-health calls (a project addition, not in the spec, under {billing}/fleet): the figures
// of a scope of the customer's rovers and the rovers that fare worst, each with its doctor
// verdict. Gated by the route `fleet` (/fleet), under the troubleshooting page and so behind
// its menu code PZGJ_KGS572: who may diagnose one account may see the fleet. Shapes in
// ./schemas.ts; decisions in docs/fleet-health.md.
import { screen } from "../shared/access.js";
import { defineArea, read } from "../shared/endpoint.js";
import { FleetHealth, FleetRequest, FleetWorst } from "./schemas.js";

const added = (what: string) => ({ added: `fleet: ${what}` });

/** The fleet area's calls: a project addition, not in the spec. */
export const fleetEndpoints = defineArea(
  "fleet",
  { service: "billing", base: "/fleet", source: "project addition (docs/fleet-health.md)" },
  {
    fleetHealth: read(FleetRequest, FleetHealth, {
      ...added("figures and trend of a scope of rovers"),
      access: screen("fleet"),
      title: { "zh-CN": "终端群健康概况", en: "Fleet health" },
    }),
    fleetWorst: read(FleetRequest, FleetWorst, {
      ...added("the rovers that fare worst, with their verdicts"),
      access: screen("fleet"),
      title: { "zh-CN": "表现最差的终端", en: "Rovers faring worst" },
    }),
  },
);
