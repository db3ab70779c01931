// Contract of the fault diagnosis calls (part2 §2-§5, §7-8): every call through the
// SDK's `fault` resource against the in-process sandbox over records written the way the caster
// writes them: the sub-type lookup (571 → null for an unknown or another customer's name), the
// device account's deviceId, the search rules (30 days, not future), base and latest service
// info, usage figures and the downsampled timeline of 24 h of 1 Hz GGA, error and behaviour
// paging with opType, the GGA csv export (formula-safe, nrtk_serv/rtd_serv only), the offline
// reverse geocoding, the report's verdict and the /__sandbox/fault/records command.
import {
  ApiError,
  type FixcloudClient,
  TIMELINE_MAX_POINTS,
  faultSearchBody,
  messages,
  toWireTime,
} from "@fixcloud/sdk";
import { insertFaultRecords } from "@fixcloud/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, NOW, createHarness } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

const DAY = 86_400_000;
const STATIONS = [{ id: "BJ01", lat: 39.9, lon: 116.4 }];
const db = () => h.sandbox.db;
const one = <T>(sql: string, ...args: unknown[]) =>
  db()
    .prepare(sql)
    .get(...args) as T;
const demoCustomer = () =>
  one<{ id: number }>("SELECT customer_id AS id FROM users WHERE username = 'demo'").id;
const accountOf = (subType: string, same = true) =>
  one<{ account_name: string; customer_id: number }>(
    `SELECT account_name, customer_id FROM service_accounts WHERE service_sub_type = ? AND customer_id ${same ? "=" : "<>"} ? ORDER BY id LIMIT 1`,
    subType,
    demoCustomer(),
  );

let demo: FixcloudClient;
let demoEn: FixcloudClient;
let nrtk: string;
// 24 h and 2 min ending a second ago: a login 30 s in, 25 refusals before it, then 86,400 GGA.
const start = NOW - DAY - 120_000;
const end = NOW - 1000;
const LOGIN = start + 30_000;
const T0 = LOGIN + 1000;
const gga = Array.from({ length: 86_400 }, (_, i) => ({
  time: T0 + i * 1000,
  // Float for 60 s, then fixed; one invalid second at noon and a 45 s correction age at 18:00:
  // the extremes the timeline must keep.
  fixStatus: i === 43_200 ? 0 : i < 60 ? 5 : 4,
  satellites: 24,
  diffAge: i === 64_800 ? 45 : 1,
  lat: 39.95,
  lon: 116.45,
  height: 50,
  raw: "$GPGGA,...",
}));
const search = () => ({ accountName: nrtk, servSubType: "nrtk_serv", startTime: start, endTime: end });

beforeAll(async () => {
  demo = (await h.signIn()).client;
  demoEn = (await h.signIn("demo", undefined, "en")).client;
  nrtk = accountOf("nrtk_serv").account_name;
  insertFaultRecords(db(), {
    customerId: demoCustomer(),
    accountName: nrtk,
    session: { accessPoint: '=HYPERLINK("x")', loginTime: LOGIN, logoutTime: null, connectType: "NTRIP v2" },
    gga,
    behaviours: [{ time: T0 + 5000, opType: 4, lat: 39.95, lon: 116.45, ggaStr: "$GPGGA,..." }],
    errors: Array.from({ length: 25 }, (_, k) => ({
      time: start + 1000 + k * 1000,
      errorType: 1,
      accessPoint: "RTCM33GRC",
      errorDesc: "bad password",
    })),
  });
});

describe("fault: the sub-type lookup (part2 §4, §8)", () => {
  it("answers the account's id, log flag, sub-type and calc type", async () => {
    const r = await demo.fault.subTypes(nrtk);
    expect(r).toMatchObject({ isLog: 1, calcType: 1, deviceId: null });
    expect(r?.servSubType).toEqual([{ code: "nrtk_serv", desc: messages["zh-CN"]["servSubType.nrtk_serv"] }]);
    expect((await demoEn.fault.subTypes(nrtk))?.servSubType[0]?.desc).toBe("Network RTK");
  });

  it("571 for an unknown name and for another customer's account: the SDK answers null", async () => {
    expect(await demo.fault.subTypes("no-such-account")).toBeNull();
    expect(await demo.fault.subTypes(accountOf("nrtk_serv", false).account_name)).toBeNull();
  });

  it("a pool's device account: calc type 2 and its deviceId, which the search then sends", async () => {
    const d = one<{ account_name: string }>(
      "SELECT account_name FROM pool_devices WHERE customer_id = ? ORDER BY id LIMIT 1",
      demoCustomer(),
    );
    const r = await demo.fault.subTypes(d.account_name);
    expect(r?.calcType).toBe(2);
    expect(r?.deviceId).toEqual(expect.any(String));
    const body = faultSearchBody({
      ...search(),
      accountName: d.account_name,
      calcType: r?.calcType,
      deviceId: r?.deviceId,
    });
    expect(body.deviceId).toBe(r?.deviceId);
    expect(faultSearchBody({ ...search(), calcType: 1, deviceId: "X" }).deviceId).toBeUndefined();
    const base = await demo.fault.baseInfo({
      ...search(),
      accountName: d.account_name,
      servSubType: r?.servSubType[0]?.code ?? "",
    });
    expect(base.list[0]?.deviceId).toBe(r?.deviceId);
  });
});

describe("fault: the search rules (part2 §5)", () => {
  const refusal = async (p: Promise<unknown>) => {
    const e = await p.catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    return (e as ApiError).message;
  };
  it("refuses a range older than 30 days, in the future or reversed, with the rule's message", async () => {
    expect(await refusal(demo.fault.usage({ ...search(), startTime: NOW - 31 * DAY }))).toBe(
      messages["zh-CN"].L000675,
    );
    expect(await refusal(demo.fault.usage({ ...search(), endTime: NOW + DAY }))).toBe(
      messages["zh-CN"].L000676,
    );
    expect(await refusal(demo.fault.usage({ ...search(), startTime: end, endTime: start }))).toBe(
      messages["zh-CN"].L000677,
    );
  });
  it("404 for another customer's account, 400 for a sub-type the account does not have", async () => {
    await expect(
      demo.fault.baseInfo({ ...search(), accountName: accountOf("nrtk_serv", false).account_name }),
    ).rejects.toMatchObject({ code: 404 });
    await expect(demo.fault.baseInfo({ ...search(), servSubType: "rtd_serv" })).rejects.toMatchObject({
      code: 400,
    });
  });
});

describe("fault: the queries (part2 §3, §7)", () => {
  it("base info: data.list with the account's states", async () => {
    const { list } = await demo.fault.baseInfo(search());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      accountName: nrtk,
      serviceState: expect.any(Number),
      disableState: expect.any(Number),
    });
  });

  it("latest service info: the open session, online, its mount point and last fix", async () => {
    const s = await demo.fault.serviceInfo(search());
    expect(s).toMatchObject({
      onlineStatus: 1,
      connectType: "NTRIP v2",
      accessPoint: '=HYPERLINK("x")',
      ggaStatus: 4,
      logoutTime: null,
    });
    expect(s.sessionTime).toBe(NOW - LOGIN);
  });

  it("usage over 24 h of 1 Hz GGA: exact counts, online time, a timeline of ≤ TIMELINE_MAX_POINTS keeping the extremes", async () => {
    const u = await demo.fault.usage(search());
    expect(u.ggaCount).toBe(86_400);
    expect(u.floatGgaCount).toBe(60);
    expect(u.invalidGgaCount).toBe(1);
    expect(u.fixedGgaCount).toBe(86_400 - 61);
    expect(u.fixedRate).toBe(99.93);
    expect(u.floatRate).toBe(0.07);
    expect(u.loginCount).toBe(1);
    expect(u.online).toBe(end - LOGIN);
    expect(u.ggaData.length).toBeLessThanOrEqual(TIMELINE_MAX_POINTS);
    expect(u.ggaData.length).toBeGreaterThanOrEqual(TIMELINE_MAX_POINTS / 2);
    const times = u.ggaData.map((g) => g.time);
    expect([...times].sort()).toEqual(times);
    expect(u.ggaData.some((g) => g.ggaStatus === 0)).toBe(true);
    expect(u.ggaData.some((g) => g.diffAge === 45)).toBe(true);
    expect(u.ggaData[0]).toMatchObject({ satNum: 24, loginTime: toWireTime(LOGIN), lat: 39.95 });
  });

  it("errors page newest first with total; paging 10/20/30/50/100", async () => {
    const p1 = await demo.fault.errors(search(), 1, 10);
    expect(p1.total).toBe(25);
    expect(p1.records).toHaveLength(10);
    expect((p1.records[0]?.time ?? "") > (p1.records[9]?.time ?? "")).toBe(true);
    expect((await demo.fault.errors(search(), 3, 10)).records).toHaveLength(5);
    expect((await demo.fault.errors(search(), 1, 100)).records).toHaveLength(25);
  });

  it("behaviour page by opType, with the area named offline", async () => {
    const all = await demo.fault.behaviours(search(), 1, 10, -1);
    expect(all.total).toBe(2);
    const gga = await demoEn.fault.behaviours(search(), 1, 10, 4);
    expect(gga.total).toBe(1);
    expect(gga.records[0]).toMatchObject({ opType: 4, lat: 39.95, lot: 116.45, ggaStr: "$GPGGA,..." });
    expect(gga.records[0]?.areaName).toMatch(/Beijing/);
    expect((await demo.fault.behaviours(search(), 1, 10, 4)).records[0]?.areaName).toMatch(/北京市/);
    expect((await demo.fault.behaviours(search(), 1, 10, 2)).total).toBe(0);
  });

  it("reverse geocoding answers from the same offline dataset; the open sea has no area", async () => {
    expect((await demoEn.fault.reverseGeocode(31.23, 121.47)).areaName).toMatch(/Shanghai/);
    expect(await demo.fault.reverseGeocode(0, -140)).toEqual({ province: "", city: "", areaName: "" });
  });

  it("names a Chinese place in Chinese in zh-CN and in English in en, never mixed", async () => {
    expect((await demo.fault.reverseGeocode(30.593, 114.305)).areaName).toBe("湖北省 武汉市");
    expect((await demoEn.fault.reverseGeocode(30.593, 114.305)).areaName).toBe("Wuhan, Hubei");
    // A municipality is named once; Beijing's districts are the dataset's towns.
    expect((await demo.fault.reverseGeocode(39.9, 116.4)).areaName).toBe("北京市");
    // A town the region tree does not know: the province alone, no English beside it.
    for (const [lat, lon] of [
      [39.95, 116.45],
      [22.54, 114.06],
      [43.8, 87.6],
      [29.65, 91.17],
    ] as const)
      expect((await demo.fault.reverseGeocode(lat, lon)).areaName).toMatch(
        /^\p{Script=Han}[\p{Script=Han} ]*$/u,
      );
  });

  it("exports the GGA rows as csv with formula-safe cells; refused for ppp_rtk_serv", async () => {
    const file = await demo.fault.exportGga({ ...search(), startTime: NOW - 3_600_000 });
    const lines = new TextDecoder()
      .decode(file.data)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(file.fileName).toMatch(/\.csv$/);
    expect(lines[0]).toBe("time,ggaStatus,satNum,diffAge,lat,lon,height,accessPoint,ggaStr");
    expect(lines).toHaveLength(1 + gga.filter((g) => g.time >= NOW - 3_600_000 && g.time <= end).length);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const ppp = accountOf("ppp_rtk_serv");
    await expect(
      demo.fault.exportGga({ ...search(), accountName: ppp.account_name, servSubType: "ppp_rtk_serv" }),
    ).rejects.toMatchObject({ code: 400 });
  });

  it("the report runs the verdict over every call: repeated bad passwords, then a good session", async () => {
    const r = await demoEn.fault.report(search(), { stations: STATIONS });
    expect(r.errors).toHaveLength(25);
    expect(r.logins).toHaveLength(1);
    const codes = r.findings.map((f) => f.code);
    expect(codes).toContain("credentials_rejected");
    expect(r.findings.find((f) => f.code === "credentials_rejected")).toMatchObject({
      severity: "warning",
      evidence: { count: 25 },
    });
    expect(codes).toContain("reconnect_storm");
  });
});

describe("fault: ppp_rtk_serv shows the two info sections only (part2 §2)", () => {
  it("the report reads base and service info, no usage or records", async () => {
    const ppp = accountOf("ppp_rtk_serv");
    if (!ppp) throw new Error("the seed has no ppp_rtk_serv account of the demo customer");
    const r = await demo.fault.report(
      { ...search(), accountName: ppp.account_name, servSubType: "ppp_rtk_serv" },
      { stations: STATIONS },
    );
    expect(r.baseInfo.list[0]?.accountName).toBe(ppp.account_name);
    expect(r.useInfo).toBeNull();
    expect(r.errors).toEqual([]);
  });
});

describe("POST /__sandbox/fault/records", () => {
  const post = (body: unknown) =>
    h.sandbox.fetch(
      new Request(`${BASE}/__sandbox/fault/records`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      }),
    );
  it("writes records relative to now for a known account; 404 unknown; 400 malformed", async () => {
    const rtd = accountOf("rtd_serv").account_name;
    const ok = await post({
      accountName: rtd,
      servSubType: "rtd_serv",
      session: { accessPoint: "RTCM33GRC", loginTime: -600_000 },
      gga: [{ time: -599_000, fixStatus: 2, satellites: 12 }],
    });
    expect(ok.status).toBe(200);
    const u = await demo.fault.usage({
      accountName: rtd,
      servSubType: "rtd_serv",
      startTime: NOW - 3_600_000,
      endTime: NOW,
    });
    expect(u.ggaCount).toBe(1);
    expect((await post({ accountName: "nobody", gga: [] })).status).toBe(404);
    expect((await post({ accountName: rtd, gga: [{ time: 1, fixStatus: 9, satellites: 1 }] })).status).toBe(
      400,
    );
  });
});
