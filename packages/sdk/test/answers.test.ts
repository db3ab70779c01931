// The transport checks every answer against its call's schema (part1 §7): a wrong answer is
// refused naming the field, a right one comes back parsed, `validate: false` skips the check.
import { describe, expect, it } from "vitest";
import { createClient } from "../src/client.js";
import { ApiError, ResponseShapeError } from "../src/core/errors.js";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const clientAnswering = (body: unknown) =>
  createClient({ baseURL: "http://sandbox.test", fetch: (async () => json(body)) as typeof fetch });

describe("checked answers", () => {
  it("a wrong answer is refused, naming the field", async () => {
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
