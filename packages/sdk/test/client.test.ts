import forge from "node-forge";
import { describe, expect, it, vi } from "vitest";
import { createClient } from "../src/client.js";
import {
  ApiError,
  BatchRunningError,
  ConnectionError,
  TimeoutError,
  UploadRowsError,
} from "../src/core/errors.js";
import { listAll } from "../src/core/pagination.js";
import type { Transport } from "../src/core/transport.js";
import { Accounts } from "../src/resources/accounts.js";
import { Notices } from "../src/resources/notices.js";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function clientWith(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, extra = {}) {
  return createClient({ baseURL: "http://sandbox.test/", fetch: fetchImpl as typeof fetch, ...extra });
}

describe("pagination", () => {
  it("listAll walks until total rows are seen", async () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    const calls: number[] = [];
    const out: number[] = [];
    for await (const r of listAll(async (pageNo, size) => {
      calls.push(pageNo);
      return { total: rows.length, list: rows.slice((pageNo - 1) * size, pageNo * size) };
    }, 10))
      out.push(r);
    expect(out).toEqual(rows);
    expect(calls).toEqual([1, 2, 3]);
  });

  it("stops on an exact multiple without an extra call", async () => {
    const calls: number[] = [];
    const out: number[] = [];
    for await (const r of listAll(async (pageNo) => {
      calls.push(pageNo);
      return { total: 20, list: [pageNo * 10, pageNo * 10 + 1].concat(Array(8).fill(0)) };
    }, 10))
      out.push(r);
    expect(calls).toEqual([1, 2]);
    expect(out).toHaveLength(20);
  });

  it("accounts.listAll pages over a fake transport with the filter", async () => {
    const bodies: Record<string, unknown>[] = [];
    const fake = {
      call: vi.fn(async (_def: { name: string }, body: Record<string, unknown>) => {
        bodies.push(body);
        const pageNo = body.pageNo as number;
        const list = pageNo < 3 ? [{ id: `${pageNo}a` }, { id: `${pageNo}b` }] : [{ id: "3a" }];
        return { total: 5, list };
      }),
    };
    const accounts = new Accounts(fake as unknown as Transport);
    const ids: string[] = [];
    for await (const a of accounts.listAll({ selectType: 1, accountName: "ab" }, 2)) ids.push(a.id);
    expect(ids).toEqual(["1a", "1b", "2a", "2b", "3a"]);
    expect(fake.call).toHaveBeenCalledTimes(3);
    expect(bodies[2]).toEqual({ selectType: 1, accountName: "ab", pageNo: 3, pageSize: 2 });
    expect(fake.call.mock.calls[0]![0].name).toBe("accounts.selectAccServList");
  });

  it("notices.listAll maps records pages with pageNum", async () => {
    const fake = {
      call: vi.fn(async (_def: unknown, body: { pageNum: number }) => ({
        total: 3,
        records: body.pageNum === 1 ? [{ noticeId: "1" }, { noticeId: "2" }] : [{ noticeId: "3" }],
      })),
    };
    const ids: string[] = [];
    for await (const n of new Notices(fake as unknown as Transport).listAll({ noticeType: 1 }, 2))
      ids.push(n.noticeId);
    expect(ids).toEqual(["1", "2", "3"]);
    expect(fake.call.mock.calls[1]![1]).toEqual({ noticeType: 1, pageNum: 2, pageSize: 2 });
  });
});

describe("transport error mapping", () => {
  it("sends headers and unwraps data", async () => {
    let seen: RequestInit | undefined;
    let url = "";
    const c = clientWith(
      async (u, init) => {
        url = u;
        seen = init;
        return json({ code: 200, message: "", data: { ticketSum: 7 } });
      },
      { token: () => "tok", roleCode: "operator", language: "en", timeZone: "UTC" },
    );
    await expect(c.overview.ticketSum()).resolves.toEqual({ ticketSum: 7 });
    expect(url).toBe("http://sandbox.test/api/overview/customer/getTicketSum");
    expect(seen!.method).toBe("POST");
    expect(seen!.headers).toMatchObject({
      token: "tok",
      roleCode: "operator",
      language: "en",
      timeZone: "UTC",
    });
  });

  it("envelope code ≠ 200 → ApiError of the code's class with code, message, httpStatus", async () => {
    const c = clientWith(async () => json({ code: 572, message: "batch running", data: null }));
    const err = await c.overview.orderSum().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BatchRunningError);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 572,
      message: "batch running",
      httpStatus: 200,
      endpoint: "overview.getOrderSumNew",
    });
  });

  it("506 → UploadRowsError with the failed rows typed in .report", async () => {
    const report = {
      errorId: "E1",
      errorUploadSnResList: [{ sn: "SN-1", failCause: "row 2: duplicate SN" }],
    };
    const c = clientWith(async () => json({ code: 506, message: "rows failed", data: report }));
    const err = await c.pools.devices
      .upload({ poolId: "P1", calType: "days_pool" }, { name: "d.xlsx", data: new Uint8Array([1]) })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadRowsError);
    expect((err as UploadRowsError).report).toEqual(report);
    const odd = ApiError.from({ code: 506, message: "x", httpStatus: 200, data: "not a report" });
    expect((odd as UploadRowsError).report).toEqual({ errorId: "", errorUploadSnResList: [] });
  });

  it("401 triggers onUnauthorized", async () => {
    const onUnauthorized = vi.fn();
    const c = clientWith(async () => json({ code: 401, message: "token expired", data: null }), {
      events: { onUnauthorized },
    });
    await expect(c.overview.counts()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({ code: 401 });
  });

  it("HTTP 502 without an envelope → ApiError with the §8 message in the language", async () => {
    const bad = async () => new Response("<html>bad gateway</html>", { status: 502 });
    const en = await clientWith(bad, { language: "en" })
      .overview.counts()
      .catch((e: unknown) => e);
    expect(en).toMatchObject({ code: 502, httpStatus: 502, message: "Network error" });
    const zh = await clientWith(bad, { language: "zh-CN" })
      .overview.counts()
      .catch((e: unknown) => e);
    expect(zh).toMatchObject({ code: 502, message: "网络错误" });
  });

  it("fetch throwing → ConnectionError", async () => {
    const c = clientWith(
      async () => {
        throw new TypeError("fetch failed");
      },
      { language: "en" },
    );
    const err = await c.overview.counts().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect((err as Error).message).toBe("Network connection failed, please try again");
  });

  it("timeout → TimeoutError", async () => {
    const c = clientWith(
      (_u, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener("abort", () => reject(init.signal!.reason));
        }),
      { timeout: 20 },
    );
    await expect(c.overview.counts()).rejects.toBeInstanceOf(TimeoutError);
  });

  it("a caller's abort is passed through, not a timeout", async () => {
    const c = clientWith(
      (_u, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const ac = new AbortController();
    const p = c.overview.counts({ signal: ac.signal });
    ac.abort();
    const err = await p.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(TimeoutError);
    expect((err as Error).name).toBe("AbortError");
  });
});

describe("session.loginByUsername", () => {
  it("fetches the public key once, encrypts the password and sends it", async () => {
    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const publicKey = forge.pki.publicKeyToPem(keys.publicKey);
    const calls: string[] = [];
    const sent: Record<string, string>[] = [];
    const session = {
      token: "t",
      user_name: "demo",
      isLogin: true,
      customerNo: "C1",
      customerId: "1",
      customerName: "Demo",
      roleList: [],
      roleIndex: 0,
      accountType: 1,
      hasEmail: true,
      hasPassword: true,
      hasPhone: true,
      languageAbbr: "en",
      timeZone: "UTC",
      nocertified: false,
      menuCodes: [],
      permissions: [],
      expiresIn: 3600000,
    };
    const c = clientWith(async (url, init) => {
      calls.push(new URL(url).pathname);
      if (url.endsWith("/getInitData"))
        return json({
          code: 200,
          message: "",
          data: { publicKey, languages: ["zh-CN", "en"], serverTime: "2026-01-01 00:00:00" },
        });
      sent.push(JSON.parse(String(init.body)));
      return json({ code: 200, message: "", data: session });
    });
    for (let i = 0; i < 2; i++) {
      const s = await c.session.loginByUsername({
        username: " demo ",
        password: "Demo@2026",
        code: "1234",
        uuid: "u1",
      });
      expect(s.token).toBe("t");
    }
    expect(calls.filter((p) => p.endsWith("getInitData"))).toHaveLength(1);
    expect(sent[0]).toMatchObject({ username: "demo", code: "1234", uuid: "u1" });
    const raw = forge.util.decode64(sent[0]!.password!);
    expect(keys.privateKey.decrypt(raw, "RSAES-PKCS1-V1_5")).toBe("Demo@2026");
  });

  it("does not cache a failed public-key fetch", async () => {
    let n = 0;
    const c = clientWith(async () => {
      n++;
      return json({ code: 500, message: "down", data: null });
    });
    await expect(c.session.publicKey()).rejects.toBeInstanceOf(ApiError);
    await expect(c.session.publicKey()).rejects.toBeInstanceOf(ApiError);
    expect(n).toBe(2);
  });
});
