import type { Page } from "@playwright/test";
import { api, base, expect } from "./support";

// One rover's NTRIP records for an account, written through the sandbox's
// POST /__sandbox/fault/records (times relative to the sandbox's now), so /obstacle has a verdict,
// a chart and tables to show: five refused passwords 30 minutes ago, then a 20-minute session at
// 1 Hz converging from float (5) to fixed (4), one logged GGA behaviour, and a first raw GGA that
// is a spreadsheet formula (the export must neutralize it).

const MINUTE = 60_000;
/** Samples in the session (one a second). */
export const GGA_SAMPLES = 1200;
/** Refused passwords before the session. */
export const REFUSALS = 5;

export async function seedFaultRecords(page: Page, accountName: string): Promise<void> {
  const seeded = await page.request.post(`${base()}/__sandbox/fault/records`, {
    data: {
      accountName,
      session: { accessPoint: "RTCM33GRC", loginTime: -21 * MINUTE, connectType: "NTRIP v1" },
      gga: Array.from({ length: GGA_SAMPLES }, (_, i) => ({
        time: -20 * MINUTE + i * 1000,
        fixStatus: i < 45 ? 5 : 4,
        satellites: 20 + (i % 5),
        diffAge: 1 + (i % 3),
        lat: 39.65,
        lon: 115.95,
        raw:
          i === 0
            ? '=HYPERLINK("http://x")'
            : "$GPGGA,020000.00,3939.0000,N,11557.0000,E,4,20,0.8,50.0,M,0.0,M,1.0,0001*5B",
      })),
      behaviours: [{ time: -19 * MINUTE, opType: 4, lat: 39.65, lon: 115.95, ggaStr: "$GPGGA" }],
      errors: Array.from({ length: REFUSALS }, (_, k) => ({
        time: -30 * MINUTE + k * 10_000,
        errorType: 1,
        errorDesc: "bad password",
      })),
    },
  });
  expect(seeded.status()).toBe(200);
}

/** High-precision NRTK accounts in service and enabled: rovers whose records /obstacle reads. */
export async function nrtkAccounts(page: Page): Promise<string[]> {
  const { list } = await api<{
    list: { accountName: string; serviceSubType: string; serviceState: number; disableState: number }[];
  }>(page, "/api/console/accountList/selectAccServList", { selectType: 1, pageNo: 1, pageSize: 10 });
  return list
    .filter((a) => a.serviceSubType === "nrtk_serv" && a.serviceState === 2 && a.disableState === 1)
    .map((a) => a.accountName);
}
