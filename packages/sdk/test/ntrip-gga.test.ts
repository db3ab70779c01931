// GGA of @fixcloud/sdk/ntrip (NMEA 0183; encoded with nmea-simple, parsed with GPS.js): what a
// rover sends and what a caster keeps of it, fix quality 0 included, bad sentences refused.
import { describe, expect, it } from "vitest";
import { encodeGga, parseGga } from "../src/ntrip/index.js";

const T = Date.UTC(2026, 5, 1, 8, 0, 0);

describe("GGA (NMEA 0183)", () => {
  it("encodes a fix and reads it back: position, quality, satellites, altitude, corrections age", () => {
    const s = encodeGga({
      time: T,
      lat: -33.86,
      lon: 151.21,
      height: 58,
      quality: 4,
      satellites: 21,
      diffAge: 1.5,
      stationId: 7,
    });
    expect(s).toMatch(/^\$GPGGA,080000(\.00)?,3351\.6\d*,S,15112\.6\d*,E,4,21,0\.7,58\.0,M,/);
    expect(parseGga(s)).toMatchObject({
      ok: true,
      fixStatus: 4,
      satellites: 21,
      diffAge: 1.5,
      height: 58,
      raw: s,
    });
    const back = parseGga(s) as { lat: number; lon: number };
    expect(back.lat).toBeCloseTo(-33.86, 6);
    expect(back.lon).toBeCloseTo(151.21, 6);
  });

  it("fix quality 0 to 8 all come back as sent (GPS.js says null for 0)", () => {
    for (let q = 0; q <= 8; q++) {
      const s = encodeGga({
        time: T,
        lat: 39.9,
        lon: 116.4,
        height: 50,
        quality: q,
        satellites: 9,
        hdop: 0.9,
      });
      expect(parseGga(s)).toMatchObject({ ok: true, fixStatus: q, diffAge: null });
    }
  });

  it("another sentence is not GGA; a bad checksum or an impossible position is refused", () => {
    expect(parseGga("$GPRMC,080000,A,3954.0,N,11624.0,E,0.0,0.0,010626,,*00")).toBeNull();
    const s = encodeGga({ time: T, lat: 39.9, lon: 116.4, height: 50, quality: 1, satellites: 12 });
    const bad = `${s.slice(0, -2)}${s.endsWith("00") ? "01" : "00"}`;
    expect(parseGga(bad)).toEqual({ ok: false, reason: "checksum", raw: bad });
    // Checksummed, but latitude 95°.
    const body = "GPGGA,080000,9500.0,N,11624.0,E,1,12,0.9,50.0,M,0.0,M,,";
    const sum = [...body].reduce((x, c) => x ^ c.charCodeAt(0), 0);
    const far = `$${body}*${sum.toString(16).toUpperCase().padStart(2, "0")}`;
    expect(parseGga(far)).toEqual({ ok: false, reason: "malformed", raw: far });
  });
});
