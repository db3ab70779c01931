// NTRIP caster settings shown by the overview's configuration dialog (part1 §2 Tools).
// The Chinese console points at the mainland caster, the English one at the European caster
// with its single mount point RTCM33EU. Ports follow the coordinate-system codes of part1 §9
// on the mainland caster. Descriptions are i18n keys (overview:ntrip.coord.* / ntrip.mp.*).
import type { Language } from "@fixcloud/sdk";

export interface NtripPort {
  port: number;
  /** Reference frame key: overview `ntrip.coord.<frame>`. */
  frame: string;
}

export interface NtripConfig {
  domain: string;
  ips: readonly string[];
  ports: readonly NtripPort[];
  /** Mount points; description key overview `ntrip.mp.<name>`. */
  mountPoints: readonly string[];
}

export const NTRIP_CONFIG: Readonly<Record<Language, NtripConfig>> = {
  "zh-CN": {
    domain: "rtk.fixcloud.cn",
    ips: ["120.79.164.52", "47.106.213.88"],
    ports: [
      { port: 8001, frame: "ITRF2008" },
      { port: 8002, frame: "WGS84" },
      { port: 8003, frame: "CGCS2000" },
    ],
    mountPoints: ["RTCM33GRC", "RTCM33GRCE", "RTCM33GRCEPRO", "RTCM33GRCEJ"],
  },
  en: {
    domain: "eu.rtk.fixcloud.com",
    ips: ["18.185.42.117", "3.124.90.206"],
    ports: [
      { port: 2101, frame: "ETRS89" },
      { port: 2102, frame: "ITRF2014" },
    ],
    mountPoints: ["RTCM33EU"],
  },
};
