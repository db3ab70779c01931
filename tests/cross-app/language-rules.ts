// One language at a time (design.md "House style"; docs/vocabulary.md "One language at a time"):
// the rules a text shown in zh-CN or in en must keep, shared by the catalogue test
// (./one-language.test.ts), the CLI help test and the browser walk (e2e/one-language.spec.ts).
//
// - No raw key: a dotted lower-case identifier ("field.time") is an i18n key that found no text.
// - en: no Han character, no full-width punctuation （）：，。、；！？「」.
// - zh-CN: no Latin word outside the allow-list below. Placeholders, URLs, e-mails, file names,
//   host names, version numbers and codes are taken out first: they are data, not wording.
//
// The allow-list is narrow on purpose: product and protocol names the Chinese industry writes in
// Latin letters (NTRIP, RTK, RTCM, GGA, GNSS, CORS …), the names of formats and standards a user
// types or picks (JSON, CSV, Excel, HTTP), units (km, m, ms, MB, Hz, TECU) and the product's own
// name. A word not on it is an English word in a Chinese sentence: translate it, or, when it is
// the name of a thing a Chinese user reads in Latin letters, add it here with a reason.

/** Han characters (CJK ideographs). */
export const HAN = /\p{Script=Han}/u;
/** Full-width punctuation that has no place in an English text (curly quotes are English). */
export const FULL_WIDTH = /[（）：，。、；！？「」【】《》]/;

/**
 * A raw i18n key: lower-case words joined by dots, at least one dot ("field.time",
 * "actions.detailsOf", "sdk:menu.overview"). Checked on text with URLs, e-mails, host and file
 * names and version numbers already taken out (`withoutData`).
 */
export const RAW_KEY = /(?<![\w.@/-])(?:[a-z][a-zA-Z]*:)?[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z0-9_]+)+(?![\w@/-])/g;

/** The language switcher names Chinese in Chinese, in every language: the one Han text in en. */
export const ENDONYM_ZH = "中文";

/** Names written in Latin letters in Chinese too (matched whole, case as written). */
export const ZH_LATIN_ALLOWED: ReadonlySet<string> = new Set([
  // The product and its parts.
  "fixcloud",
  "Fixcloud",
  "FixCloud",
  "OpenAPI",
  "API",
  "APIs",
  "SDK",
  "AccessKey",
  "AccessSecret",
  "Webhook",
  "webhook",
  "Webhooks",
  "CLI",
  "CI", // continuous integration: written so in Chinese too (the token recipes)
  // GNSS and correction services (part1 §1).
  "NTRIP",
  "Ntrip",
  "Caster", // the NTRIP caster: so named in Chinese documents too
  "RTK",
  "NRTK",
  "RTCM",
  "RTD",
  "PPP",
  "AR",
  "GGA",
  "GPGGA",
  "GNGGA",
  "NMEA",
  "GNSS",
  "GPS",
  "BDS",
  "CORS",
  "TEC",
  "TECU",
  "ROTI",
  "VRS",
  "IC",
  "SN",
  "ID",
  "IDs",
  "IP",
  "P95",
  // Formats, standards and tools a user types or picks.
  "JSON",
  "CSV",
  "Excel",
  "HTTP",
  "HTTPS",
  "URL",
  "UTC",
  "GMT",
  "HMAC",
  "SHA",
  "RSA",
  "IDE",
  "OS",
  "AES",
  "Tab",
  "Enter",
  "Esc",
  "Ctrl",
  "POST",
  "http",
  "https",
  "DNS",
  "TLS",
  "CRC",
  "YAML",
  "Linux",
  "Node", // Node.js, named as its makers write it
  "RTKLIB", // the open-source GNSS toolkit the device guide uses
  "Basic", // the HTTP "Basic" authentication scheme, a protocol keyword
  "Standard",
  "Ntrip-GGA",
  // File formats, named by their extension (upload hints, L-codes of the file rules).
  "xlsx",
  "xls",
  "csv",
  "tar",
  "zip",
  "rar",
  "jpeg",
  "jpg",
  "png",
  "gif",
  "bmp",
  // Constellations and their augmentation (GNSS names are not translated in Chinese use).
  "GLONASS",
  "Galileo",
  "QZSS",
  "PPS",
  "BP",
  // The language switcher names each language in itself: "English" in every language.
  "English",
  // Units.
  "km",
  "m",
  "cm",
  "mm",
  "ms",
  "s",
  "Hz",
  "MB",
  "KB",
  "GB",
  "bit",
]);

/** Data inside a text that is not wording: taken out before the word rules look. */
const DATA: readonly RegExp[] = [
  /\{\{[^}]*\}\}|\{[^}]*\}/g, // placeholders
  /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, // URLs
  /[\w.+*-]+@[\w-]+(\.[\w-]+)+/g, // e-mails, masked ones too (d***@example.com)
  /(?<![\w/])\/[A-Za-z][\w/.-]*/g, // paths (/openapi/account/create, /nowhere)
  /`[^`]*`/g, // code in backticks
  /\bv?\d+(\.\d+)+\b/g, // version numbers, decimals
  /(?<![\w.])[\w-]+\.(xlsx|xls|csv|json|zip|rar|7z|tar|png|jpe?g|svg|pdf|txt|md|html|yaml|yml|ts|js|mjs|sh)\b/gi, // file names
  /\b(?:[a-z0-9-]+\.)+(?:com|cn|net|org|io|dev|local|test|example)\b/gi, // host names
  /\b(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?\b/g, // hosts and addresses
  /@[a-z][\w-]*\/[\w-]+/g, // npm packages (@fixcloud/sdk)
  /\b[a-z]+(?:-[a-z]+)+\b/g, // header and flag names (webhook-id, base-url)
  /\b(?:e\.g|i\.e)\./g, // English abbreviations with dots
];

/**
 * Command-line wording (the CLI's messages and help) also holds what a person types: flags,
 * arguments, commands after "fixcloud", key=value pairs, identifiers. Taken out before the
 * zh-CN rule, which for the CLI is "no English sentence": three Latin words in a row.
 */
const COMMAND_LINE: readonly RegExp[] = [
  /(?<![\w])--?[A-Za-z][\w-]*/g, // flags
  /<[^>\n]*>|\[[^\]\n]*\]/g, // <arguments> and [optional ones]
  /\bfixcloud(?: [a-z][\w-]*)*/g, // commands
  /'[^'\n]*'|"[^"\n]*"/g, // quoted values
  /\S*[=_@/^+]\S*/g, // key=value, snake_case, paths, ^C, Ctrl+C
];

/** `text` with command-line data taken out as well (see COMMAND_LINE). */
export function withoutCommandLine(text: string): string {
  return COMMAND_LINE.reduce((s, re) => s.replace(re, " "), withoutData(text));
}

/** `text` with placeholders, URLs, e-mails, code, versions, file and host names taken out. */
export function withoutData(text: string): string {
  return DATA.reduce((s, re) => s.replace(re, " "), text);
}

/** Tokens that are codes, not words: L-codes, ids, SNs, user and account names with digits. */
const CODE = /^(L\d{6}|[A-Za-z]+\d[\w-]*|\d[\w-]*|[A-Z0-9]+[-_][\w-]+)$/;

/** How a text is read: as console wording, or as command-line wording (flags and values in it). */
export type Wording = "console" | "cli";

/**
 * What is wrong with `text` shown in `lang`; [] when nothing is. `allowed` adds data values a
 * page shows (user names, seeded values) and names that look like keys but are data (call names).
 */
export function languageFaults(
  text: string,
  lang: "zh-CN" | "en",
  allowed: ReadonlySet<string> = new Set(),
  wording: Wording = "console",
): string[] {
  const faults: string[] = [];
  const plain = withoutData(text);
  for (const key of plain.match(RAW_KEY) ?? []) if (!allowed.has(key)) faults.push(`raw key "${key}"`);
  const words = plain.replace(RAW_KEY, " ");
  if (lang === "en") {
    const han = text.replaceAll(ENDONYM_ZH, "").match(new RegExp(HAN.source, "gu"));
    if (han) faults.push(`Han in en: "${han.join("")}"`);
    const wide = text.match(new RegExp(FULL_WIDTH.source, "g"));
    if (wide) faults.push(`full-width punctuation in en: "${wide.join("")}"`);
  } else if (wording === "cli") {
    const word = /[A-Za-z][A-Za-z0-9]*(?:'[a-z]+)?/;
    const sentence = new RegExp(`${word.source}(?: ${word.source}){2,}`, "g");
    for (const run of withoutCommandLine(words).match(sentence) ?? [])
      if (!run.split(" ").every((w) => ZH_LATIN_ALLOWED.has(w) || allowed.has(w)))
        faults.push(`English in zh-CN: "${run}"`);
  } else {
    for (const word of words.match(/(?<![\w])[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:[-_'][A-Za-z0-9]+)*/g) ??
      []) {
      if (ZH_LATIN_ALLOWED.has(word) || allowed.has(word) || CODE.test(word)) continue;
      faults.push(`Latin word in zh-CN: "${word}"`);
    }
  }
  return faults;
}
