// The chosen terms and their rejected synonyms (docs/vocabulary.md), per language: read by the
// catalogue test (./vocabulary.test.ts) and the CLI help tests (./cli-help-*.test.ts).
import type { Language } from "@fixcloud/sdk";

/** Rejected synonyms per language, with the chosen term (docs/vocabulary.md). */
export const REJECTED: Record<Language, readonly { rejected: RegExp; chosen: string }[]> = {
  "zh-CN": [
    { rejected: /计量类型|计费类型|计费方式/, chosen: "计量方式 (calculation type)" },
    { rejected: /订单号(?!码)/, chosen: "订单编号 (order number)" },
    { rejected: /维护公告|维护通告/, chosen: "维护通知 (maintenance notification)" },
    { rejected: /芯片上云/, chosen: "云芯一体 (the chip-cloud product)" },
    { rejected: /禁用/, chosen: "停用 (disable, for accounts and devices alike)" },
    { rejected: /^绑定$/, chosen: "创建账号 (the action that opens 在资源池中创建账号)" },
    { rejected: /子用户/, chosen: "子账号 (a console user under the main account)" },
    {
      rejected: /(?:时长池|资源池|池的?|设备)子账号/,
      chosen: "设备账号 (a pool's device account; 子账号 is a console user)",
    },
  ],
  en: [
    { rejected: /billing method|billing type/i, chosen: "Calculation type" },
    { rejected: /order no\b/i, chosen: "Order number" },
    { rejected: /maintenance notice/i, chosen: "Maintenance notification" },
    { rejected: /chip[- ]to[- ]cloud|cloud chip/i, chosen: "IC-to-Cloud" },
    { rejected: /captcha/i, chosen: "verification code" },
    { rejected: /\bcentres?\b/i, chosen: "center (the menu's spelling: Personal center)" },
    { rejected: /^bind$/i, chosen: "Create accounts (the action that opens Create accounts in the pool)" },
    { rejected: /\bsub-?users?\b/i, chosen: "sub-account (a console user under the main account)" },
    {
      rejected: /\b(?:time[- ]pool|pool|device) sub-?accounts?\b|\bsub-?accounts? \(device accounts?\)/i,
      chosen: "device account (a pool's device account; sub-account is a console user)",
    },
  ],
};

/** Words that carry a rejected synonym but are not one: flag names the CLI cannot rename. */
const NOT_WORDING = /--captcha\b|captcha\.ts\b|\bimgValidate\b/g;

/** The rejected synonyms `text` uses in `lang`, each with the term to say instead. */
export function rejectedTerms(text: string, lang: Language): string[] {
  const wording = text.replace(NOT_WORDING, "");
  return REJECTED[lang].filter(({ rejected }) => rejected.test(wording)).map(({ chosen }) => chosen);
}
