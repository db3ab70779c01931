// The first route's calls (overview, notices, messages) carry their response schemas lazily
// (catalogue/shared/lazy.ts, first-route budget): the answers are still checked, and
// the definitions the sandbox and OpenAPI read are the same calls with their schemas.
import { describe, expect, it } from "vitest";
import { createClient } from "../src/client.js";
import { messagesCalls } from "../src/catalogue/messages/calls.js";
import { messagesEndpoints } from "../src/catalogue/messages/endpoints.js";
import { noticesCalls } from "../src/catalogue/notices/calls.js";
import { noticesEndpoints } from "../src/catalogue/notices/endpoints.js";
import * as noticeSchemas from "../src/catalogue/notices/schemas.js";
import { overviewCalls } from "../src/catalogue/overview/calls.js";
import { overviewEndpoints } from "../src/catalogue/overview/endpoints.js";
import { ApiError, ResponseShapeError } from "../src/core/errors.js";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const clientAnswering = (body: unknown) =>
  createClient({ baseURL: "http://sandbox.test", fetch: (async () => json(body)) as typeof fetch });

describe("lazily checked answers", () => {
  it("a wrong answer of a first-route call is refused as before", async () => {
    const c = clientAnswering({ code: 200, message: "", data: { onlineCount: "many", totalCount: 3 } });
    const err = await c.overview.counts().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as Error).message).toMatch(
      /^overview\.getAccOnlineCountAndTotalCount: unexpected answer: .+ \(at onlineCount\)$/,
    );
    const notices = clientAnswering({ code: 200, data: { total: 1, records: [{ noticeId: 1 }] } });
    await expect(notices.notices.list({ pageNum: 1, pageSize: 10 })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
    const count = clientAnswering({ code: 200, data: -1 });
    await expect(count.messages.unreadCount()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it("a right answer is returned parsed (extra fields dropped)", async () => {
    const c = clientAnswering({ code: 200, data: { onlineCount: 4, totalCount: 9, extra: true } });
    await expect(c.overview.counts()).resolves.toEqual({ onlineCount: 4, totalCount: 9 });
    await expect(clientAnswering({ code: 200, data: 3 }).messages.unreadCount()).resolves.toBe(3);
  });

  it("validate: false skips the check, the envelope is still checked", async () => {
    const c = clientAnswering({ code: 200, data: { onlineCount: "many" } });
    await expect(c.overview.counts({ validate: false })).resolves.toEqual({ onlineCount: "many" });
    for (const body of [{ code: "200", data: 1 }, [1], null, { code: 200, message: 5 }]) {
      const err = await clientAnswering(body)
        .overview.counts()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).httpStatus).toBe(502);
    }
  });
});

describe("one description per call", () => {
  it("the loaded definitions are the lazy ones with the schemas they name", async () => {
    for (const [lazy, loaded] of [
      [overviewCalls, overviewEndpoints],
      [noticesCalls, noticesEndpoints],
      [messagesCalls, messagesEndpoints],
    ] as const) {
      expect(Object.keys(loaded)).toEqual(Object.keys(lazy));
      for (const [key, def] of Object.entries(lazy)) {
        const full = (loaded as Record<string, { path: string; name: string; response: unknown }>)[key];
        expect(full).toMatchObject({ name: def.name, path: def.path, method: def.method, kind: def.kind });
        expect(await def.response()).toBe(full?.response);
      }
    }
    expect(noticesEndpoints.getNoticeList.request).toBe(noticeSchemas.NoticeListRequest);
    expect(messagesEndpoints.queryUnReadCount.path).toBe("/api/push/msg/queryUnReadCount");
  });
});
