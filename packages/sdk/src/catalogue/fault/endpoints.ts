// Fault diagnosis calls (part2 §2, §7): the sub-type lookup, the five queries, the GGA
// export and the reverse geocoding of behaviour rows (a maps service; path not shown in the
// spec, served offline by the sandbox). Shapes in ./schemas.ts; decisions in docs/fault-diagnosis.md.
import { screen } from "../shared/access.js";
import { defineArea, download, read } from "../shared/endpoint.js";
import { CSV_MEDIA } from "../shared/media.js";
import {
  BaseInfo,
  BehaviourPage,
  BehaviourPageRequest,
  ConnectionLog,
  ConnectionLogRequest,
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
    getServSubType: read(ServSubTypeRequest, ServSubTypeLookup, {
      base: "/billing/serviceManage",
      access: screen("obstacle"),
      title: { "zh-CN": "故障诊断：服务子类型", en: "Fault diagnosis: service sub-types" },
    }),
    queryBaseInfo: read(FaultSearchRequest, BaseInfo, {
      access: screen("obstacle"),
      title: { "zh-CN": "故障诊断：基本信息", en: "Fault diagnosis: account basics" },
    }),
    queryNewServInfo: read(FaultSearchRequest, NewServInfo, {
      access: screen("obstacle"),
      title: { "zh-CN": "故障诊断：最新服务信息", en: "Fault diagnosis: latest service" },
    }),
    queryUseInfo: read(FaultSearchRequest, UseInfo, {
      access: screen("obstacle"),
      title: { "zh-CN": "故障诊断：使用情况", en: "Fault diagnosis: usage" },
    }),
    queryExceptionInfo: read(FaultPageRequest, ErrorPage, {
      access: screen("obstacle"),
      title: { "zh-CN": "故障诊断：异常信息", en: "Fault diagnosis: exceptions" },
    }),
    queryBehaviorInfo: read(BehaviourPageRequest, BehaviourPage, {
      access: screen("obstacle"),
      title: { "zh-CN": "故障诊断：行为记录", en: "Fault diagnosis: behaviour" },
    }),
    exportGGAInfo: download(FaultSearchRequest, {
      media: [CSV_MEDIA],
      access: screen("obstacle"),
      title: { "zh-CN": "导出 GGA 记录", en: "Export the GGA records" },
    }),
    connectionLog: read(ConnectionLogRequest, ConnectionLog, {
      added:
        "fault: every connection attempt of an account (accepted, refused, degraded) with its reason, client and duration (docs/ntrip-caster.md)",
      access: screen("obstacle"),
      title: { "zh-CN": "连接日志", en: "Connection log" },
    }),
    reverseGeocode: read(ReverseGeocodeRequest, ReverseGeocode, {
      base: "/maps",
      method: "GET",
      notShown:
        "reverse geocoding GET per behaviour row: lat, lon -> province, city (maps service; path not shown)",
      access: screen("obstacle"),
      title: { "zh-CN": "逆地理编码", en: "Reverse geocoding" },
    }),
  },
);
