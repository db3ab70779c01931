// The first route's SDK labels as the console's build inlines them (build/sdkLabelPacks.ts,
// the first-route budget) are the SDK's sets, in the pack's language only: the build must
// not drift from the SDK (the one place label texts are written) nor from dev and tests, which
// run packs/sdk.<lang>.ts as written.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isLCode, type Language, noticesLabels, overviewLabels, sharedLabels } from "@fixcloud/sdk";
import type { Plugin } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { sdkLabelPacks } from "../build/sdkLabelPacks";
import en from "./i18n/packs/sdk.en";
import enAll from "./i18n/packs/sdk-all.en";
import zh from "./i18n/packs/sdk.zh-CN";
import zhAll from "./i18n/packs/sdk-all.zh-CN";

const packs = resolve(import.meta.dirname, "i18n/packs");
const plugin = sdkLabelPacks({ packs, sdk: resolve(import.meta.dirname, "../../sdk/src") });
const dir = mkdtempSync(join(tmpdir(), "sdk-label-packs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the build's `load` gives for `id` (null: the module is left as written). */
async function load(id: string): Promise<string | null> {
  const hook = plugin.load as (this: unknown, id: string) => Promise<string | null>;
  return hook.call({}, id);
}

/** The module the build makes of packs/<name>.<lng>.ts, imported as the console imports it. */
async function built(lng: Language, name: "sdk" | "sdk-all" = "sdk"): Promise<Record<string, string>> {
  const code = await load(resolve(packs, `${name}.${lng}.ts`));
  if (code === null) throw new Error(`${name}.${lng}.ts was not replaced`);
  const file = join(dir, `${name}.${lng}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)).default;
}

describe("first-route SDK label packs", () => {
  it("hold the SDK's first-route sets in their language, rule messages with the other pages", async () => {
    for (const lng of ["zh-CN", "en"] as const) {
      const sets = { ...sharedLabels[lng], ...overviewLabels[lng], ...noticesLabels[lng] };
      const rules = Object.keys(sets).filter(isLCode);
      expect(rules.length).toBeGreaterThan(20);
      expect(await built(lng, "sdk-all")).toEqual(sets);
      const first = await built(lng);
      expect(Object.keys(first).sort()).toEqual(
        Object.keys(sets)
          .filter((key) => !rules.includes(key))
          .sort(),
      );
      for (const [key, text] of Object.entries(first)) expect(text).toBe(sets[key as keyof typeof sets]);
    }
  });

  it("hold no text of the other language", async () => {
    const zhBuilt = JSON.stringify(await built("zh-CN"));
    const enBuilt = JSON.stringify(await built("en"));
    expect(zhBuilt).toContain(sharedLabels["zh-CN"]["menu.noticeList"]);
    expect(zhBuilt).not.toContain(`"${sharedLabels.en["menu.noticeList"]}"`);
    expect(enBuilt).toContain(sharedLabels.en["menu.noticeList"]);
    expect(enBuilt).not.toContain(sharedLabels["zh-CN"]["menu.noticeList"]);
  });

  it("build what dev and tests run", async () => {
    expect(await built("zh-CN")).toEqual(zh);
    expect(await built("en")).toEqual(en);
    expect(await built("zh-CN", "sdk-all")).toEqual(zhAll);
    expect(await built("en", "sdk-all")).toEqual(enAll);
  });

  it("leave every other module as written", async () => {
    expect(await load(resolve(packs, "first.en.ts"))).toBeNull();
    expect(await load(resolve(packs, "sdkLabels.ts"))).toBeNull();
    expect((plugin as Plugin).apply).toBe("build");
  });
});
