// The OpenAPI reference generated from the catalogue: every call is
// an operation with a title in each language, requests and answers carry their schemas, and
// the calls a server does not answer are flagged.
import { describe, expect, it } from "vitest";
import { endpointList } from "../src/catalogue/endpoints.js";
import { buildOpenApi, endpointTitles } from "../src/openapi/index.js";

/** The value at a dotted path ("a.b.application/json.c"), keys split on dots only. */
function at(node: unknown, path: string): Record<string, unknown> {
  let v = node;
  for (const key of path.split(".")) v = (v as Record<string, unknown> | undefined)?.[key];
  return v as Record<string, unknown>;
}

describe("buildOpenApi", () => {
  it("gives every catalogued call a title in both languages", () => {
    const missing = endpointList.filter((e) => !endpointTitles[e.name as keyof typeof endpointTitles]);
    expect(missing.map((e) => e.name)).toEqual([]);
  });

  it("documents every call once, under its path and method, titled in the language asked", () => {
    const zh = buildOpenApi("zh-CN");
    const en = buildOpenApi("en");
    const ops = (doc: typeof zh) =>
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ path, method, op })),
      );
    expect(ops(zh)).toHaveLength(endpointList.length);
    const list = ops(en).find((o) => o.op.operationId === "accounts.selectAccServList");
    expect(list?.path).toBe("/api/console/accountList/selectAccServList");
    expect(list?.op.summary).toBe("Service account list");
    expect(list?.op.tags).toEqual(["Service accounts"]);
    expect(ops(zh).find((o) => o.op.operationId === "accounts.selectAccServList")?.op.summary).toBe(
      "服务账号列表",
    );
    expect(zh.info.title).not.toBe(en.info.title);
  });

  it("describes a request as the caller writes it and the answer inside the envelope", () => {
    const doc = buildOpenApi("en");
    const op = doc.paths["/api/console/accountList/batchDisable"]?.post;
    expect(Object.keys(at(op, "requestBody.content.application/json.schema.properties"))).toContain("ids");
    const [ok, failure] = at(
      op,
      "responses.200.content.application/json.schema.oneOf",
    ) as unknown as unknown[];
    expect(at(ok, "properties.code")).toEqual({ const: 200 });
    expect(at(ok, "properties.data.properties")).toHaveProperty("batchId");
    expect(failure).toEqual({ $ref: "#/components/schemas/Failure" });
    expect(at(doc, "components.schemas.Failure.properties.code.enum")).toEqual(
      expect.arrayContaining([401, 572]),
    );
  });

  it("moves recursive shapes into components so every $ref resolves from the root", () => {
    const doc = buildOpenApi("en");
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of refs) {
      const path = ref.slice(8, -1).replace(/^#\//, "").split("/");
      let node: unknown = doc;
      for (const key of path) node = (node as Record<string, unknown>)?.[key];
      expect(node, ref).toBeDefined();
    }
    expect(refs.some((r) => r.includes("roles.menuList"))).toBe(true);
  });

  it("flags the calls outside `implemented`, sends the token only where a session is needed", () => {
    const doc = buildOpenApi("en", { implemented: new Set(["accounts.selectAccServList"]) });
    expect(doc.paths["/api/console/accountList/selectAccServList"]?.post?.["x-fixcloud-implemented"]).toBe(
      true,
    );
    expect(doc.paths["/api/console/accountList/batchDisable"]?.post?.["x-fixcloud-implemented"]).toBe(false);
    expect(doc.paths["/api/console/user/account/loginByUsername"]?.post?.security).toEqual([]);
    expect(doc.components.securitySchemes).toEqual({
      token: expect.objectContaining({ type: "apiKey", in: "header", name: "token" }),
    });
  });

  it("declares each download's content types: xlsx, the fault CSV, the stored files' types", () => {
    const doc = buildOpenApi("en");
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const downloads = endpointList.filter((e) => e.kind === "download");
    const types = Object.fromEntries(
      downloads.map((e) => [
        e.name,
        Object.keys(at(doc.paths[e.path]?.[e.method.toLowerCase()], "responses.200.content")),
      ]),
    );
    expect(downloads.length).toBeGreaterThan(8);
    for (const [name, media] of Object.entries(types)) {
      expect(media, name).not.toContain("application/octet-stream");
      expect(media.at(-1), name).toBe("application/json");
    }
    expect(types["accounts.batchExportExcel"]).toEqual([xlsx, "application/json"]);
    expect(types["pools.getConcPoolUploadDeviTemplate"]).toEqual([xlsx, "application/json"]);
    expect(types["fault.exportGGAInfo"]).toEqual(["text/csv", "application/json"]);
    expect(types["tickets.viewFile"]).toEqual(expect.arrayContaining(["image/png", "application/zip"]));
    expect(types["tickets.viewFile"]).not.toContain("text/html");
  });

  it.each(["en", "zh-CN"] as const)(
    "says sign-in and permission refusals are HTTP 200 with code 401/403 (%s)",
    (lang) => {
      const doc = buildOpenApi(lang);
      const token = at(doc, "components.securitySchemes.token").description as string;
      expect(token).toMatch(/HTTP 200.*401.*HTTP 200.*403/s);
      const httpError = at(doc, "components.responses.Failure").description as string;
      expect(httpError).toMatch(/401/);
      expect(httpError).not.toMatch(/HTTP 401|HTTP 403/);
    },
  );
});
