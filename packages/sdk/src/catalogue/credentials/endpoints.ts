// Access credential calls (part2 §2, §7): the AccessKey and, after an SMS code, the AccessSecret.
// Catalogued; shapes are modelled with the personal centre.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, read } from "../shared/endpoint.js";

/** The credentials area's calls. Source: part2 §7. */
export const credentialsEndpoints = defineArea(
  "credentials",
  { service: "push", base: "/console/openApi", source: "part2 §7" },
  {
    getAccessKey: read(Any, Unknown),
    getAccessSecret: read(Any, Unknown),
  },
);
