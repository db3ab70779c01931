// The webhook endpoint form is described once (catalogue/webhooks/forms.ts, docs/webhooks.md):
// the console's add dialog, `fixcloud webhooks add` and the sandbox's createEndpoint refuse the
// same URL and description with the same message in both languages, and take the same good
// values; the CLI's flags are the descriptor's fields, with help from their SDK labels.
import { ApiError, type FixcloudClient, type Language, messages, webhookEndpointForm } from "@fixcloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../../packages/cli/src/context.js";
import { command as add, parseOptions } from "../../packages/cli/src/commands/webhooks/add.js";
import { renderForm } from "../../packages/web/test-support/renderForm.js";
import { createHarness } from "../contract/harness.js";

const h = createHarness();
const clients = {} as Record<Language, FixcloudClient>;
beforeAll(async () => {
  for (const lang of ["en", "zh-CN"] as const)
    clients[lang] = (await h.signIn("demo", undefined, lang)).client;
});
afterAll(() => h.sandbox.close());

const GOOD = { url: "https://example.com/hooks/fixcloud", description: "CI" };
const CASES = [
  { key: "url", flag: "--url", values: { url: "ftp://example.com/x" }, code: "L000762" },
  { key: "url", flag: "--url", values: { url: `https://e.com/${"a".repeat(500)}` }, code: "L000761" },
  { key: "url", flag: "--url", values: { url: "  " }, code: "L000760" },
  {
    key: "description",
    flag: "--description",
    values: { ...GOOD, description: "描".repeat(51) },
    code: "L000763",
  },
] as const;

describe("the webhook endpoint form", () => {
  for (const lang of ["en", "zh-CN"] as const) {
    for (const c of CASES)
      it(`refuses ${c.code} alike in the console, the CLI and the sandbox (${lang})`, async () => {
        const message = messages[lang][c.code]!;
        const { errors } = await renderForm(webhookEndpointForm, "add", lang, c.values);
        expect(errors).toEqual({ [c.key]: message });
        expect(() => parseOptions([], c.values, { language: lang } as Context)).toThrow(
          `${c.flag}: ${message}`,
        );
        const refusal = await clients[lang].webhooks.create(c.values).catch((e: unknown) => e);
        expect(refusal).toBeInstanceOf(ApiError);
        expect((refusal as ApiError).message).toBe(message);
      });

    it(`takes good values alike, trimmed (${lang})`, async () => {
      const given = { url: ` ${GOOD.url} `, description: ` ${GOOD.description} ` };
      expect((await renderForm(webhookEndpointForm, "add", lang, given)).errors).toEqual({});
      expect(parseOptions([], given, { language: lang } as Context)).toEqual({ ...GOOD, eventTypes: [] });
      const { endpoint } = await clients[lang].webhooks.create(given);
      expect(endpoint).toMatchObject({ ...GOOD, eventTypes: [] });
      await clients[lang].webhooks.remove(endpoint.id);
    });
  }

  it("gives `webhooks add` the descriptor's fields as flags, labelled in the help language", () => {
    const flags = add.options?.() ?? [];
    expect(flags.map((o) => o.long)).toEqual(["--url", "--description", "--events"]);
    expect(flags[0]?.description).toMatch(
      new RegExp(`^(${messages.en["field.url"]}|${messages["zh-CN"]["field.url"]})`),
    );
  });
});
