// Every refusal told (docs/ntrip-caster.md "Refusals", "Connection log", "Storm warning";
// docs/webhooks.md): a real sandbox and caster on free ports, real TCP clients. Each refusal's
// status line and one-line body on a raw socket; the reconnect storm answered 429 with a
// Retry-After; a session without GGA degraded; the connection log through the SDK; the two
// webhook events signed and verified with the `standardwebhooks` library; the storm warning
// exactly once an hour (in-app message and outbox e-mail), on the sandbox clock.
import { type Server, createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { type RunningSandbox, ntripConnect, startSandbox } from "@fixcloud/fixtures";
import {
  ApiError,
  type FixcloudClient,
  L,
  NO_GGA_AFTER_S,
  NotFoundError,
  messages,
  NTRIP_REFUSALS,
  RECONNECT_STORM,
  REFUSAL_STORM_WARNING,
  createClient,
} from "@fixcloud/sdk";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SEED_TIME } from "./harness.js";

let running: RunningSandbox;
let client: FixcloudClient;
let server: Server;
let secret: string;
/** What the webhook receiver got: headers and the exact body. */
const received: { headers: Record<string, string>; body: string }[] = [];

beforeAll(async () => {
  running = await startSandbox({
    memory: true,
    captcha: "1234",
    port: 0,
    ntripPort: 0,
    seedTime: SEED_TIME,
    log: false,
  });
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString(),
      });
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const anonymous = createClient({ baseURL: running.url });
  const { uuid } = await anonymous.session.captcha();
  const session = await anonymous.session.loginByUsername({
    username: "demo",
    password: running.sandbox.options.demoPassword,
    code: "1234",
    uuid,
  });
  client = createClient({ baseURL: running.url, token: session.token });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  ({ secret } = await client.webhooks.create({
    url,
    eventTypes: ["ntrip.connection.refused", "ntrip.session.degraded"],
  }));
});
afterAll(async () => {
  await running.close();
  await new Promise((r) => server.close(r));
});

let offset = 0;
/** A high-precision account of the demo customer in a state (offline, one seat); another each call. */
function account(state: "inService" | "disabled" | "ended") {
  const db = running.sandbox.db;
  const row = db
    .prepare(
      `SELECT id, account_name AS name, password FROM service_accounts
       WHERE select_type = 1 AND service_product = 'multi_frequency_rtk' ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(offset++) as { id: number; name: string; password: string };
  const set = {
    inService: "service_state = 2, disable_state = 1",
    disabled: "service_state = 2, disable_state = 2",
    ended: "service_state = 3, disable_state = 1",
  }[state];
  db.prepare(
    `UPDATE service_accounts SET ${set}, end_time = '2099-01-01 00:00:00', online_state = 2, cal_type = 'days_pool' WHERE id = ?`,
  ).run(row.id);
  return row;
}

/** Send a raw request head and read the whole answer until the caster closes. */
function raw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = connect(running.ntripPort as number, "127.0.0.1", () => s.write(head));
    let text = "";
    s.on("data", (d: Buffer) => {
      text += d.toString("latin1");
    });
    s.on("error", reject);
    s.on("close", () => resolve(text));
  });
}
const basic = (user: string, password: string) => Buffer.from(`${user}:${password}`).toString("base64");
const request = (mount: string, user: string, password: string, version: 1 | 2) =>
  [
    `GET /${mount} HTTP/1.${version === 2 ? 1 : 0}`,
    "Host: 127.0.0.1",
    ...(version === 2 ? ["Ntrip-Version: Ntrip/2.0"] : []),
    "User-Agent: NTRIP TestRover/2.1",
    `Authorization: Basic ${basic(user, password)}`,
    "",
    "",
  ].join("\r\n");
/** Status line, headers (lower-case names) and body of an answer. */
function parse(answer: string) {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const [status = "", ...lines] = head.split("\r\n");
  const headers = new Map(
    lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
  );
  return { status, headers, body };
}
const advance = (ms: number) => running.sandbox.clock.advance(ms);
/** The storm e-mails to `to` about account `name`. */
const outboxOf = (to: string, name: string) =>
  running.sandbox.db
    .prepare(
      "SELECT text FROM outbox WHERE recipient = ? AND purpose = 'refusalStorm' AND instr(text, ?) > 0 ORDER BY id",
    )
    .all(to, name) as { text: string }[];
const stormMessages = (name: string) =>
  running.sandbox.db
    .prepare("SELECT title_en, content_json FROM messages WHERE dedupe_key LIKE ? ORDER BY id")
    .all(`refusalStorm:${name}:%`) as { title_en: string; content_json: string }[];

describe("status lines: each refusal says why", () => {
  it("403 with the reason phrase and a one-line body, as HTTP/1.0 (v1) and HTTP/1.1 (v2)", async () => {
    const d = account("disabled");
    const v1 = parse(await raw(request("RTCM33GRC", d.name, d.password, 1)));
    expect(v1.status).toBe("HTTP/1.0 403 Account disabled");
    expect(v1.body).toBe("403 Account disabled: account disabled\r\n");
    expect(v1.headers.has("www-authenticate")).toBe(false);
    const e = account("ended");
    const v2 = parse(await raw(request("RTCM33GRC", e.name, e.password, 2)));
    expect(v2.status).toBe("HTTP/1.1 403 Service ended");
    expect(v2.headers.get("ntrip-version")).toBe("Ntrip/2.0");
    expect(v2.body).toBe("403 Service ended: service ended\r\n");
  });

  it("401 keeps its standard phrase and the Basic challenge; a v2 unknown mount point is 404 with its phrase", async () => {
    const a = account("inService");
    const bad = parse(await raw(request("RTCM33GRC", a.name, "wrong", 2)));
    expect(bad.status).toBe("HTTP/1.1 401 Unauthorized");
    expect(bad.headers.get("www-authenticate")).toBe('Basic realm="RTCM33GRC"');
    const nope = parse(await raw(request("NOPE", a.name, a.password, 2)));
    expect(nope.status).toBe(`HTTP/1.1 404 ${NTRIP_REFUSALS.wrong_mount_point.phrase}`);
    expect(nope.body).toBe("404 Mount point not found: mount point NOPE not found\r\n");
    // NTRIP 1.0 keeps answering an unknown mount point with the sourcetable.
    expect(parse(await raw(request("NOPE", a.name, a.password, 1))).status).toBe("SOURCETABLE 200 OK");
  });

  it("a reconnect storm: the attempt over the limit gets 429 with a Retry-After, and gets in after it", async () => {
    const a = account("inService");
    for (let i = 0; i < RECONNECT_STORM.attempts; i++)
      expect(parse(await raw(request("RTCM33GRC", a.name, "wrong", 1))).status).toBe(
        "HTTP/1.0 401 Unauthorized",
      );
    const storm = parse(await raw(request("RTCM33GRC", a.name, a.password, 1)));
    expect(storm.status).toBe("HTTP/1.0 429 Too many reconnects");
    const wait = Number(storm.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RECONNECT_STORM.windowS);
    expect(storm.body).toMatch(new RegExp(`^429 Too many reconnects: .*; retry after ${wait} s\\r\\n$`));
    advance(wait * 1000);
    const c = await ntripConnect({
      host: "127.0.0.1",
      port: running.ntripPort as number,
      mount: "RTCM33GRC",
      user: a.name,
      password: a.password,
    });
    expect(c.statusLine).toBe("ICY 200 OK");
    await c.close();
  });
});

describe("the connection log and the webhooks", () => {
  it("logs accepted (with duration), refused and degraded attempts with reason, User-Agent and version; webhooks verify", async () => {
    const a = account("inService");
    const c = await ntripConnect({
      host: "127.0.0.1",
      port: running.ntripPort as number,
      mount: "RTCM33GRC",
      user: a.name,
      password: a.password,
      version: 2,
      agent: "LogRover/3.0",
    });
    expect(c.streaming).toBe(true);
    // No GGA on a network mount point: degraded at the first tick after NO_GGA_AFTER_S.
    advance(NO_GGA_AFTER_S * 1000 + 1000);
    const degraded = await vi.waitFor(
      () => {
        const r = received.find((x) => JSON.parse(x.body).type === "ntrip.session.degraded");
        if (!r) throw new Error("no degraded webhook yet");
        return r;
      },
      { timeout: 8_000, interval: 50 },
    );
    advance(60_000);
    await c.close();
    await raw(request("RTCM33GRC", a.name, "wrong", 1));
    const log = await vi.waitFor(
      async () => {
        const l = await client.fault.connections(a.name);
        if (l.total < 3) throw new Error(`${l.total} entries`);
        return l;
      },
      { timeout: 8_000, interval: 50 },
    );
    expect(log.total).toBe(3);
    const [refused, second, third] = log.list;
    expect(refused).toMatchObject({
      outcome: "refused",
      reason: "bad_credentials",
      ip: "127.0.0.1",
      userAgent: "NTRIP TestRover/2.1",
      mountPoint: "RTCM33GRC",
      ntripVersion: 1,
      durationS: null,
    });
    // The degradation came after the login: newest first, it is before the session.
    expect(second).toMatchObject({ outcome: "degraded", reason: "no_gga", ntripVersion: 2, durationS: null });
    expect(third).toMatchObject({
      outcome: "accepted",
      reason: null,
      userAgent: "NTRIP LogRover/3.0",
      mountPoint: "RTCM33GRC",
      ntripVersion: 2,
    });
    expect(third!.durationS).toBeGreaterThanOrEqual(NO_GGA_AFTER_S + 61);
    const wh = new Webhook(secret);
    expect(wh.verify(degraded.body, degraded.headers)).toMatchObject({
      type: "ntrip.session.degraded",
      data: { accountName: a.name, mountPoint: "RTCM33GRC", reason: "no_gga", sessionId: expect.any(Number) },
    });
    const refusedHook = await vi.waitFor(
      () => {
        const r = received.find(
          (x) =>
            JSON.parse(x.body).type === "ntrip.connection.refused" &&
            JSON.parse(x.body).data.accountName === a.name,
        );
        if (!r) throw new Error("no refused webhook yet");
        return r;
      },
      { timeout: 8_000, interval: 50 },
    );
    expect(wh.verify(refusedHook.body, refusedHook.headers)).toMatchObject({
      type: "ntrip.connection.refused",
      data: {
        accountName: a.name,
        mountPoint: "RTCM33GRC",
        reason: "bad_credentials",
        status: 401,
        ip: "127.0.0.1",
        userAgent: "NTRIP TestRover/2.1",
      },
    });
  });

  it("refuses a bad range and an unknown account with the fault calls' messages", async () => {
    await expect(client.fault.connections("no-such-account-here")).rejects.toBeInstanceOf(NotFoundError);
    const e = await client.fault
      .connections(account("inService").name, 1, 20, { startTime: Date.now() - 40 * 86_400_000 })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).message).toContain(messages["zh-CN"][L.faultWindow]!);
  });
});

describe("the storm warning", () => {
  it("one in-app message and one e-mail per account per hour, with the reason, fix and back-off", async () => {
    const a = account("disabled");
    const owner = (
      running.sandbox.db
        .prepare(
          "SELECT email FROM users WHERE customer_id = (SELECT customer_id FROM service_accounts WHERE id = ?) AND account_type = 1",
        )
        .get(a.id) as { email: string }
    ).email;
    expect(owner).toBeTruthy();
    const burst = async (n: number) => {
      for (let i = 0; i < n; i++) {
        await raw(request("RTCM33GRC", a.name, a.password, 1));
        advance(1000);
      }
    };
    await burst(REFUSAL_STORM_WARNING.refusals - 1);
    expect(stormMessages(a.name)).toHaveLength(0);
    await burst(1);
    expect(stormMessages(a.name)).toHaveLength(1);
    const before = outboxOf(owner, a.name).length;
    expect(before).toBe(1);
    // Still refused, still a storm: no second warning within the hour.
    await burst(REFUSAL_STORM_WARNING.refusals * 2);
    expect(stormMessages(a.name)).toHaveLength(1);
    expect(outboxOf(owner, a.name)).toHaveLength(1);
    const [mail] = outboxOf(owner, a.name);
    expect(mail!.text).toContain(a.name);
    expect(mail!.text).toContain("Account disabled");
    expect(mail!.text).toContain("Enable the account in the account list");
    expect(mail!.text).toContain(`wait ${NTRIP_REFUSALS.disabled.backoff.firstS} s`);
    expect(mail!.text).toContain("账号已停用");
    expect(stormMessages(a.name)[0]!.title_en).toBe(`Connections of account ${a.name} keep being refused`);
    // An hour after the warning, a new storm warns again.
    advance(REFUSAL_STORM_WARNING.everyMin * 60_000);
    await burst(REFUSAL_STORM_WARNING.refusals);
    expect(stormMessages(a.name)).toHaveLength(2);
    expect(outboxOf(owner, a.name)).toHaveLength(2);
  });
});
