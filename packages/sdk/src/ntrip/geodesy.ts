// WGS84 geodesy of the RTCM station messages (1005/1006 carry the antenna reference point in
// ECEF, RTCM 10403.3 §3.5.3): geodetic ↔ ECEF, metres and degrees. One copy for the sandbox's
// caster (its station messages and satellite model) and the stream-health analyzer.

/** WGS84 semi-major axis, m. */
const A = 6378137;
/** WGS84 flattening. */
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const RAD = Math.PI / 180;

/** An Earth-centred, Earth-fixed position, metres. */
export type Ecef = readonly [x: number, y: number, z: number];

/** ECEF (m) of a WGS84 position: latitude and longitude in degrees, ellipsoidal height in metres. */
export function toEcef(latDeg: number, lonDeg: number, height: number): Ecef {
  const lat = latDeg * RAD;
  const lon = lonDeg * RAD;
  const n = A / Math.sqrt(1 - E2 * Math.sin(lat) ** 2);
  return [
    (n + height) * Math.cos(lat) * Math.cos(lon),
    (n + height) * Math.cos(lat) * Math.sin(lon),
    (n * (1 - E2) + height) * Math.sin(lat),
  ];
}

/** Latitude and longitude (degrees) and ellipsoidal height (m) of an ECEF position (m), by Bowring's iteration. */
export function fromEcef([x, y, z]: Ecef): { lat: number; lon: number; height: number } {
  const p = Math.hypot(x, y);
  let lat = Math.atan2(z, p * (1 - E2));
  let height = 0;
  for (let i = 0; i < 5; i++) {
    const n = A / Math.sqrt(1 - E2 * Math.sin(lat) ** 2);
    height = p / Math.cos(lat) - n;
    lat = Math.atan2(z, p * (1 - (E2 * n) / (n + height)));
  }
  return { lat: lat / RAD, lon: Math.atan2(y, x) / RAD, height };
}
