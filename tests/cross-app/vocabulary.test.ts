import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { endpoints, type Language, messages } from "@fixcloud/sdk";
import { codeTexts, referenceTexts } from "@fixcloud/sdk/openapi";
import { beforeAll, describe, expect, it } from "vitest";
import { cliMessages } from "../../packages/cli/src/messages/index.js";
import { t as serverText, textKeys } from "../../packages/fixtures/src/platform/i18n.js";
import { callTitles, cliInlineHelp } from "./call-and-help-texts.js";
import { rejectedTerms } from "./vocabulary-terms.js";

// One vocabulary (docs/vocabulary.md): each term is chosen once, in the SDK's labels, and the
// console's and the CLI's own wording follows it. This test reads every text of the SDK labels,
// the console locales, the CLI messages, the CLI's inline help (both languages, from its source),
// the calls' titles (the OpenAPI document's summaries), the API reference's own sentences and
// the sandbox's server texts, and fails on a rejected synonym. The rendered help pages:
// ./cli-help-{en,zh}.test.ts.

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The console's strings of a language, by `namespace:key`. */
function consoleStrings(lang: Language): Record<string, string> {
  const dir = `${root}/packages/web/src/i18n/locales/${lang}`;
  const out: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")))
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(`${dir}/${file}`, "utf8"))))
      out[`${file.replace(/\.json$/, "")}:${key}`] = String(text);
  return out;
}

/** Every string leaf of a nested object, by dotted path. */
function flatten(value: unknown, path = ""): Record<string, string> {
  if (typeof value === "string") return { [path]: value };
  if (!value || typeof value !== "object") return {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([k, v]) => flatten(v, path ? `${path}.${k}` : k)),
  ) as Record<string, string>;
}

const catalogues: Record<string, (lang: Language) => Record<string, string>> = {
  sdk: (lang) => messages[lang] as Record<string, string>,
  console: consoleStrings,
  cli: (lang) => cliMessages[lang] as Record<string, string>,
  cliHelp: cliInlineHelp,
  titles: callTitles,
  reference: (lang) => ({ ...flatten(referenceTexts[lang]), ...flatten(codeTexts[lang]) }),
  sandbox: (lang) => Object.fromEntries(textKeys(lang).map((key) => [key, serverText(lang, key)])),
};

// The sandbox's server texts: each domain adds its own when its texts.ts loads.
beforeAll(async () => {
  const domains = join(root, "packages/fixtures/src/domains");
  for (const area of readdirSync(domains))
    if (statSync(join(domains, area)).isDirectory() && readdirSync(join(domains, area)).includes("texts.ts"))
      await import(pathToFileURL(join(domains, area, "texts.ts")).href);
});

/** Every text of every catalogue in `lang` that uses a rejected synonym. */
function offences(lang: Language, read = catalogues): string[] {
  const found: string[] = [];
  for (const [app, texts] of Object.entries(read))
    for (const [key, text] of Object.entries(texts(lang)))
      for (const chosen of rejectedTerms(text, lang))
        found.push(`${app} ${lang} ${key} = "${text}" (say ${chosen})`);
  return found;
}

describe("one vocabulary across the SDK labels, the console and the CLI", () => {
  for (const lang of ["zh-CN", "en"] as const)
    it(`no catalogue uses a rejected synonym (${lang})`, () => {
      expect(offences(lang)).toEqual([]);
    });

  it("finds a rejected synonym where there is one (so the scan cannot pass empty)", () => {
    const planted = {
      planted: () => ({ "x.one": "计费类型", "x.two": "Enter the Captcha", "x.three": "Bind" }),
    };
    expect(offences("zh-CN", planted)).toHaveLength(1);
    expect(offences("en", planted)).toHaveLength(2);
    expect(Object.keys(consoleStrings("en")).length).toBeGreaterThan(100);
    for (const lang of ["zh-CN", "en"] as const) {
      expect(Object.keys(cliInlineHelp(lang)).length, `CLI help ${lang}`).toBeGreaterThan(150);
      expect(Object.keys(callTitles(lang)).sort(), `titles ${lang}`).toEqual(Object.keys(endpoints).sort());
    }
    expect(callTitles("zh-CN")["accounts.batchDisable"]).toMatch(/停用/);
    expect(Object.values(cliInlineHelp("zh-CN"))).toContain("停用账号。");
  });

  it("uses the chosen terms where the spec names them", () => {
    expect(messages["zh-CN"]["field.calType"]).toBe("计量方式");
    expect(messages.en["field.calType"]).toBe("Calculation type");
    expect(messages["zh-CN"]["field.measureWayName"]).toBe(messages["zh-CN"]["field.calType"]);
    expect(messages.en["field.measureWayName"]).toBe(messages.en["field.calType"]);
    expect(messages.en["noticeType.2"]).toBe("Maintenance notification");
    expect(messages["zh-CN"]["menu.cloudChip"]).toBe("云芯一体");
  });
});
