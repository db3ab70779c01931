// The OpenAPI reference the sandbox serves: both languages' documents
// are valid OpenAPI 3.1 (a well-kept validator), flag exactly the calls the sandbox leaves
// unanswered, and — the property — every answer of every implemented call, success or error, to
// requests drawn from the call's documented request schema matches the documented answer.
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, type Harness, createHarness } from "./harness.js";
import { arbitraryOf, collectValues } from "./openapi-arbitrary.js";

type Json = { [key: string]: unknown };
interface Operation extends Json {
  operationId: string;
  summary: string;
  parameters?: Json[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  "x-fixcloud-implemented": boolean;
}
interface Documented {
  path: string;
  method: string;
  op: Operation;
}

let h: Harness;
let token: string;
const docs: Record<"zh-CN" | "en", Json> = { "zh-CN": {}, en: {} };
const errors: unknown[] = [];
const consoleError = console.error;

async function getDoc(path: string): Promise<Json> {
  const res = await h.sandbox.fetch(new Request(`${BASE}${path}`));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return (await res.json()) as Json;
}

const operations = (doc: Json): Documented[] =>
  Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

beforeAll(async () => {
  h = createHarness({ validateResponses: true });
  token = (await h.signIn()).session.token;
  docs["zh-CN"] = await getDoc("/openapi.json?lang=zh-CN");
  docs.en = await getDoc("/openapi.en.json");
  console.error = (...args: unknown[]) => errors.push(args);
});
afterAll(() => {
  console.error = consoleError;
  h?.sandbox.close();
});

describe("the served OpenAPI document", () => {
  it.each(["zh-CN", "en"] as const)("is valid OpenAPI 3.1 (%s)", async (lang) => {
    const validator = new Validator();
    const result = await validator.validate(docs[lang] as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("speaks the language asked for, with the same operations", () => {
    const zh = operations(docs["zh-CN"]);
    const en = operations(docs.en);
    expect(zh.map((o) => o.op.operationId)).toEqual(en.map((o) => o.op.operationId));
    const title = (ops: Documented[]) => ops.find((o) => o.op.operationId === "orders.orderList")?.op.summary;
    expect(title(zh)).toBe("订单列表");
    expect(title(en)).toBe("Order list");
  });

  it("flags exactly the calls the sandbox answers 501", async () => {
    const ops = operations(docs.en);
    expect(ops).toHaveLength(h.sandbox.endpoints.total);
    expect(ops.filter((o) => o.op["x-fixcloud-implemented"])).toHaveLength(h.sandbox.endpoints.handled);
    const unimplemented = ops.find((o) => !o.op["x-fixcloud-implemented"]);
    if (!unimplemented) return; // every call answered: nothing left to flag
    const res = await send(unimplemented, {});
    expect(res.status).toBe(501);
  });

  it("answers 400 for a language it does not have", async () => {
    const res = await h.sandbox.fetch(new Request(`${BASE}/openapi.json?lang=fr`));
    expect(res.status).toBe(400);
  });
});

/** Send `body` to a documented call the way its document says (JSON, query or multipart). */
function send(o: Documented, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { token, language: "en" };
  let url = `${BASE}${o.path}`;
  let payload: BodyInit | undefined;
  const content = o.op.requestBody?.content ?? {};
  if (o.method === "get") {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries((body ?? {}) as Json))
      if (v !== undefined && v !== null) qs.set(k, typeof v === "object" ? JSON.stringify(v) : String(v));
    url += qs.size ? `?${qs}` : "";
  } else if ("multipart/form-data" in content) {
    const form = new FormData();
    form.set("file", new Blob(["deviceId\nSN0001\n"], { type: "text/csv" }), "devices.csv");
    form.set("msg", JSON.stringify(body ?? {}));
    payload = form;
  } else {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  return h.sandbox.fetch(new Request(url, { method: o.method.toUpperCase(), headers, body: payload }));
}

/** The request schema of a documented call: its JSON body, multipart `msg`, or query parameters. */
function requestSchema(o: Documented): Json {
  const content = o.op.requestBody?.content;
  if (content?.["application/json"]) return content["application/json"].schema;
  if (content?.["multipart/form-data"])
    return (content["multipart/form-data"].schema.properties as Record<string, Json>).msg as Json;
  const query = (o.op.parameters ?? []).filter((p) => p.in === "query");
  return {
    type: "object",
    properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    required: query.filter((p) => p.required).map((p) => p.name),
  };
}

describe("every implemented call answers as documented (property)", () => {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  const compiled = new Map<Json, ValidateFunction>();
  /** A validator of `schema` whose `#/components/...` refs resolve in the document. */
  const validatorOf = (schema: Json): ValidateFunction => {
    let v = compiled.get(schema);
    if (!v) {
      v = ajv.compile({ ...schema, components: docs.en.components });
      compiled.set(schema, v);
    }
    return v;
  };
  /** The documented answer for an HTTP status (its own entry, else `default`), refs followed. */
  const responseFor = (op: Operation, status: number): Json => {
    const r = (op.responses[String(status)] ?? op.responses.default) as Json;
    if (typeof r.$ref !== "string") return r;
    const name = r.$ref.split("/").pop() as string;
    return (docs.en.components as { responses: Record<string, Json> }).responses[name] as Json;
  };

  it("matches success and error envelopes, never a 500", async () => {
    // The seed's real values by field name, from every implemented call answering an empty body.
    const seen = new Map<string, unknown[]>();
    // session.logout ends the session every later drawn call signs with.
    const ops = operations(docs.en).filter(
      (o) => o.op["x-fixcloud-implemented"] && o.op.operationId !== "session.logout",
    );
    for (const o of ops) {
      if (o.op.requestBody?.content["multipart/form-data"]) continue;
      const res = await send(o, {});
      if (res.headers.get("content-type")?.includes("json")) collectValues(await res.json(), seen);
      else await res.arrayBuffer();
    }
    const checked = new Map<string, number>();
    for (const o of ops) {
      const arbitrary = arbitraryOf(requestSchema(o), docs.en, seen);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (body) => {
          const res = await send(o, body);
          const what = `${o.op.operationId} ${JSON.stringify(body)?.slice(0, 300)}`;
          const documented = responseFor(o.op, res.status);
          const type = res.headers.get("content-type") ?? "";
          const media = Object.keys((documented.content ?? {}) as Json);
          if (!type.includes("application/json")) {
            expect(
              media.some((m) => m !== "application/json"),
              `${what}: a file answer is documented`,
            ).toBe(true);
            await res.arrayBuffer();
            return;
          }
          const answer = (await res.json()) as { code: number };
          const validate = validatorOf(
            ((documented.content as Json)["application/json"] as Json).schema as Json,
          );
          expect(
            validate(answer),
            `${what} → ${res.status} ${JSON.stringify(answer).slice(0, 300)}: ${ajv.errorsText(validate.errors)}`,
          ).toBe(true);
          expect(answer.code, what).not.toBe(500);
          checked.set(
            `${o.op.operationId} ${answer.code}`,
            (checked.get(`${o.op.operationId} ${answer.code}`) ?? 0) + 1,
          );
        }),
        { numRuns: 8, seed: 20261124 },
      );
    }
    // The drawn requests reach both sides of the contract: successes and refusals.
    const codes = [...checked.keys()].map((k) => Number(k.split(" ")[1]));
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(ops.length / 3);
    expect(codes.some((c) => c === 400)).toBe(true);
    expect(errors).toEqual([]);
  }, 240_000);
});
