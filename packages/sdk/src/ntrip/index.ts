// The NTRIP/RTCM/GGA protocol, one copy for the sandbox's caster and simulator and for
// `fixcloud ntrip probe` (NTRIP 2.0 = RTCM 10410.1, RTCM 3 = RTCM 10403.3, NMEA 0183 GGA):
// the light entry `@fixcloud/sdk/ntrip`, without zod or the catalogue, and without node:
// modules (the TCP client is `@fixcloud/sdk/ntrip/node`).
export * from "./bits.js";
export * from "./format-details.js";
export * from "./frame.js";
export * from "./geodesy.js";
export * from "./gga.js";
export * from "./health.js";
export * from "./http.js";
export * from "./messages.js";
