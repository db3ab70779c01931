// `fixcloud listen` and `fixcloud trigger`
// through the CLI in process (./harness.ts) as a developer runs them: listen prints the
// stream's secret once,
// forwards each event's exact body and Standard Webhooks headers to a local app whose
// `standardwebhooks` check passes with that secret, prints "→ type id ← status (ms)", stops on
// Ctrl+C with exit 0; a tampered message is reported and not forwarded; a lost stream is one
// line and exit 5; bad flags are exit 2 before any call. trigger publishes a sample event and
// refuses an unknown type with the list (exit 2).
import { type IncomingHttpHeaders, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Result, cli as run, start } from "./harness.js";
import { type SignedIn, signedInSandbox } from "./signed-in.js";

let session: SignedIn;
beforeAll(async () => {
  session = await signedInSandbox("fixcloud-listen-");
});
afterAll(() => session?.close());

const cli = (args: string[], env: Record<string, string> = {}): Promise<Result> =>
  run(args, { configDir: session.dir, env: { ...session.env, ...env } });

/** A local app that records what it receives and answers 200; `received(n)` resolves once it has n requests. */
async function localApp(): Promise<{
  url: string;
  got: { headers: IncomingHttpHeaders; body: string }[];
  received(n: number): Promise<void>;
  close(): Promise<void>;
}> {
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  let waiting: { n: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.end("ok");
      for (const w of waiting.filter((w) => got.length >= w.n)) w.resolve();
      waiting = waiting.filter((w) => got.length < w.n);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    received: (n) =>
      got.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ n, resolve })),
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe("fixcloud listen", () => {
  it("forwards each event as received, signed with the secret it printed, and stops on Ctrl+C", async () => {
    const app = await localApp();
    const listening = start(
      ["listen", "--forward-to", app.url, "--events", "batch.finished,ticket.answered"],
      {
        configDir: session.dir,
        env: session.env,
      },
    );
    try {
      const ready = await listening.stderr.until(/Ready!/);
      const secret = /whsec_[A-Za-z0-9+/=]+/.exec(ready)?.[0];
      expect(secret).toBeDefined();
      // Printed once, on stderr; never on stdout.
      expect(listening.stderr.text.split(secret!).length).toBe(2);
      await session.client.webhooks.trigger("rover.connected"); // filtered out
      await session.client.webhooks.trigger("batch.finished");
      const out = await listening.stdout.until(/← 200 \(\d+ ms\)/);
      expect(out.trim()).toMatch(/^→ batch\.finished msg_\S+ ← 200 \(\d+ ms\)$/);
      expect(app.got).toHaveLength(1);
      const [hit] = app.got;
      const payload = new Webhook(secret!).verify(hit!.body, {
        "webhook-id": String(hit!.headers["webhook-id"]),
        "webhook-timestamp": String(hit!.headers["webhook-timestamp"]),
        "webhook-signature": String(hit!.headers["webhook-signature"]),
      });
      expect(payload).toMatchObject({ type: "batch.finished", data: { sample: true } });
      expect(listening.stdout.text).not.toContain(secret!);
      // Ctrl+C: the command owns SIGINT while it listens.
      process.emit("SIGINT");
      expect((await listening.done).code).toBe(130);
    } finally {
      await app.close();
    }
  });

  it("reports a message whose signature does not verify and forwards nothing; a lost stream exits 5", async () => {
    const app = await localApp();
    const secret = `whsec_${Buffer.alloc(24, 7).toString("base64")}`;
    const body = JSON.stringify({
      type: "batch.finished",
      timestamp: new Date().toISOString(),
      data: { customerId: "1" },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = new Webhook(secret).sign("msg_1", new Date(Number(timestamp) * 1000), body);
    const tampered = body.replace('"1"', '"2"');
    // A stream that sends its secret, one tampered and one genuine message, then closes.
    const fake: Server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(`event: ready\ndata: ${JSON.stringify({ secret })}\n\n`);
      const msg = (id: string, b: string) =>
        `event: webhook\ndata: ${JSON.stringify({ id, timestamp, type: "batch.finished", body: b, signature })}\n\n`;
      res.write(msg("msg_1", tampered));
      res.end(msg("msg_1", body));
    });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    try {
      const r = await cli(["listen", "--forward-to", app.url, "--json"], {
        FIXCLOUD_BASE_URL: base,
        FIXCLOUD_ROLE_CODE: "none",
      });
      expect(r.code, r.stderr).toBe(5);
      expect(r.stderr).toMatch(/✗ batch\.finished msg_1: the signature does not verify/);
      const lines = r.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { verified: boolean; status: number | null });
      expect(lines.map((l) => [l.verified, l.status])).toEqual([
        [false, null],
        [true, 200],
      ]);
      expect(app.got.map((g) => g.body)).toEqual([body]);
      expect(r.stderr.trim().split("\n").at(-1)).toContain(base);
    } finally {
      await new Promise((r) => fake.close(() => r(null)));
      await app.close();
    }
  });

  it("refuses a bad forward URL or an unknown event type before connecting (exit 2)", async () => {
    const dead = { FIXCLOUD_BASE_URL: "http://127.0.0.1:9" };
    const bad = await cli(["listen", "--forward-to", "ftp://x"], dead);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--forward-to must be an http:// or https:// URL");
    const unknown = await cli(["listen", "--events", "batch.finished,nope"], dead);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown event type 'nope'");
  });

  it("without a session answers as every verb does (exit 4)", async () => {
    const r = await cli(["listen"], { FIXCLOUD_TOKEN: "not-a-token", FIXCLOUD_ROLE_CODE: "none" });
    expect(r.code, r.stderr).toBe(4);
  });
});

describe("fixcloud trigger", () => {
  it("publishes a sample event that reaches a registered endpoint", async () => {
    const app = await localApp();
    try {
      const { secret } = await session.client.webhooks.create({
        url: app.url,
        eventTypes: ["pool.exhausted"],
      });
      const r = await cli(["trigger", "pool.exhausted", "--output", "json"]);
      expect(r.code, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout)).toEqual({
        eventId: expect.stringMatching(/^evt_/),
        eventType: "pool.exhausted",
      });
      await app.received(1);
      expect(app.got).toHaveLength(1);
      const hit = app.got[0]!;
      expect(
        new Webhook(secret).verify(hit.body, {
          "webhook-id": String(hit.headers["webhook-id"]),
          "webhook-timestamp": String(hit.headers["webhook-timestamp"]),
          "webhook-signature": String(hit.headers["webhook-signature"]),
        }),
      ).toMatchObject({ type: "pool.exhausted", data: { sample: true } });
      const zh = await cli(["trigger", "ticket.answered", "--lang", "zh-CN", "--output", "table"]);
      expect(zh.stdout).toMatch(/^已触发示例事件 ticket\.answered（工单已回复）：evt_/);
    } finally {
      await app.close();
    }
  });

  it("refuses an unknown event type with the list of types (exit 2), making no call", async () => {
    const r = await cli(["trigger", "batch.exploded"], { FIXCLOUD_BASE_URL: "http://127.0.0.1:9" });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown event type 'batch.exploded'");
    expect(r.stderr).toContain("account.activated, account.expiring");
  });
});
