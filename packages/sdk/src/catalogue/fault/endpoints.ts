// Fault diagnosis calls (part2 §2, §7): the sub-type lookup, the five queries, the GGA export
// and the reverse geocoding of behaviour rows (a maps service; path not shown in the spec).
// Catalogued; shapes are modelled with the fault diagnosis page.
import { AnyRequest as Any, UnknownResponse as Unknown } from "../shared/common.js";
import { defineArea, download, read } from "../shared/endpoint.js";

/** The fault area's calls. Source: part2 §7. */
export const faultEndpoints = defineArea(
  "fault",
  { base: "/collection/faultRm", source: "part2 §7" },
  {
    getServSubType: read(Any, Unknown, { base: "/billing/serviceManage" }),
    queryBaseInfo: read(Any, Unknown),
    queryNewServInfo: read(Any, Unknown),
    queryUseInfo: read(Any, Unknown),
    queryExceptionInfo: read(Any, Unknown),
    queryBehaviorInfo: read(Any, Unknown),
    exportGGAInfo: download(Any),
    reverseGeocode: read(Any, Unknown, {
      base: "/maps",
      method: "GET",
      notShown:
        "reverse geocoding GET per behaviour row: lat, lon -> province, city (maps service; path not shown)",
    }),
  },
);
