// A new call is one entry (docs/architecture.md "A call described once"): an area given one more
// entry, in memory, is routed by the sandbox with its permission enforced and its request
// checked, listed by the OpenAPI document under its titles in both languages, and sent by the
// generic client call, with nothing else written for it.
import { ACCESS, ApiError, endpoints, ForbiddenError, USERS_MENU } from "@fixcloud/sdk";
import { buildOpenApi } from "@fixcloud/sdk/openapi";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createHarness } from "./harness.js";

vi.mock("../../packages/sdk/src/catalogue/tools/endpoints.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../packages/sdk/src/catalogue/tools/endpoints.js")>();
  const { defineArea, read } = await import("../../packages/sdk/src/catalogue/shared/endpoint.js");
  const { screen } = await import("../../packages/sdk/src/catalogue/shared/access.js");
  // Any schema will do: this one requires a non-empty `noticeId`.
  const { NoticeDetailsRequest: echo } = await import("../../packages/sdk/src/catalogue/notices/schemas.js");
  const extra = defineArea(
    "tools",
    { base: "/ops/echo", source: "part1 §2" },
    {
      echo: read(echo, echo, {
        access: screen("obstacle"),
        title: { "zh-CN": "回声测试", en: "Echo test" },
      }),
    },
  );
  return { ...real, toolsEndpoints: { ...real.toolsEndpoints, ...extra } };
});

const h = createHarness();
afterAll(() => h.sandbox.close());
const NAME = "tools.echo" as never;

describe("a call added as one entry", () => {
  it("is in the catalogue with its path, access and titles", () => {
    const def = (endpoints as Record<string, { path: string; title: unknown }>)["tools.echo"];
    expect(def?.path).toBe("/api/ops/echo/echo");
    expect((ACCESS as Record<string, unknown>)["tools.echo"]).toEqual({
      kind: "screen",
      routes: ["obstacle"],
    });
  });

  it("is listed by the OpenAPI document under its titles", () => {
    for (const [lang, title] of [
      ["en", "Echo test"],
      ["zh-CN", "回声测试"],
    ] as const) {
      const op = buildOpenApi(lang).paths["/api/ops/echo/echo"]?.post;
      expect(op?.summary, lang).toBe(title);
    }
  });

  it("is routed by the sandbox: the request checked, then the permission enforced", async () => {
    const { client } = await h.signIn();
    // The main account may make it; the sandbox has no handler for it, so it answers 501.
    const routed = await client.call(NAME, { noticeId: "n1" } as never).catch((e: unknown) => e);
    expect(routed).toBeInstanceOf(ApiError);
    expect((routed as InstanceType<typeof ApiError>).code).toBe(501);
    expect((routed as Error).message).toContain("tools.echo");
    const bad = await client.call(NAME, {} as never).catch((e: unknown) => e);
    expect((bad as InstanceType<typeof ApiError>).code).toBe(400);

    // A sub-user whose role lacks the fault screen is refused, naming the screen's code.
    h.sandbox.db
      .prepare(
        "UPDATE roles SET menu_codes = ?, permissions = '[]', role_status = 0 WHERE role_code = 'operator'",
      )
      .run(JSON.stringify([USERS_MENU]));
    const { client: operator } = await h.signIn("operator", h.sandbox.options.operatorPassword);
    const refused = await operator.call(NAME, { noticeId: "n1" } as never).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ForbiddenError);
    expect((refused as Error).message).toContain("PZGJ_KGS572");
  });
});
