// The coverage answer's service as an enum (the service coverage page): a leaf module,
// so the enum aggregate (../enums.ts, in the console's first route) does not bring the station
// table and the nearest-station search with it.
import { defineEnum } from "../shared/enum.js";

/** The service expected at a point: rtk (centimetre), rtd (sub-metre), ppp (decimetre, slow convergence). */
export const coverageService = defineEnum("coverageService", "project addition (docs/tools.md)", [
  ["rtk", "success"],
  ["rtd", "caution"],
  ["ppp", "warning"],
]);

/** A value of {@link coverageService}. */
export type CoverageService = "rtk" | "rtd" | "ppp";
