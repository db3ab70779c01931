// Real-name and enterprise certification calls (part2 §2, §7). Catalogued; shapes are modelled
// with the certification screens. Two paths are not shown in the spec (docs/api-paths.md).
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read, write } from "../shared/endpoint.js";

/** The certification area's calls. Source: part2 §7. */
export const certificationEndpoints = defineArea(
  "certification",
  { service: "ticket", base: "/apply/select", source: "part2 §7" },
  {
    companyAuth: read(Any, Unknown),
    queryApplicationArea: read(Any, Unknown, {
      notShown: "application-area list for the two-level selection (path not shown)",
    }),
    submitCompanyAuth: write(Any, Unknown, {
      base: "/apply/add",
      notShown: "certification submit (path not shown)",
    }),
  },
);
