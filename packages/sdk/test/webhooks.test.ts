// Webhooks in the SDK (docs/webhooks.md): the rule functions the console form, the
// CLI and the sandbox share (hidden vectors call them), the catalogue's paths under
// {push}/webhook, the schemas of a delivery, and the resource trimming what it sends.
import { describe, expect, it } from "vitest";
import { endpoints } from "../src/catalogue/endpoints.js";
import { messages } from "../src/catalogue/labels.js";
import { webhooks as rules, WEBHOOK_CODES } from "../src/catalogue/webhooks/rules.js";
import {
  WEBHOOK_EVENT_TYPES,
  WebhookDelivery,
  WebhookDeliveryListRequest,
} from "../src/catalogue/webhooks/schemas.js";
import { Transport } from "../src/core/transport.js";
import { Webhooks } from "../src/resources/webhooks.js";

describe("webhook rules", () => {
  it("url: required, ≤ 500 characters, an absolute http(s) URL without user info or markup", () => {
    expect(rules.url("")).toBe("L000760");
    expect(rules.url("   ")).toBe("L000760");
    expect(rules.url(undefined)).toBe("L000760");
    expect(rules.url(" https://hooks.example.com/fixcloud ")).toBeNull();
    expect(rules.url("http://127.0.0.1:3000/hook")).toBeNull();
    expect(rules.url("http://localhost/hook?x=1")).toBeNull();
    expect(rules.url(`https://e.com/${"a".repeat(487)}`)).toBe("L000761");
    expect(rules.url(`https://e.com/${"a".repeat(486)}`)).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.com/x",
      "example.com/hook",
      "https://",
      "https://exa mple.com",
      "https://user:pw@example.com/",
      'https://e.com/"><script>alert(1)</script>',
      "https://e.com/\u0000x",
      "file:///etc/passwd",
    ])
      expect(rules.url(bad), bad).toBe("L000762");
  });

  it("description: optional, ≤ 50 characters, no markup or control characters", () => {
    expect(rules.description("")).toBeNull();
    expect(rules.description(null)).toBeNull();
    expect(rules.description("构建服务器 CI")).toBeNull();
    expect(rules.description("描".repeat(50))).toBeNull();
    expect(rules.description("描".repeat(51))).toBe("L000763");
    expect(rules.description("<img src=x onerror=alert(1)>")).toBe("L000764");
    expect(rules.description("a\u0007b")).toBe("L000764");
  });

  it("event types: the twelve of the enum; empty means all; count refused at 200", () => {
    expect(WEBHOOK_EVENT_TYPES).toHaveLength(12);
    expect(WEBHOOK_EVENT_TYPES).toContain("ntrip.connection.refused");
    expect(WEBHOOK_EVENT_TYPES).toContain("ntrip.session.degraded");
    expect(rules.eventTypes([])).toBeNull();
    expect(rules.eventTypes(["batch.finished", "rover.first_fix"])).toBeNull();
    expect(rules.eventTypes(["batch.finished", "batch.started"])).toBe("L000765");
    expect(rules.eventType("account.disabled")).toBeNull();
    expect(rules.eventType("nope")).toBe("L000765");
    expect(rules.count(199)).toBeNull();
    expect(rules.count(200)).toBe("L000766");
  });

  it("every code and event type has a message in both languages", () => {
    for (const code of Object.values(WEBHOOK_CODES))
      for (const lang of ["zh-CN", "en"] as const) expect(messages[lang][code], code).toBeTruthy();
    for (const t of WEBHOOK_EVENT_TYPES)
      for (const lang of ["zh-CN", "en"] as const)
        expect(messages[lang][`webhookEventType.${t}`], t).toBeTruthy();
  });
});

describe("webhook catalogue", () => {
  it("serves every call under /api/push/webhook as a project addition", () => {
    expect(endpoints["webhooks.createEndpoint"].path).toBe("/api/push/webhook/createEndpoint");
    expect(endpoints["webhooks.listDeliveries"].path).toBe("/api/push/webhook/listDeliveries");
    expect(endpoints["webhooks.triggerEvent"].specPath).toMatch(/^\(project addition/);
  });

  it("reads a delivery with its attempts, and refuses an unknown status filter", () => {
    const d = WebhookDelivery.parse({
      id: "msg_1",
      endpointId: "ep_1",
      url: "http://127.0.0.1/h",
      eventType: "batch.finished",
      status: "failed",
      attempts: [
        { attempt: 1, time: "2026-01-01 00:00:00", statusCode: null, durationMs: 3, error: "ECONNREFUSED" },
      ],
      nextAttemptTime: null,
      createTime: "2026-01-01 00:00:00",
      payload: {
        type: "batch.finished",
        timestamp: "2026-01-01T00:00:00Z",
        data: { customerId: "1", jobId: "j" },
      },
    });
    expect(d.payload.data.jobId).toBe("j");
    expect(WebhookDeliveryListRequest.safeParse({ status: "done" }).success).toBe(false);
    expect(WebhookDeliveryListRequest.parse({ status: "" })).toEqual({ pageNo: 1, pageSize: 10 });
  });
});

describe("the Webhooks resource", () => {
  it("sends the URL and description trimmed and answers the one-time secret", async () => {
    const sent: unknown[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const endpoint = {
        id: "ep_1",
        url: "https://e.com/h",
        description: "ci",
        eventTypes: [],
        enabled: true,
        createTime: "2026-01-01 00:00:00",
        secretHint: "whsec_…abcd",
      };
      return new Response(
        JSON.stringify({ code: 200, message: "ok", data: { endpoint, secret: "whsec_x" } }),
        {
          headers: { "content-type": "application/json" },
        },
      );
    }) as unknown as typeof globalThis.fetch;
    const hooks = new Webhooks(new Transport({ baseURL: "http://x.test", fetch }));
    const created = await hooks.create({ url: "  https://e.com/h ", description: " ci " });
    expect(created.secret).toBe("whsec_x");
    expect(sent[0]).toEqual({ url: "https://e.com/h", description: "ci", eventTypes: [] });
  });
});
