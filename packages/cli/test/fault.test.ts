// `fixcloud fault`, `fixcloud doctor` and `fixcloud ntrip probe`
// through the CLI in process as CI runs it, against a sandbox whose NTRIP records are written
// with its `/__sandbox/fault/records` command: the report as json and as tables with the
// sparkline, the GGA csv, the range and account as usage errors (exit 2), the verdict's exit
// codes (0 ok, 7 an error finding), and the probe against a tiny fake caster (sourcetable,
// auth, RTCM frames with CRC-24Q, a corrupted frame, a refusal) that sends its frames at once
// and hangs up: the probe ends with the stream, no test waits out its --duration.
import { readFileSync } from "node:fs";
import { type Server, createServer } from "node:net";
import { join } from "node:path";
import type { FixcloudClient } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crc24q } from "@fixcloud/sdk/ntrip";
import { cli as run, type Result } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
let client: FixcloudClient;
let healthy: string;
let refused: string;

const cli = (args: string[], env: Record<string, string> = {}, input?: string): Promise<Result> =>
  run(args, {
    configDir: session.dir,
    env: { ...session.env, ...env },
    ...(input === undefined ? {} : { input }),
  });

async function records(body: unknown): Promise<void> {
  const res = await fetch(`${session.url}/__sandbox/fault/records`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  session = await signedInSandbox("fixcloud-fault-");
  client = session.client;
  const { list } = await client.accounts.list({ selectType: 1, pageNo: 1, pageSize: 50 });
  // Accounts in service and enabled: their records alone decide the verdict.
  const nrtk = list
    .filter((a) => a.serviceSubType === "nrtk_serv" && a.serviceState === 2 && a.disableState === 1)
    .map((a) => a.accountName);
  [healthy, refused] = nrtk as [string, string];
  // Eight minutes of a rover 10 km from a station near Beijing: float for 40 s, then fixed, at 1 Hz.
  await records({
    accountName: healthy,
    session: { accessPoint: "RTCM33GRC", loginTime: -700_000 },
    gga: Array.from({ length: 480 }, (_, i) => ({
      time: -690_000 + i * 1000,
      fixStatus: i < 40 ? 5 : 4,
      satellites: 22,
      diffAge: 1,
      lat: 39.65,
      lon: 115.95,
      raw: i === 0 ? "=cmd|' /C calc'!A0" : "$GPGGA",
    })),
  });
  // A wrong password retried every 5 s.
  await records({
    accountName: refused,
    errors: Array.from({ length: 20 }, (_, k) => ({
      time: -300_000 + k * 5000,
      errorType: 1,
      errorDesc: "bad password",
    })),
  });
}, 60_000);
afterAll(() => session?.close());

describe("fixcloud fault", () => {
  it("prints the report as json: usage figures, the timeline, the verdict", async () => {
    const r = await cli(["fault", healthy, "--since", "1h", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.useInfo).toMatchObject({
      ggaCount: 480,
      fixedGgaCount: 440,
      floatGgaCount: 40,
      loginCount: 1,
    });
    // Fewer rows than TIMELINE_MAX_POINTS: every one is on the timeline.
    expect(report.useInfo.ggaData).toHaveLength(480);
    expect(report.findings[0].code).toBe("ok");
    expect(report.newServInfo).toMatchObject({ onlineStatus: 1, accessPoint: "RTCM33GRC" });
  });

  it("prints tables with the fix-rate line and a sparkline, and saves the GGA csv formula-safe", async () => {
    const file = join(session.dir, "gga.csv");
    const r = await cli([
      "fault",
      healthy,
      "--since",
      "1h",
      "--lang",
      "en",
      "--output",
      "table",
      "--gga-out",
      file,
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("480 GGA: fixed 440 (91.67%)");
    expect(r.stdout).toMatch(/[█▆]{5,}/);
    expect(r.stdout).toContain("No problem found");
    expect(r.stderr).toContain("Wrote 480 GGA rows");
    const csv = readFileSync(file, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv).toHaveLength(481);
    expect(csv[1]).toContain("'=cmd|' /C calc'!A0");
  });

  it("an unknown account is the server's answer (571, exit 1); a range over 30 days a usage error", async () => {
    const unknown = await cli(["fault", "no-such-account", "--lang", "en"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/\(code 571\)/);
    const old = await cli(["fault", healthy, "--since", "40d", "--lang", "en"]);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain("--since");
  });
});

describe("fixcloud doctor", () => {
  it("exits 7 with credentials_rejected first for a rover with a wrong password", async () => {
    const r = await cli(["doctor", refused, "--lang", "en", "--output", "table"]);
    expect(r.code).toBe(7);
    expect(r.stdout).toMatch(
      /Error\s+credentials_rejected\s+Authentication failed: bad password \(refusals: 20\)/,
    );
    expect(r.stdout).toContain("reconnect_storm");
    const json = await cli(["doctor", refused, "--output", "json"]);
    expect(json.code).toBe(7);
    expect(JSON.parse(json.stdout)[0]).toMatchObject({
      code: "credentials_rejected",
      severity: "error",
      evidence: { count: 20 },
    });
  });

  it("exits 0 with ok for a healthy rover", async () => {
    const r = await cli(["doctor", healthy, "--since", "1h", "--output", "json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)[0].code).toBe("ok");
  });
});

/** An RTCM 3 frame of message `type` with `size` payload bytes and its CRC-24Q. */
function frame(type: number, size: number): Buffer {
  const body = Buffer.alloc(size);
  body[0] = type >> 4;
  body[1] = (type & 0x0f) << 4;
  const head = Buffer.from([0xd3, (size >> 8) & 0x03, size & 0xff]);
  const crc = crc24q(Buffer.concat([head, body]));
  return Buffer.concat([head, body, Buffer.from([crc >> 16, (crc >> 8) & 0xff, crc & 0xff])]);
}

/** A fake caster: sourcetable, Basic auth for rover/secret, then ten 1005 + 1074 frames and the end (one corrupted when asked). */
function fakeCaster(corrupt: boolean): Promise<{ server: Server; port: number }> {
  const server = createServer((s) => {
    let req = "";
    s.on("data", (d) => {
      req += d.toString("latin1");
      if (!req.includes("\r\n\r\n")) return;
      if (req.startsWith("GET / ")) {
        s.end(
          "HTTP/1.1 200 OK\r\nContent-Type: gnss/sourcetable\r\n\r\nSTR;RTCM33GRC;X;RTCM 3.3;1005(10),1074(1);2;GPS;NET;CHN;39.9;116.4;1;0;sim;none;B;N;9600;\r\nENDSOURCETABLE\r\n",
        );
        return;
      }
      if (
        !req.includes(`Basic ${Buffer.from("rover:secret").toString("base64")}`) ||
        !req.includes("Ntrip-GGA: $GPGGA")
      ) {
        s.end("HTTP/1.1 401 Unauthorized\r\n\r\n");
        return;
      }
      s.write("HTTP/1.1 200 OK\r\nContent-Type: gnss/data\r\n\r\n");
      const frames = Array.from({ length: 10 }, (_, n) => {
        const f = frame(n % 2 ? 1074 : 1005, n % 2 ? 40 : 19);
        if (corrupt && n === 3) f[10] = (f[10] as number) ^ 0xff;
        return f;
      });
      s.end(Buffer.concat(frames));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as { port: number }).port }),
    ),
  );
}

/** `fixcloud ntrip probe` against the fake caster on `port` as account "rover", with `extra` flags. */
const probeCli = (port: number, extra: string[], env: Record<string, string> = {}, input?: string) =>
  cli(
    ["ntrip", "probe", "--caster", `127.0.0.1:${port}`, "--account", "rover", "--duration", "2s", ...extra],
    env,
    input,
  );

describe("fixcloud ntrip probe", () => {
  it("reports the sourcetable, time to first byte, message types and rates, and an OK verdict", async () => {
    const { server, port } = await fakeCaster(false);
    try {
      const r = await probeCli(port, ["--password-stdin", "--output", "json"], {}, "secret");
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(out).toMatchObject({ mount: "RTCM33GRC", accepted: true, crcFailures: 0, verdict: "ok" });
      expect(out.types["1005"]).toBeGreaterThan(0);
      expect(out.types["1074"]).toBeGreaterThan(0);
      expect(out.firstByteMs).toEqual(expect.any(Number));
      expect(r.stdout + r.stderr).not.toContain("secret");
    } finally {
      server.close();
    }
  });

  it("refuses a mount point that would split the request before connecting (exit 2, both languages)", async () => {
    // Port 9: nothing listens there, so a run that connected would end with exit 5 instead.
    const en = await probeCli(9, ["--mount", "RTCM 33", "--lang", "en"], { FIXCLOUD_NTRIP_PASSWORD: "x" });
    expect(en.code).toBe(2);
    expect(en.stderr).toContain(
      "--mount takes a mount point name without spaces or control characters; got 'RTCM 33'.",
    );
    const zh = await probeCli(9, ["--mount", "RTCM 33", "--lang", "zh-CN"], { FIXCLOUD_NTRIP_PASSWORD: "x" });
    expect(zh.code).toBe(2);
    expect(zh.stderr).toContain("--mount 取挂载点名称");
  });

  it("counts a corrupted frame as a CRC failure (exit 7) and a bad password as refused", async () => {
    const { server, port } = await fakeCaster(true);
    try {
      const table = ["--lang", "en", "--output", "table"];
      const crc = await probeCli(port, table, { FIXCLOUD_NTRIP_PASSWORD: "secret" });
      expect(crc.code).toBe(7);
      expect(crc.stdout).toMatch(/[1-9]\d* CRC failures?/);
      const bad = await probeCli(port, table, { FIXCLOUD_NTRIP_PASSWORD: "wrong" });
      expect(bad.code).toBe(7);
      expect(bad.stdout).toContain("401 Unauthorized");
    } finally {
      server.close();
    }
  });
});
