// The first route's compiled answer checks (build/compiledChecks.ts, first-route budget)
// decide as the SDK's zod schemas they come from: same success, same parsed data, the same field
// named when an answer is refused. Real answers of the seeded sandbox, then generated ones.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createSandbox, type Sandbox } from "@fixcloud/fixtures";
import { createClient, type FixcloudClient, roleCodeOf } from "@fixcloud/sdk";
import { ResponseShapeError, Transport } from "@fixcloud/sdk/transport";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as zc from "zod";
import * as z from "zod/mini";
import { noticesCalls } from "../../sdk/src/catalogue/notices/calls";
import * as notices from "../../sdk/src/catalogue/notices/responses";
import * as count from "../../sdk/src/catalogue/messages/count";
import * as overview from "../../sdk/src/catalogue/overview/schemas";
import { compileChecks, firstRouteAnswers } from "../build/compiledChecks";

type Parse = { safeParse(data: unknown): { success: boolean; data?: unknown; error?: { issues: Issue[] } } };
type Issue = { path: (string | number)[]; message: string };

const dir = mkdtempSync(join(tmpdir(), "compiled-checks-"));
let modules = 0;
/** The compiled module of `schemas`, imported as the console's bundle imports it. */
async function compiled<S extends Record<string, z.core.$ZodType>>(
  schemas: S,
): Promise<Record<keyof S, Parse>> {
  const file = join(dir, `checks-${modules++}.mjs`);
  writeFileSync(file, compileChecks(schemas));
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the first route's calls read, as the SDK defines them (zod/mini). */
const REAL = {
  AccountCounts: overview.AccountCounts,
  OrderSum: overview.OrderSum,
  TicketSum: overview.TicketSum,
  RecentPurchases: overview.RecentPurchases,
  NoticeListPage: notices.NoticeListPage,
  Notice: notices.Notice,
  UnreadCount: count.UnreadCount,
} as const;
type Name = keyof typeof REAL;

/** Both checks on copies of `value` (ajv strips in place): the compiled one and zod's. */
function both(check: Parse, schema: z.core.$ZodType, value: unknown) {
  const mine = check.safeParse(structuredClone(value));
  const theirs = z.safeParse(schema, structuredClone(value));
  return { mine, theirs };
}

/** Same decision, same data; when both refuse, the first issue names the same field. */
function expectAgree(check: Parse, schema: z.core.$ZodType, value: unknown, samePath = true) {
  const { mine, theirs } = both(check, schema, value);
  expect(mine.success, JSON.stringify(value)).toBe(theirs.success);
  if (theirs.success) expect(mine.data).toEqual(theirs.data);
  else if (samePath) expect(mine.error?.issues[0]?.path).toEqual(theirs.error?.issues[0]?.path);
}

describe("compiled checks keep zod's semantics", () => {
  it("a z.object strips unknown keys, a z.looseObject keeps them", async () => {
    const schemas = { Strip: z.object({ a: z.int() }), Loose: z.looseObject({ a: z.int() }) };
    const c = await compiled(schemas);
    expect(c.Strip.safeParse({ a: 1, b: 2 })).toEqual({ success: true, data: { a: 1 } });
    expect(c.Loose.safeParse({ a: 1, b: 2 })).toEqual({ success: true, data: { a: 1, b: 2 } });
    expectAgree(c.Strip, schemas.Strip, { a: 1, b: { c: 1 } });
    expectAgree(c.Loose, schemas.Loose, { a: 1, b: { c: 1 } });
  });

  it("an int refuses 1.5 and integers beyond the safe range; nonnegative refuses -1", async () => {
    const c = await compiled(REAL);
    for (const bad of [1.5, 2 ** 53, -(2 ** 53), -1, "3", null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(c.UnreadCount.safeParse(bad).success, String(bad)).toBe(false);
      expectAgree(c.UnreadCount, REAL.UnreadCount, bad);
      expectAgree(c.OrderSum, REAL.OrderSum, { orderSum: bad });
    }
    expect(c.UnreadCount.safeParse(0)).toEqual({ success: true, data: 0 });
    expect(c.OrderSum.safeParse({ orderSum: -3 })).toEqual({ success: true, data: { orderSum: -3 } });
  });

  it("literal unions, arrays, a missing key and null for a string are refused at their field", async () => {
    const c = await compiled(REAL);
    const row = {
      noticeId: "n1",
      noticeType: 2,
      noticeTitle: "t",
      noticeStatus: 1,
      releaseTime: "2026-06-01 00:00:00",
      typeName: "x",
    };
    const page = (records: unknown) => ({ total: 1, records });
    expect(c.NoticeListPage.safeParse(page([row])).success).toBe(true);
    for (const [value, path] of [
      [page([{ ...row, noticeType: 5 }]), ["records", 0, "noticeType"]],
      [page([{ ...row, noticeStatus: "1" }]), ["records", 0, "noticeStatus"]],
      [page([row, { ...row, noticeTitle: null }]), ["records", 1, "noticeTitle"]],
      [page([{ ...row, noticeTitle: undefined }]), ["records", 0, "noticeTitle"]],
      [page(row), ["records"]],
      [{ records: [] }, ["total"]],
    ] as const) {
      expect(c.NoticeListPage.safeParse(structuredClone(value)).error?.issues[0]?.path).toEqual(path);
      expectAgree(c.NoticeListPage, REAL.NoticeListPage, value);
    }
  });

  it("what JSON Schema would check differently is refused at build time", () => {
    expect(() => compileChecks({ S: z.strictObject({ a: z.string() }) })).toThrow(/strict/);
    expect(() => compileChecks({ O: z.optional(z.string()) })).toThrow(/optional/);
    expect(() => compileChecks({ T: zc.string().transform((s) => s.length) })).toThrow();
  });

  it("the transport's error names the field as with zod", async () => {
    const c = await compiled(REAL);
    const transport = new Transport({
      baseURL: "http://sandbox.test",
      fetch: (async () =>
        new Response(
          JSON.stringify({ code: 200, data: { total: 1, records: [{ noticeId: "1" }] } }),
        )) as typeof fetch,
    });
    const def = { ...noticesCalls.getNoticeList, response: async () => c.NoticeListPage };
    const call = transport.call.bind(transport) as (def: unknown, body: unknown) => Promise<unknown>;
    const err = await call(def, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseShapeError);
    expect((err as Error).message).toBe(
      "notices.getNoticeList: unexpected answer: Invalid input (at records.0.noticeType)",
    );
  });
});

describe("the first route's real answers", () => {
  let sandbox: Sandbox;
  let client: FixcloudClient;
  let checks: Record<Name, Parse>;
  const answers: Record<Name, unknown[]> = {
    AccountCounts: [],
    OrderSum: [],
    TicketSum: [],
    RecentPurchases: [],
    NoticeListPage: [],
    Notice: [],
    UnreadCount: [],
  };

  beforeAll(async () => {
    sandbox = createSandbox({ memory: true, captcha: "1234", seedTime: "2026-06-01T00:00:00Z" });
    const fetchImpl = ((input: string, init?: RequestInit) =>
      sandbox.fetch(new Request(input, init))) as typeof fetch;
    const anonymous = createClient({ baseURL: "http://sandbox.test", fetch: fetchImpl });
    const { uuid } = await anonymous.session.captcha();
    const session = await anonymous.session.loginByUsername({
      username: "demo",
      password: sandbox.options.demoPassword,
      code: "1234",
      uuid,
    });
    client = createClient({
      baseURL: "http://sandbox.test",
      fetch: fetchImpl,
      token: session.token,
      roleCode: roleCodeOf(session),
    });
    // The answers as they come over the wire (not checked).
    const raw = { validate: false } as const;
    answers.AccountCounts.push(await client.overview.counts(raw));
    answers.OrderSum.push(await client.overview.orderSum(raw));
    answers.TicketSum.push(await client.overview.ticketSum(raw));
    answers.RecentPurchases.push(await client.overview.recentPurchases(raw));
    for (const noticeType of [0, 1, 2, 3, 4] as const) {
      answers.NoticeListPage.push(await client.notices.list({ noticeType, pageNum: 1, pageSize: 50 }, raw));
    }
    const first = (answers.NoticeListPage[0] as { records: { noticeId: string }[] }).records;
    for (const { noticeId } of first.slice(0, 5))
      answers.Notice.push(await client.notices.retrieve(noticeId, raw));
    answers.UnreadCount.push(await client.messages.unreadCount(raw));
    checks = await compiled(REAL);
  });
  afterAll(() => sandbox?.close());

  it("the build compiles exactly the answers the first route's lazy calls read", async () => {
    const names = Object.keys(
      await firstRouteAnswers(resolve(import.meta.dirname, "../../sdk/src/catalogue")),
    );
    expect(names.sort()).toEqual(Object.keys(REAL).sort());
  });

  it("every seeded answer passes both checks with the same data", () => {
    for (const name of Object.keys(REAL) as Name[]) {
      expect(answers[name].length, name).toBeGreaterThan(0);
      for (const answer of answers[name]) {
        expect(checks[name].safeParse(structuredClone(answer)).success, name).toBe(true);
        expectAgree(checks[name], REAL[name], answer);
      }
    }
    expect((answers.RecentPurchases[0] as unknown[]).length).toBeGreaterThan(0);
  });

  it("generated and mutated answers get the same decision and data (fast-check)", () => {
    for (const name of Object.keys(REAL) as Name[]) {
      const valid = fc.constantFrom(...answers[name]);
      fc.assert(
        fc.property(fc.anything(), (value) => expectAgree(checks[name], REAL[name], value, false)),
        { numRuns: 200 },
      );
      fc.assert(
        fc.property(valid, mutation, (answer, mutate) => {
          const value = structuredClone(answer);
          const changed = mutate(value);
          // At most one wrong field: both refuse it at that field.
          expectAgree(checks[name], REAL[name], changed.value, changed.oneField);
        }),
        { numRuns: 300 },
      );
    }
  });
});

type Container = Record<string, unknown> | unknown[];
/** Every object or array inside `value` (itself included). */
function containers(value: unknown, out: Container[] = []): Container[] {
  if (typeof value === "object" && value !== null) {
    out.push(value as Container);
    for (const v of Object.values(value)) containers(v, out);
  }
  return out;
}

/**
 * One change to a valid answer: drop a key, add a key, change a type, 1.5 for a number, a
 * negative count, null, anything. `oneField`: at most one field can be wrong afterwards (an
 * arbitrary value may be wrong in several places, and zod and ajv need not report the same one
 * first).
 */
const mutation = fc
  .tuple(
    fc.nat(),
    fc.nat(),
    fc.constantFrom("drop", "add", "type", "half", "negative", "null", "any"),
    fc.anything(),
  )
  .map(([at, key, kind, any]) => (value: unknown): { value: unknown; oneField: boolean } => {
    const all = containers(value);
    if (all.length === 0) {
      const replaced = { half: 1.5, negative: -1, null: null, type: "1", any }[kind as string];
      return { value: kind === "drop" || kind === "add" ? value : replaced, oneField: kind !== "any" };
    }
    const target = all[at % all.length] as Record<string, unknown>;
    const keys = Object.keys(target);
    if (kind === "add" || keys.length === 0) {
      if (Array.isArray(target)) target.push(any);
      else target[`extra${key}`] = any;
      return { value, oneField: !Array.isArray(target) };
    }
    const k = keys[key % keys.length] as string;
    if (kind === "drop") {
      if (Array.isArray(target)) target.splice(Number(k), 1);
      else delete target[k];
    } else if (kind === "type") target[k] = typeof target[k] === "string" ? 1 : "1";
    else target[k] = { half: 1.5, negative: -1, null: null, any }[kind];
    return { value, oneField: kind !== "any" };
  });
