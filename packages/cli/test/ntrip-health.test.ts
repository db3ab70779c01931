// `fixcloud ntrip probe --health` (docs/stream-health.md) through the CLI in process, against the
// sandbox's caster on a free port (its 1 Hz stream, a service account of the seed): the first
// report within 2 s of connecting and streamed before the run ends, the final one at the end,
// as NDJSON (`--output json`, `--json` fields, one object a line) and as text in both languages;
// and against a tiny caster whose observations are an hour old: the probe's verdict is OK but
// the stream's latency is not, so the run exits 7 and says why.
import { mkdtempSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningSandbox, startSandbox } from "@fixcloud/fixtures";
import { BitWriter, encodeFrame } from "@fixcloud/sdk/ntrip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Started, cli, start } from "./harness.js";

let running: RunningSandbox;
let dir: string;
/** Service accounts of the seed, one a run (the caster frees a seat only at its next commit). */
const accounts: { name: string; password: string }[] = [];
let next = 0;
const take = () => accounts[next++] as { name: string; password: string };

beforeAll(async () => {
  running = await startSandbox({ memory: true, port: 0, ntripPort: 0, log: false });
  dir = mkdtempSync(join(tmpdir(), "fixcloud-health-cli-"));
  // RTK accounts of the seed in service, offline, one seat (as the caster's own tests take them).
  const db = running.sandbox.db;
  const rows = db
    .prepare(
      `SELECT id, account_name AS name, password FROM service_accounts
       WHERE select_type = 1 AND service_product = 'multi_frequency_rtk' ORDER BY id LIMIT 6`,
    )
    .all() as { id: number; name: string; password: string }[];
  for (const row of rows) {
    db.prepare(
      `UPDATE service_accounts SET service_state = 2, disable_state = 1, end_time = '2099-01-01 00:00:00',
         online_state = 2, cal_type = 'days_pool' WHERE id = ?`,
    ).run(row.id);
    accounts.push(row);
  }
});

afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The output up to the first report line, as soon as it is written (never after the run ended without one). */
const firstLine = (run: Started): Promise<string> =>
  Promise.race([
    run.stdout.until(/"report":"first"/),
    run.done.then(({ stdout }) =>
      /"report":"first"/.test(stdout) ? stdout : Promise.reject(new Error(stdout)),
    ),
  ]);

const args = (port: number, name: string, extra: string[]) => [
  "ntrip",
  "probe",
  "--caster",
  `127.0.0.1:${port}`,
  "--account",
  name,
  "--health",
  ...extra,
];

describe("fixcloud ntrip probe --health against the sandbox's caster", () => {
  it("streams a first report within 2 s of connecting and a final one, one JSON object a line", async () => {
    const account = take();
    const run = start(
      args(running.ntripPort as number, account.name, ["--duration", "3s", "--output", "json"]),
      {
        configDir: dir,
        env: { FIXCLOUD_NTRIP_PASSWORD: account.password },
      },
    );
    // The first line is out while the probe still reads (the run takes 3 s).
    const early = await firstLine(run);
    const firstSeen = Date.now();
    expect(JSON.parse(early.trim())).toMatchObject({ report: "first" });
    const { code, stdout, stderr } = await run.done;
    expect(Date.now() - firstSeen).toBeGreaterThan(500);
    expect(code, stderr).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.report)).toEqual(["first", "final"]);
    const [first, final] = lines;
    // Within the budget: at most 2 s after the caster's answer.
    expect(first.afterAnswerMs).toBeGreaterThan(0);
    expect(first.afterAnswerMs).toBeLessThanOrEqual(2000);
    expect(first.mount).toBe(final.mount);
    expect(final).toMatchObject({ state: "ok", findings: [], verdict: "ok", accepted: true, crcFailures: 0 });
    expect(final.epochs.count).toBeGreaterThanOrEqual(2);
    expect(final.epochs.intervalS).toBe(1);
    // Rates against the sourcetable's format-details: the MSMs are declared at 1 s and seen at 1 s.
    const msm = final.messages.filter((m: { type: number }) => m.type >= 1071 && m.type <= 1137);
    expect(msm.length).toBeGreaterThan(0);
    // (Observed by receive time: the network's jitter shows in the last digits.)
    for (const m of msm) {
      expect([m.type, m.declaredIntervalS]).toEqual([m.type, 1]);
      expect(m.observedIntervalS).toBeCloseTo(1, 1);
    }
    expect(final.satellites.length).toBeGreaterThan(0);
    expect(stdout + stderr).not.toContain(account.password);
  });

  it("--json fields cut each line; the text report reads in English and Chinese", async () => {
    const port = running.ntripPort as number;
    const [a, b, c] = [take(), take(), take()] as const;
    const env = (x: typeof a) => ({ FIXCLOUD_NTRIP_PASSWORD: x.password });
    const run = start(args(port, a.name, ["--duration", "3s", "--json", "report,state,findings"]), {
      configDir: dir,
      env: env(a),
    });
    // Each line is cut and written as it comes, not when the run ends.
    await firstLine(run);
    const firstSeen = Date.now();
    const json = await run.done;
    expect(Date.now() - firstSeen).toBeGreaterThan(500);
    expect(json.code, json.stderr).toBe(0);
    expect(
      json.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { report: "first", state: "ok", findings: [] },
      { report: "final", state: "ok", findings: [] },
    ]);
    const table = ["--duration", "2s", "--output", "table"];
    const en = await cli(args(port, b.name, [...table, "--lang", "en"]), { configDir: dir, env: env(b) });
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toMatch(/Stream health of \S+, first report after \d\.\d s: Operational/);
    expect(en.stdout).toMatch(/Stream health of \S+, final report after \d\.\d s: Operational/);
    expect(en.stdout).toContain("Outages: none");
    expect(en.stdout).toMatch(/Message\tMessage name\tFrames\tInterval seen\tDeclared\tLast \(UTC\)/);
    expect(en.stdout).toMatch(/^1005\tStation antenna reference point\t/m);
    expect(en.stdout).toMatch(/Satellites in the last epoch: GPS \d+ \(107\d\), GLONASS/);
    const zh = await cli(args(port, c.name, [...table, "--lang", "zh-CN"]), { configDir: dir, env: env(c) });
    expect(zh.code, zh.stderr).toBe(0);
    expect(zh.stdout).toMatch(/数据流健康度，连接 \d\.\d 秒后的首份报告：正常/);
    expect(zh.stdout).toContain("中断：无");
    expect(zh.stdout).toMatch(/^1005\t基准站天线参考点\t/m);
    expect(zh.stdout).toMatch(/^1124\t北斗 MSM4\t/m);
    expect(zh.stdout).toMatch(/最近历元的卫星数：GPS \d+ 颗（107\d）、格洛纳斯/);
    expect(zh.stdout).not.toMatch(/Stream health|Outages/);
  });
});

describe("fixcloud ntrip probe --health: an outage injected in a replayed recording", () => {
  it("a 5 s pause of the caster's stream is one outage of ~5 s; the run exits 7", async () => {
    const account = take();
    const mount = "REPLAY_MSM7_1HZ";
    const run = start(
      args(running.ntripPort as number, account.name, [
        "--mount",
        mount,
        "--duration",
        "8s",
        "--output",
        "json",
      ]),
      { configDir: dir, env: { FIXCLOUD_NTRIP_PASSWORD: account.password } },
    );
    const first = JSON.parse((await firstLine(run)).trim());
    expect(first).toMatchObject({ mount, outages: [] });
    (running.caster as NonNullable<RunningSandbox["caster"]>).pause(mount, 5);
    const { code, stdout } = await run.done;
    expect(code).toBe(7);
    const final = JSON.parse(stdout.trim().split("\n").at(-1) as string);
    expect(final).toMatchObject({ report: "final", verdict: "ok", state: "degraded" });
    expect(final.findings).toContain("outage");
    expect(final.outages).toHaveLength(1);
    expect(final.outages[0].end).not.toBeNull();
    // The epochs of 5 s are not sent: from the epoch that was due to the next one, ~5 s.
    expect(final.outages[0].durationMs).toBeGreaterThan(4000);
    expect(final.outages[0].durationMs).toBeLessThan(6000);
    // The recording's rates, as its sourcetable entry declares them (the caster's observed rates).
    const msm = final.messages.find((m: { type: number }) => m.type === 1077);
    expect(msm.declaredIntervalS).toBe(1);
  });
});

/** A GPS MSM7 with no satellites at GPS TOW `tow` ms (station 1), the last of its epoch. */
function msm(tow: number): Buffer {
  const w = new BitWriter().u(12, 1077).u(12, 1).u(30, tow).u(1, 0).u(3, 0).u(7, 0);
  w.u(2, 0).u(2, 0).u(1, 0).u(3, 0).u(32, 0).u(32, 0).u(32, 0);
  return Buffer.from(encodeFrame(w.toBytes()));
}

/** A caster whose one mount point sends three epochs of an hour ago and hangs up. */
function staleCaster(): Promise<{ server: Server; port: number }> {
  const server = createServer((s) => {
    let req = "";
    s.on("data", (d) => {
      req += d.toString("latin1");
      if (!req.includes("\r\n\r\n")) return;
      if (req.startsWith("GET / ")) {
        s.end(
          "HTTP/1.1 200 OK\r\nContent-Type: gnss/sourcetable\r\n\r\nSTR;OLD;X;RTCM 3.3;1077(1);2;GPS;NET;CHN;39.9;116.4;1;0;sim;none;B;N;9600;\r\nENDSOURCETABLE\r\n",
        );
        return;
      }
      s.write("HTTP/1.1 200 OK\r\nContent-Type: gnss/data\r\n\r\n");
      const gpsNow = Date.now() - Date.UTC(1980, 0, 6) + 18_000;
      const tow = (k: number) => (Math.floor(gpsNow / 1000) * 1000 - 3600_000 + k * 1000) % 604_800_000;
      s.end(Buffer.concat([msm(tow(0)), msm(tow(1)), msm(tow(2))]));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    ),
  );
}

describe("fixcloud ntrip probe --health: a stream that is not ok", () => {
  it("exits 7 with the stream's state when the verdict is OK but the epochs are an hour late", async () => {
    const { server, port } = await staleCaster();
    try {
      const env = { FIXCLOUD_NTRIP_PASSWORD: "x" };
      const r = await cli(args(port, "rover", ["--output", "json", "--lang", "en"]), { configDir: dir, env });
      expect(r.code).toBe(7);
      const final = JSON.parse(r.stdout.trim().split("\n").at(-1) as string);
      expect(final).toMatchObject({ report: "final", verdict: "ok", state: "degraded" });
      expect(final.findings).toContain("latency_high");
      expect(final.epochs.latencyMs.p50).toBeGreaterThan(3590_000);
      expect(r.stderr).toContain("Stream health: Degraded.");
      const zh = await cli(args(port, "rover", ["--output", "table", "--lang", "zh-CN"]), {
        configDir: dir,
        env,
      });
      expect(zh.code).toBe(7);
      expect(zh.stdout).toContain("延迟过高");
      expect(zh.stderr).toContain("数据流健康度：降级。");
    } finally {
      server.close();
    }
  });
});
