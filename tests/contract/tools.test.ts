// Contract of the ionosphere call (the ionosphere page; part1 §2 Tools): the map of one
// hour through the SDK against the in-process sandbox (clock pinned at NOW = 01:00 UTC): its
// shape over both service areas, levels by the SDK's ROTI thresholds, the model's day/night and
// latitude behaviour, the storm raised by `POST /__sandbox/ionosphere/storm`, and bad input.
import {
  ApiError,
  type FixcloudClient,
  IONOSPHERE_GRID,
  ionosphereLevelOf,
  ionosphereNodes,
  messages,
  toWireTime,
} from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, NOW, createHarness } from "./harness.js";

const h = createHarness();
afterAll(() => h.sandbox.close());

const HOUR = 3_600_000;
let demo: FixcloudClient;
let demoEn: FixcloudClient;
const grid = (client: FixcloudClient, body: { time?: string; region?: "CN" | "EU" } = {}) =>
  client.tools.ionosphereGrid(body);
const storm = (body: unknown) =>
  h.sandbox.fetch(
    new Request(`${BASE}/__sandbox/ionosphere/storm`, {
      method: "POST",
      headers: { "content-type": "application/json", language: "en" },
      body: JSON.stringify(body),
    }),
  );
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const failure = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};

beforeAll(async () => {
  demo = (await h.signIn()).client;
  demoEn = (await h.signIn("demo", undefined, "en")).client;
});

describe("tools.ionosphereGrid", () => {
  it("answers the current hour over China and Europe, a level per node by its ROTI", async () => {
    const map = await grid(demo);
    expect(map.time).toBe(toWireTime(NOW));
    expect(map).toMatchObject({ latStep: IONOSPHERE_GRID.latStep, lonStep: IONOSPHERE_GRID.lonStep });
    expect(map.cells).toHaveLength(ionosphereNodes("CN").length + ionosphereNodes("EU").length);
    for (const cell of map.cells) {
      expect(cell.value).toBeGreaterThanOrEqual(0);
      expect(cell.level).toBe(ionosphereLevelOf(cell.value));
    }
    const cn = await grid(demo, { region: "CN" });
    expect(cn.cells.map(({ lat, lon }) => ({ lat, lon }))).toEqual(ionosphereNodes("CN"));
  });

  it("is deterministic, varies with local time and is stronger at low latitudes", async () => {
    const day = toWireTime(NOW - 19 * HOUR); // 06:00 UTC: ~14:00 local solar time at 120° E
    const night = toWireTime(NOW - 7 * HOUR); // 18:00 UTC: ~02:00 local
    const [a, b, n] = await Promise.all([
      grid(demo, { time: day, region: "CN" }),
      grid(demo, { time: day, region: "CN" }),
      grid(demo, { time: night, region: "CN" }),
    ]);
    expect(a).toEqual(b);
    expect(a.time).toBe(day);
    const east = (cells: typeof a.cells) => cells.filter((c) => c.lon >= 110);
    expect(mean(east(a.cells).map((c) => c.value))).toBeGreaterThan(
      2 * mean(east(n.cells).map((c) => c.value)),
    );
    expect(Math.max(...east(n.cells).map((c) => c.level))).toBe(1);
    const south = east(a.cells)
      .filter((c) => c.lat <= 25)
      .map((c) => c.value);
    const north = east(a.cells)
      .filter((c) => c.lat >= 45)
      .map((c) => c.value);
    expect(mean(south)).toBeGreaterThan(1.5 * mean(north));
    expect(Math.max(...east(a.cells).map((c) => c.level))).toBeGreaterThanOrEqual(3);
  });

  it("rounds a time to its hour and accepts the last 24 hours only (L000782)", async () => {
    expect((await grid(demo, { time: toWireTime(NOW - 24 * HOUR + 1000) })).time).toBe(
      toWireTime(NOW - 24 * HOUR),
    );
    const future = await failure(grid(demoEn, { time: toWireTime(NOW + HOUR) }));
    expect(future).toMatchObject({ code: 400, message: messages.en.L000782 });
    const old = await failure(grid(demo, { time: toWireTime(NOW - 25 * HOUR) }));
    expect(old).toMatchObject({ code: 400, message: messages["zh-CN"].L000782 });
    expect(await failure(grid(demo, { time: "yesterday" }))).toMatchObject({ code: 400 });
    expect(await failure(grid(demo, { region: "US" as "CN" }))).toMatchObject({ code: 400 });
  });

  it("needs a session, and any signed-in user may call it", async () => {
    await expect(h.anonymous.call("tools.ionosphereGrid", {})).rejects.toBeInstanceOf(ApiError);
    const operator = (await h.signIn("operator", h.sandbox.options.operatorPassword)).client;
    expect((await grid(operator, { region: "EU" })).cells).toHaveLength(ionosphereNodes("EU").length);
  });
});

describe("POST /__sandbox/ionosphere/storm", () => {
  it("lifts every node to the storm's level for its hours, then ends on hours 0", async () => {
    const before = await grid(demo, { time: toWireTime(NOW - 2 * HOUR) });
    const quietNow = await grid(demo);
    const res = await storm({ level: 4, hours: 2 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toEqual({
      level: 4,
      from: toWireTime(NOW),
      until: toWireTime(NOW + 2 * HOUR),
    });
    const during = await grid(demo);
    expect(Math.min(...during.cells.map((c) => c.level))).toBeGreaterThanOrEqual(4);
    expect(during.cells.filter((c, i) => c.value <= quietNow.cells[i]!.value)).toEqual([]);
    // Hours before the storm keep their levels.
    expect(await grid(demo, { time: toWireTime(NOW - 2 * HOUR) })).toEqual(before);
    expect((await storm({ hours: 0 })).status).toBe(200);
    expect(await grid(demo)).toEqual(quietNow);
  });

  it("defaults to level 4 for 3 hours and refuses bad parameters with a message", async () => {
    const res = await storm({});
    expect(((await res.json()) as { data: { level: number; until: string } }).data).toMatchObject({
      level: 4,
      until: toWireTime(NOW + 3 * HOUR),
    });
    for (const bad of [{ level: 9 }, { hours: -1 }, { hours: 1.5 }, { level: "4" }, { colour: "red" }, [1]]) {
      const r = await storm(bad);
      expect(r.status).toBe(400);
      expect(((await r.json()) as { message: string }).message).toMatch(/^Bad storm parameters/);
    }
    await storm({ hours: 0 });
  });
});
