// Fault diagnosis calls (part2 §2, §7): the sub-type lookup, the five queries, the GGA
// export and the reverse geocoding of behaviour rows (a maps service; path not shown in the
// spec, served offline by the sandbox). Shapes in ./schemas.ts; decisions in docs/fault-diagnosis.md.
import { defineArea, download, read } from "../shared/endpoint.js";
import { CSV_MEDIA } from "../shared/media.js";
import {
  BaseInfo,
  BehaviourPage,
  BehaviourPageRequest,
  ErrorPage,
  FaultPageRequest,
  FaultSearchRequest,
  NewServInfo,
  ReverseGeocode,
  ReverseGeocodeRequest,
  ServSubTypeLookup,
  ServSubTypeRequest,
  UseInfo,
} from "./schemas.js";

/** The fault area's calls. Source: part2 §7. */
export const faultEndpoints = defineArea(
  "fault",
  { base: "/collection/faultRm", source: "part2 §7" },
  {
    getServSubType: read(ServSubTypeRequest, ServSubTypeLookup, { base: "/billing/serviceManage" }),
    queryBaseInfo: read(FaultSearchRequest, BaseInfo),
    queryNewServInfo: read(FaultSearchRequest, NewServInfo),
    queryUseInfo: read(FaultSearchRequest, UseInfo),
    queryExceptionInfo: read(FaultPageRequest, ErrorPage),
    queryBehaviorInfo: read(BehaviourPageRequest, BehaviourPage),
    exportGGAInfo: download(FaultSearchRequest, { media: [CSV_MEDIA] }),
    reverseGeocode: read(ReverseGeocodeRequest, ReverseGeocode, {
      base: "/maps",
      method: "GET",
      notShown:
        "reverse geocoding GET per behaviour row: lat, lon -> province, city (maps service; path not shown)",
    }),
  },
);
