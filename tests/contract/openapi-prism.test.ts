// The sandbox's real answers against its own OpenAPI reference, judged by Stoplight Prism in
// proxy mode (@stoplight/prism-http, the validating proxy of `prism proxy`;
// part1 §7-8, part2 §7-8): a sample of every area — every implemented call with an empty
// request, a call of each area without a token, one a role may not make, and the downloads with
// real requests (.xlsx templates and exports, the fault CSV, a stored image) — gives no response
// violation: status, content type and body are what the document says. The document's words on
// sign-in and permission refusals (HTTP 200, code 401 or 403) are checked against what came back.
import { type RunningSandbox, startSandbox } from "@fixcloud/fixtures";
import { createClient, roleCodeOf } from "@fixcloud/sdk";
import { createInstance, getHttpOperationsFromSpec, type IHttpResponse } from "@stoplight/prism-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOW, SEED_TIME } from "./harness.js";

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  tags: string[];
  "x-fixcloud-implemented": boolean;
  requestBody?: { content: Record<string, unknown> };
  security: unknown[];
}

let running: RunningSandbox;
let doc: Json;
let operations: Awaited<ReturnType<typeof getHttpOperationsFromSpec>>;
let prism: ReturnType<typeof createInstance>;
const tokens = { demo: "", operator: "" };
let roleCode = "";
let customerId = "";

// Prism asks for a pino logger; the test reads its verdicts, not its log.
const silent: Json = new Proxy({}, { get: (_t, key) => (key === "child" ? () => silent : () => undefined) });

async function signIn(username: string, password: string) {
  const client = createClient({ baseURL: running.url });
  const { uuid } = await client.session.captcha();
  return client.session.loginByUsername({ username, password, code: "1234", uuid });
}

beforeAll(async () => {
  running = await startSandbox({
    memory: true,
    port: 0,
    ntripPort: null,
    captcha: "1234",
    seedTime: SEED_TIME,
    now: () => NOW,
  });
  doc = (await (await fetch(`${running.url}/openapi.en.json`)).json()) as Json;
  operations = await getHttpOperationsFromSpec(doc);
  prism = createInstance(
    {
      isProxy: true,
      upstream: new URL(running.url),
      upstreamProxy: undefined,
      checkSecurity: true,
      validateRequest: true,
      validateResponse: true,
      errors: false,
      mock: { dynamic: false },
    },
    { logger: silent as never },
  );
  const demo = await signIn("demo", running.sandbox.options.demoPassword);
  tokens.demo = demo.token;
  customerId = demo.customerId;
  const operator = await signIn("operator", running.sandbox.options.operatorPassword);
  tokens.operator = operator.token;
  roleCode = roleCodeOf(operator) ?? "";
}, 60_000);
afterAll(async () => {
  await running?.close();
});

/** One exchange through the proxy: what came back and Prism's verdict on it. */
interface Exchange {
  operationId: string;
  area: string;
  status: number;
  type: string;
  code: number | null;
  violations: string[];
}
const exchanges: Exchange[] = [];

async function through(
  path: string,
  method: "get" | "post",
  body: unknown,
  who: "demo" | "operator" | "nobody",
): Promise<Exchange> {
  const ops = Object.entries((doc.paths as Record<string, Record<string, Operation>>)[path] ?? {});
  const op = ops.find(([m]) => m === method)?.[1];
  if (!op) throw new Error(`${method} ${path} is not in the document`);
  const headers: Record<string, string> = { language: "en" };
  if (who !== "nobody") headers.token = tokens[who];
  if (who === "operator") headers.roleCode = roleCode;
  const query: Record<string, string> = {};
  if (method === "get") for (const [k, v] of Object.entries((body ?? {}) as Json)) query[k] = String(v);
  else headers["content-type"] = "application/json";
  const result = await prism.request(
    {
      method,
      url: { path, query },
      headers,
      ...(method === "post" ? { body: body ?? {} } : {}),
    },
    operations,
  )();
  if (result._tag === "Left") throw new Error(`${op.operationId}: Prism failed: ${result.left.message}`);
  const output: IHttpResponse = result.right.output;
  const type = String(output.headers?.["content-type"] ?? "");
  const envelope = type.includes("json") ? (output.body as { code?: number }) : null;
  const exchange: Exchange = {
    operationId: op.operationId,
    area: op.tags[0] ?? "",
    status: output.statusCode,
    type,
    code: envelope?.code ?? null,
    violations: result.right.validations.output.map(
      (v) => `${op.operationId} → ${output.statusCode} ${type}: ${v.message} at ${(v.path ?? []).join(".")}`,
    ),
  };
  exchanges.push(exchange);
  return exchange;
}

const documented = () =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method as "get" | "post", op })),
  );
const pathOf = (id: string) => documented().find((o) => o.op.operationId === id)!;

describe("Prism (proxy) finds no violation in the sandbox's answers", () => {
  it("for every implemented call of every area, with an empty request", async () => {
    for (const { path, method, op } of documented()) {
      // session.logout would end the session the later calls sign with.
      if (
        !op["x-fixcloud-implemented"] ||
        op.operationId === "session.logout" ||
        op.requestBody?.content["multipart/form-data"]
      )
        continue;
      await through(path, method, {}, "demo");
    }
    const areas = new Set(documented().map((o) => o.op.tags[0]));
    expect(new Set(exchanges.map((e) => e.area))).toEqual(areas);
    expect(exchanges.some((e) => e.code === 200)).toBe(true);
    expect(exchanges.some((e) => e.status === 400)).toBe(true);
    expect(exchanges.flatMap((e) => e.violations)).toEqual([]);
  }, 120_000);

  it("for sign-in and permission refusals: HTTP 200 with code 401 or 403, as the document says", async () => {
    const firstOfArea = new Map<string, { path: string; method: "get" | "post"; op: Operation }>();
    for (const o of documented()) {
      const needsToken = o.op.security.length > 0;
      if (o.op["x-fixcloud-implemented"] && needsToken && !firstOfArea.has(o.op.tags[0]!))
        firstOfArea.set(o.op.tags[0]!, o);
    }
    const refused = [];
    for (const { path, method } of firstOfArea.values())
      refused.push(await through(path, method, {}, "nobody"));
    expect(refused.length).toBeGreaterThan(10);
    for (const e of refused) expect([e.operationId, e.status, e.code]).toEqual([e.operationId, 200, 401]);
    // The operator role reads and exports accounts but may not disable them.
    const { path } = pathOf("accounts.batchDisable");
    const forbidden = await through(path, "post", { selectType: 1, customerId, ids: [1] }, "operator");
    expect([forbidden.status, forbidden.code]).toEqual([200, 403]);
    expect([...refused, forbidden].flatMap((e) => e.violations)).toEqual([]);

    const token = ((doc.components as Json).securitySchemes as Record<string, { description: string }>)
      .token!;
    expect(token.description).toMatch(/HTTP 200 with code 401/);
    expect(token.description).toMatch(/HTTP 200 with code 403/);
    const info = (doc.info as { description: string }).description;
    expect(info).toMatch(/code 401.*code 403/s);
    expect(info).not.toMatch(/missing session or a refused permission also set the HTTP status/);
  }, 60_000);

  it("for downloads: the content types the document declares (xlsx, csv, the stored file's)", async () => {
    const got: Exchange[] = [];
    for (const id of [
      "pools.getConcPoolUploadDeviTemplate",
      "pools.getDaysPoolUploadDeviTemplate",
      "pools.getPoolFillDeviceIdTemplate",
      "pools.getElTimePoolSonTemplate",
    ])
      got.push(await through(pathOf(id).path, "get", {}, "demo"));
    got.push(
      await through(
        pathOf("accounts.batchExportExcel").path,
        "post",
        { selectType: 1, customerId, search: {} },
        "demo",
      ),
    );
    const account = running.sandbox.db
      .prepare(
        "SELECT account_name AS name, service_sub_type AS sub FROM service_accounts WHERE customer_id = ? AND service_sub_type IN ('nrtk_serv', 'rtd_serv') LIMIT 1",
      )
      .get(Number(customerId)) as { name: string; sub: string };
    got.push(
      await through(
        pathOf("fault.exportGGAInfo").path,
        "post",
        {
          accountName: account.name,
          servSubType: account.sub,
          startTime: "2026-06-01 00:00:00",
          endTime: "2026-06-01 00:59:00",
        },
        "demo",
      ),
    );
    // A stored image, uploaded directly (Prism proxies JSON and queries here), viewed through it.
    const form = new FormData();
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    form.set("file", new Blob([new Uint8Array(png)]), "dot.png");
    form.set("msg", "{}");
    const up = (await (
      await fetch(`${running.url}/api/customer/file/uploadFile`, {
        method: "POST",
        headers: { token: tokens.demo },
        body: form,
      })
    ).json()) as { data: { digest: string } };
    got.push(await through(pathOf("tickets.viewFile").path, "get", { digest: up.data.digest }, "demo"));

    const types = got.map((e) => [e.operationId, e.status, e.type.split(";")[0]]);
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    expect(types).toEqual([
      ["pools.getConcPoolUploadDeviTemplate", 200, xlsx],
      ["pools.getDaysPoolUploadDeviTemplate", 200, xlsx],
      ["pools.getPoolFillDeviceIdTemplate", 200, xlsx],
      ["pools.getElTimePoolSonTemplate", 200, xlsx],
      ["accounts.batchExportExcel", 200, xlsx],
      ["fault.exportGGAInfo", 200, "text/csv"],
      ["tickets.viewFile", 200, "image/png"],
    ]);
    expect(got.flatMap((e) => e.violations)).toEqual([]);
  }, 60_000);
});
