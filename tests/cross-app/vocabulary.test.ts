import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Language, messages } from "@fixcloud/sdk";
import { describe, expect, it } from "vitest";
import { cliMessages } from "../../packages/cli/src/messages/index.js";

// One vocabulary (issue 7 defect 9, docs/vocabulary.md): each term is chosen once, in the SDK's
// labels, and the console's and the CLI's own wording follows it. This test reads every text of
// the SDK labels, the console locales and the CLI messages and fails on a rejected synonym.

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Rejected synonyms per language, with the chosen term (docs/vocabulary.md). */
const REJECTED: Record<Language, readonly { rejected: RegExp; chosen: string }[]> = {
  "zh-CN": [
    { rejected: /计量类型|计费类型|计费方式/, chosen: "计量方式 (calculation type)" },
    { rejected: /订单号(?!码)/, chosen: "订单编号 (order number)" },
    { rejected: /维护公告|维护通告/, chosen: "维护通知 (maintenance notification)" },
    { rejected: /芯片上云/, chosen: "云芯一体 (the chip-cloud product)" },
    { rejected: /禁用/, chosen: "停用 (disable, for accounts and devices alike)" },
    { rejected: /^绑定$/, chosen: "创建账号 (the action that opens 在资源池中创建账号)" },
  ],
  en: [
    { rejected: /billing method|billing type/i, chosen: "Calculation type" },
    { rejected: /order no\b/i, chosen: "Order number" },
    { rejected: /maintenance notice/i, chosen: "Maintenance notification" },
    { rejected: /chip[- ]to[- ]cloud|cloud chip/i, chosen: "IC-to-Cloud" },
    { rejected: /captcha/i, chosen: "verification code" },
    { rejected: /^bind$/i, chosen: "Create accounts (the action that opens Create accounts in the pool)" },
  ],
};

/** Words that carry a rejected synonym but are not one: flag names the CLI cannot rename. */
const NOT_WORDING = /--captcha\b/g;

/** The console's strings of a language, by `namespace:key`. */
function consoleStrings(lang: Language): Record<string, string> {
  const dir = `${root}/packages/web/src/i18n/locales/${lang}`;
  const out: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")))
    for (const [key, text] of Object.entries(JSON.parse(readFileSync(`${dir}/${file}`, "utf8"))))
      out[`${file.replace(/\.json$/, "")}:${key}`] = String(text);
  return out;
}

const catalogues: Record<string, (lang: Language) => Record<string, string>> = {
  sdk: (lang) => messages[lang] as Record<string, string>,
  console: consoleStrings,
  cli: (lang) => cliMessages[lang] as Record<string, string>,
};

/** Every text of every catalogue in `lang` that uses a rejected synonym. */
function offences(lang: Language, read = catalogues): string[] {
  const found: string[] = [];
  for (const [app, texts] of Object.entries(read))
    for (const [key, text] of Object.entries(texts(lang))) {
      const wording = text.replace(NOT_WORDING, "");
      for (const { rejected, chosen } of REJECTED[lang])
        if (rejected.test(wording)) found.push(`${app} ${lang} ${key} = "${text}" (say ${chosen})`);
    }
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
