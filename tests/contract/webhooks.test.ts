// Contract of signed webhooks (an addition to the spec's API under {push}/webhook;
// docs/webhooks.md): every call through the SDK's `webhooks` resource against the in-process
// sandbox, with a real local HTTP receiver: the secret answered once and rotatable, deliveries
// whose Standard Webhooks signature verifies with the `standardwebhooks` library, retries with
// backoff logged attempt by attempt then success, failure after the last attempt, redeliver
// with the same webhook-id, the event-type filter and disabled endpoints, the customer scope,
// hostile input refused with an L-code and nothing stored, the event stream, and the domain
// events published from their sources (a disable, an activation, a used-up pool).
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, type FixcloudClient, NotFoundError, type WebhookDelivery, messages } from "@fixcloud/sdk";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BASE, createHarness } from "./harness.js";

// The Standard Webhooks schedule (0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) × 1e-5: all eight
// attempts within about a second.
const h = createHarness({ webhookRetryScale: 0.00001 });

/** What the receiver got: headers and the exact body. */
interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver answering each request with the next status of `plan` (then 200). */
let received: Received[] = [];
let plan: number[] = [];
let server: Server;
let url: string;

let demo: FixcloudClient;
let other: FixcloudClient;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.statusCode = plan.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  demo = (await h.signIn()).client;
  other = (await h.signIn("newco")).client;
});
afterAll(async () => {
  h.sandbox.close();
  await new Promise((r) => server.close(r));
});
beforeEach(async () => {
  for (const e of await demo.webhooks.list()) await demo.webhooks.remove(e.id);
  received = [];
  plan = [];
});

const zh = messages["zh-CN"];
const refused = async (p: Promise<unknown>) => {
  const e = await p.catch((x: unknown) => x);
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
};
/** The newest delivery of an endpoint once `done` says it has settled. */
async function settled(endpointId: string, done: (d: WebhookDelivery) => boolean): Promise<WebhookDelivery> {
  return vi.waitFor(
    async () => {
      const d = (await demo.webhooks.deliveries({ endpointId, pageSize: 1 })).list[0];
      if (!d || !done(d)) throw new Error(`not yet: ${d?.status} after ${d?.attempts.length} attempts`);
      return d;
    },
    { timeout: 10_000, interval: 20 },
  );
}
const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, {
    "webhook-id": r.headers["webhook-id"]!,
    "webhook-timestamp": r.headers["webhook-timestamp"]!,
    "webhook-signature": r.headers["webhook-signature"]!,
  });

describe("webhook endpoints", () => {
  it("registers an endpoint, answers its secret once, edits, rotates and removes it", async () => {
    const { endpoint, secret } = await demo.webhooks.create({
      url: ` ${url} `,
      description: " 构建服务器 ",
      eventTypes: ["batch.finished"],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint).toMatchObject({
      id: expect.stringMatching(/^ep_/),
      url,
      description: "构建服务器",
      eventTypes: ["batch.finished"],
      enabled: true,
      secretHint: `whsec_…${secret.slice(-4)}`,
    });
    const listed = await demo.webhooks.list();
    expect(listed).toEqual([endpoint]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const edited = await demo.webhooks.update({ id: endpoint.id, enabled: false, eventTypes: [] });
    expect(edited).toMatchObject({ enabled: false, eventTypes: [], url, description: "构建服务器" });

    const rotated = await demo.webhooks.rotateSecret(endpoint.id);
    expect(rotated).not.toBe(secret);
    expect((await demo.webhooks.list())[0]!.secretHint).toBe(`whsec_…${rotated.slice(-4)}`);

    await demo.webhooks.remove(endpoint.id);
    expect(await demo.webhooks.list()).toEqual([]);
    await expect(demo.webhooks.remove(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses hostile or bad values with the rule's L-code and stores nothing", async () => {
    const cases: [Parameters<FixcloudClient["webhooks"]["create"]>[0], string][] = [
      [{ url: "javascript:alert(1)" }, "L000762"],
      [{ url: "file:///etc/passwd" }, "L000762"],
      [{ url: 'https://e.com/"><script>alert(1)</script>' }, "L000762"],
      [{ url: "https://user:pw@e.com/" }, "L000762"],
      [{ url: "" }, "L000760"],
      [{ url: `https://e.com/${"a".repeat(500)}` }, "L000761"],
      [{ url, description: "<img src=x onerror=alert(1)>" }, "L000764"],
      [{ url, description: "描".repeat(51) }, "L000763"],
      [{ url, eventTypes: ["batch.finished", "everything"] }, "L000765"],
    ];
    for (const [params, code] of cases) {
      const e = await refused(demo.webhooks.create(params));
      expect(e.code, code).toBe(400);
      expect(e.message, code).toBe(zh[code]);
    }
    const { endpoint } = await demo.webhooks.create({ url });
    expect((await refused(demo.webhooks.update({ id: endpoint.id, url: "ftp://x.y" }))).message).toBe(
      zh.L000762,
    );
    expect(await demo.webhooks.list()).toEqual([endpoint]);
  });

  it("keeps each customer to its own endpoints and deliveries", async () => {
    const { endpoint } = await demo.webhooks.create({ url });
    await demo.webhooks.trigger("batch.finished");
    const d = await settled(endpoint.id, (x) => x.status === "succeeded");
    expect(await other.webhooks.list()).toEqual([]);
    expect((await other.webhooks.deliveries()).total).toBe(0);
    for (const call of [
      other.webhooks.update({ id: endpoint.id, enabled: false }),
      other.webhooks.remove(endpoint.id),
      other.webhooks.rotateSecret(endpoint.id),
      other.webhooks.redeliver(d.id),
    ])
      await expect(call).rejects.toBeInstanceOf(NotFoundError);
    expect((await demo.webhooks.list())[0]!.enabled).toBe(true);
  });
});

describe("webhook deliveries", () => {
  it("delivers a signed body that the standardwebhooks library verifies, and not with another secret", async () => {
    const { endpoint, secret } = await demo.webhooks.create({ url });
    const eventId = await demo.webhooks.trigger("batch.finished");
    expect(eventId).toMatch(/^evt_/);
    const d = await settled(endpoint.id, (x) => x.status === "succeeded");
    expect(received).toHaveLength(1);
    const r = received[0]!;
    expect(r.headers["webhook-id"]).toBe(d.id);
    expect(r.headers["content-type"]).toBe("application/json");
    expect(verify(secret, r)).toMatchObject({
      type: "batch.finished",
      data: { sample: true, customerId: expect.any(String) },
    });
    expect(JSON.parse(r.body)).toEqual(d.payload);
    expect(d.attempts).toEqual([
      { attempt: 1, time: expect.any(String), statusCode: 200, durationMs: expect.any(Number), error: null },
    ]);
    const { secret: wrong } = await demo.webhooks.create({ url: `${url}?2` });
    expect(() => verify(wrong, r)).toThrow();
  });

  it("retries a failing receiver on the backoff schedule, logging each attempt, until it answers 2xx", async () => {
    const { endpoint } = await demo.webhooks.create({ url });
    plan = [500, 503];
    await demo.webhooks.trigger("ticket.answered");
    const d = await settled(endpoint.id, (x) => x.status !== "pending");
    expect(d.status).toBe("succeeded");
    expect(d.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, "HTTP 500"],
      [2, 503, "HTTP 503"],
      [3, 200, null],
    ]);
    expect(d.nextAttemptTime).toBeNull();
    // One message id across the retries: a receiver can deduplicate on it.
    expect(new Set(received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([d.id]));
  });

  it("fails after the eighth attempt, then a redelivery sends the same message again", async () => {
    const { endpoint, secret } = await demo.webhooks.create({ url });
    plan = Array(8).fill(500);
    await demo.webhooks.trigger("pool.exhausted");
    const d = await settled(endpoint.id, (x) => x.status !== "pending");
    expect(d.status).toBe("failed");
    expect(d.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(d.nextAttemptTime).toBeNull();
    expect(received).toHaveLength(8);

    const again = await demo.webhooks.redeliver(d.id);
    expect(again).toMatchObject({ id: d.id, status: "succeeded" });
    expect(again.attempts).toHaveLength(9);
    expect(again.attempts[8]).toMatchObject({ attempt: 9, statusCode: 200, error: null });
    const last = received.at(-1)!;
    expect(last.headers["webhook-id"]).toBe(d.id);
    expect(verify(secret, last)).toMatchObject({ type: "pool.exhausted" });
  });

  it("logs a network error and a refused connection as an attempt without a status code", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const { endpoint } = await demo.webhooks.create({ url: `http://127.0.0.1:${port}/gone` });
    await demo.webhooks.trigger("rover.connected");
    const d = await settled(endpoint.id, (x) => x.attempts.length >= 2);
    expect(d.attempts[0]).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/ECONNREFUSED|fetch failed/),
    });
  });

  it("sends an endpoint only the event types it takes, and nothing to a disabled one", async () => {
    const tickets = await demo.webhooks.create({ url: `${url}?tickets`, eventTypes: ["ticket.answered"] });
    const off = await demo.webhooks.create({ url: `${url}?off` });
    await demo.webhooks.update({ id: off.endpoint.id, enabled: false });
    const all = await demo.webhooks.create({ url: `${url}?all` });
    await demo.webhooks.trigger("batch.finished");
    await demo.webhooks.trigger("ticket.answered");
    await settled(all.endpoint.id, (x) => x.eventType === "ticket.answered" && x.status === "succeeded");
    await settled(tickets.endpoint.id, (x) => x.status === "succeeded");
    const byEndpoint = async (id: string) =>
      (await demo.webhooks.deliveries({ endpointId: id, pageSize: 100 })).list.map((d) => d.eventType);
    expect(await byEndpoint(tickets.endpoint.id)).toEqual(["ticket.answered"]);
    expect(await byEndpoint(all.endpoint.id)).toEqual(["ticket.answered", "batch.finished"]);
    expect(await byEndpoint(off.endpoint.id)).toEqual([]);
    const filtered = await demo.webhooks.deliveries({
      eventType: "ticket.answered",
      status: "succeeded",
      pageSize: 100,
    });
    expect(filtered.list.every((d) => d.eventType === "ticket.answered")).toBe(true);
    // Two deliveries to ?all, one to ?tickets, none to ?off.
    expect(received).toHaveLength(3);
  });

  it("signs with the rotated secret from the next delivery on: the old one stops at once", async () => {
    const { endpoint, secret } = await demo.webhooks.create({ url });
    const fresh = await demo.webhooks.rotateSecret(endpoint.id);
    await demo.webhooks.trigger("certification.reviewed");
    await settled(endpoint.id, (x) => x.status === "succeeded");
    const r = received[0]!;
    expect(verify(fresh, r)).toMatchObject({ type: "certification.reviewed" });
    expect(() => verify(secret, r)).toThrow();
  });

  it("refuses an unknown event type for a trigger with L000765", async () => {
    const e = await refused(demo.webhooks.trigger("account.exploded"));
    expect(e.message).toBe(zh.L000765);
  });
});

describe("events from their sources", () => {
  it("a disable batch delivers account.disabled and batch.finished once each", async () => {
    const { endpoint, secret } = await demo.webhooks.create({
      url,
      eventTypes: ["account.disabled", "batch.finished"],
    });
    const ids = (
      await demo.accounts.list({ selectType: 1, disableState: 1, pageNo: 1, pageSize: 2 })
    ).list.map((a) => a.id);
    await demo.accounts.batches.wait(await demo.accounts.disable({ selectType: 1, ids }), { intervalMs: 5 });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5_000 });
    const bodies = received.map((r) => verify(secret, r) as { type: string; data: Record<string, unknown> });
    const disabled = bodies.find((b) => b.type === "account.disabled")!;
    expect(disabled.data).toMatchObject({ total: 2, accounts: expect.any(Array) });
    expect((disabled.data.accounts as unknown[]).length).toBe(2);
    expect(bodies.filter((b) => b.type === "batch.finished")).toHaveLength(1);
    await demo.accounts.batches.wait(await demo.accounts.enable({ selectType: 1, ids }), { intervalMs: 5 });
    await settled(endpoint.id, (x) => x.eventType === "batch.finished" && x.status === "succeeded");
  });

  it("activating pending accounts delivers account.activated with their names", async () => {
    const { secret } = await demo.webhooks.create({ url, eventTypes: ["account.activated"] });
    const pending = (
      await demo.accounts.list({ selectType: 1, serviceState: 1, disableState: 1, pageNo: 1, pageSize: 1 })
    ).list;
    expect(pending).toHaveLength(1);
    await demo.accounts.batches.wait(await demo.accounts.activate({ selectType: 1, ids: [pending[0]!.id] }), {
      intervalMs: 5,
    });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5_000 });
    expect(verify(secret, received[0]!)).toMatchObject({
      type: "account.activated",
      data: { via: "batch", total: 1, accounts: [{ accountName: pending[0]!.accountName }] },
    });
  });
});

describe("the event stream", () => {
  it("opens with a signing secret, then carries each event signed with it; refuses without a session", async () => {
    const anonymous = await h.sandbox.fetch(new Request(`${BASE}/api/push/webhook/stream`));
    expect(((await anonymous.json()) as { code: number }).code).toBe(401);

    const { session } = await h.signIn();
    const controller = new AbortController();
    const res = await h.sandbox.fetch(
      new Request(`${BASE}/api/push/webhook/stream`, {
        headers: { token: session.token },
        signal: controller.signal,
      }),
    );
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    const nextEvent = async (): Promise<{ event: string; data: string }> => {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) return { event, data };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += value;
      }
    };
    const ready = await nextEvent();
    expect(ready.event).toBe("ready");
    const { secret } = JSON.parse(ready.data) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    await demo.webhooks.trigger("rover.first_fix");
    const msg = await nextEvent();
    expect(msg.event).toBe("webhook");
    const m = JSON.parse(msg.data) as {
      id: string;
      timestamp: string;
      type: string;
      body: string;
      signature: string;
    };
    expect(m.type).toBe("rover.first_fix");
    expect(
      new Webhook(secret).verify(m.body, {
        "webhook-id": m.id,
        "webhook-timestamp": m.timestamp,
        "webhook-signature": m.signature,
      }),
    ).toMatchObject({ type: "rover.first_fix", data: { sample: true } });
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });
});

describe("a restart", () => {
  it("re-schedules the retries a previous run left pending, from the table", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dataDir = mkdtempSync(join(tmpdir(), "fixcloud-webhooks-"));
    try {
      // The real schedule: the second attempt is due 5 s after the first.
      const first = createHarness({ memory: false, dataDir, now: () => Date.now() });
      const c1 = (await first.signIn()).client;
      const { endpoint } = await c1.webhooks.create({ url });
      plan = [500];
      await c1.webhooks.trigger("account.disabled");
      const pending = await vi.waitFor(
        async () => {
          const d = (await c1.webhooks.deliveries({ endpointId: endpoint.id })).list[0];
          if (d?.attempts.length !== 1) throw new Error("no attempt yet");
          return d;
        },
        { timeout: 5_000, interval: 20 },
      );
      expect(pending).toMatchObject({ status: "pending", nextAttemptTime: expect.any(String) });
      first.sandbox.close();

      // Started again a minute later: the retry is due and is made at once.
      const second = createHarness({ memory: false, dataDir, now: () => Date.now() + 60_000 });
      try {
        const c2 = (await second.signIn()).client;
        const done = await vi.waitFor(
          async () => {
            const d = (await c2.webhooks.deliveries({ endpointId: endpoint.id })).list[0]!;
            if (d.status === "pending") throw new Error("still pending");
            return d;
          },
          { timeout: 5_000, interval: 20 },
        );
        expect(done.id).toBe(pending.id);
        expect(done.attempts.map((a) => a.statusCode)).toEqual([500, 200]);
      } finally {
        second.sandbox.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
