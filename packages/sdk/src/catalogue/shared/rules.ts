// The shared half of the validation rules (part1 §5, part2 §5): the L-code index, limits,
// helpers and the field rules every area uses (phone, email, password, captcha …). Each
// area's own rules are in catalogue/<area>/rules.ts; catalogue/rules.ts gathers them as
// `rules.<area>.<rule>`. A rule returns the L-code of the first failure (a message key of
// the catalogue's labels) or null. Codes below L000600 are the spec's; L000600 and above
// are the project's. Text is trimmed before checking, as the spec's forms do.

import type { Language } from "../session/schemas.js";

/** A message key of the catalogue's labels, e.g. `"L000342"`. */
export type LCode = string;
/** What an L-code looks like: `L` and six digits. */
const L_CODE = /^L\d{6}$/;

/**
 * Whether a label key is an L-code (a rule's or an outcome's message, part1 §8, part2 §8) rather
 * than a name (`menu.…`, `field.…`, an enum value). Forms and refusals show them; the console's
 * first route carries none.
 */
export function isLCode(key: string): boolean {
  return L_CODE.test(key);
}

/** The result of a rule: an L-code, or null when the value is valid. */
export type RuleResult = LCode | null;
/** Per-field failures of a form: only failing fields are present. */
export type FormErrors<K extends string = string> = Partial<Record<K, LCode>>;

/** The L-codes by meaning. Spec codes (part1 §8, part2 §8) and project codes (L000600+). */
export const L = {
  selectionEmpty: "L000342",
  customPassword: "L000333",
  trialDays: "L000366",
  poolCount: "L000387",
  usageLimit: "L000388",
  silenceTime: "L000389",
  silenceUnit: "L000390",
  silenceNeedsValidity: "L000391",
  validUnit: "L000392",
  validTime: "L000393",
  countRange: "L000409",
  chartRange: "L000416",
  uploadType: "L000497",
  fileNameLength: "L000498",
  notCertified: "L000519",
  subAccountPassword: "L000520",
  passwordsDiffer: "L000521",
  accountCreated: "L000522",
  formInvalid: "L000238",
  menusEmpty: "L000077",
  faultRange: "L000277",
  faultAccount: "L000278",
  faultLookup: "L000279",
  faultSubType: "L000065",
  certificationSubmitted: "L000208",
  updated: "L000079",
  assigned: "L000116",
  roleAdded: "L000082",
  roleDeleted: "L000097",
  confirmEnable: "L000516",
  confirmDisable: "L000517",
  confirmDeleteAccount: "L000518",
  confirmDeleteRole: "L000527",
  phoneRequired: "L000600",
  phoneInvalid: "L000601",
  codeRequired: "L000602",
  codeLength: "L000603",
  idCard: "L000604",
  usernameRequired: "L000605",
  usernameLength20: "L000606",
  companyRequired: "L000607",
  businessLicence: "L000608",
  emailRequired: "L000609",
  emailInvalid: "L000610",
  loginUsername: "L000611",
  passwordRequired: "L000612",
  password: "L000613",
  strictPassword: "L000614",
  accountName: "L000615",
  customPasswordSame: "L000616",
  remarkLength: "L000617",
  batchRemarkRequired: "L000618",
  batchRemarkLength: "L000619",
  numberRequired: "L000620",
  confirmRequired: "L000621",
  receiverName: "L000622",
  receiverNameLength: "L000623",
  positionRequired: "L000624",
  positionLength: "L000625",
  fileRequired: "L000626",
  fileTooLarge: "L000627",
  titleRequired: "L000630",
  titleLength: "L000631",
  contactsRequired: "L000632",
  contactsLength30: "L000633",
  contactsLength35: "L000634",
  troubleTime: "L000635",
  useArea: "L000636",
  accServNo: "L000637",
  troubleDescribe: "L000638",
  equipmentModel: "L000639",
  troubleType: "L000640",
  apis: "L000641",
  os: "L000642",
  processorSize: "L000643",
  chipModel: "L000644",
  compilerDownUrl: "L000645",
  sdkUsableSource: "L000646",
  attachmentCount: "L000650",
  attachmentType: "L000651",
  imageTooLarge: "L000652",
  certImageRequired: "L000655",
  certImageTooLarge: "L000656",
  certImageType: "L000657",
  customerNameLength: "L000658",
  corporateNameLength: "L000659",
  certContactsLength: "L000660",
  creditCode: "L000661",
  registeredCapital: "L000662",
  applicationArea: "L000663",
  usernameLength50: "L000664",
  fullNameRequired: "L000665",
  fullNameLength: "L000666",
  emailLength: "L000667",
  corporateNameRequired: "L000668",
  certImageCount: "L000669",
  roleNameRequired: "L000670",
  roleNameLength: "L000671",
  remarksLength: "L000672",
  searchLength: "L000673",
  faultAccountLength: "L000674",
  faultWindow: "L000675",
  faultFuture: "L000676",
  rangeOrder: "L000677",
  oldValueRequired: "L000678",
  newUsernameRequired: "L000679",
  positiveInteger: "L000680",
  exportLimit: "L000681",
  sessionExpired: "L000690",
  codeResendBlocked: "L000691",
  receiverLimit: "L000692",
  saved: "L000693",
  added: "L000694",
  deleted: "L000695",
  codeSent: "L000696",
  secretRevealed: "L000697",
  uploaded: "L000698",
  done: "L000699",
  batchRunning: "L000700",
  uploadRowsFailed: "L000701",
  notCertifiedShort: "L000702",
  waitBeforeResend: "L000703",
  requestFailed: "L000704",
  batchSubmitted: "L000705",
  trialDaysMax: "L000711",
  validTimeMax: "L000712",
  silenceTimeMax: "L000713",
} as const;

// Limits live in a leaf module (./limits.ts) so a screen that needs one number does not load
// every rule with it.
export { LIMITS } from "./limits.js";
import { LIMITS } from "./limits.js";

// ---------------------------------------------------------------- helpers

export type Text = string | null | undefined;
export type NumberInput = string | number | null | undefined;

export const trim = (v: Text): string => (v ?? "").trim();
export const isBlank = (v: Text): boolean => trim(v) === "";
/** Length in characters (code points), so a CJK character or emoji counts once. */
export const len = (v: string): number => [...v].length;

/** True for a positive integer given as number or digits-only text ("0", "1.5", "-1", "abc" are not). */
export function isPositiveInteger(value: NumberInput): boolean {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0;
  const s = trim(value);
  return /^\d+$/.test(s) && Number(s) > 0 && Number.isSafeInteger(Number(s));
}

/**
 * True for a whole number above `max`, however large (digits beyond 2^53 included), so a form
 * names the limit instead of calling such a value "not a positive integer".
 */
export function aboveMax(value: NumberInput, max: number): boolean {
  const s = typeof value === "number" ? String(value) : trim(value);
  return /^\d+$/.test(s)
    ? Number(s) > max
    : typeof value === "number" && Number.isInteger(value) && value > max;
}

export const given = (v: NumberInput): boolean =>
  !(v === null || v === undefined || (typeof v === "string" && v.trim() === ""));

export function first(...results: RuleResult[]): RuleResult {
  for (const r of results) if (r) return r;
  return null;
}

export function collect<K extends string>(checks: Record<K, () => RuleResult>): FormErrors<K> {
  const out: FormErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const r = checks[key]();
    if (r) out[key] = r;
  }
  return out;
}

export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** The shape of a phone number in any country: `+` first or not, digits and separators. */
const INTERNATIONAL_PHONE_RE = /^\+?[\d\s().-]+$/;
/** How many digits a phone number has: 5 to 15 (E.164's most). */
const PHONE_DIGITS_RE = /^\d{5,15}$/;
// A practical email pattern: local@domain.tld, no spaces (part1 §5 "standard pattern").
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const ID_CARD_RE = /^(\d{15}|\d{17}[\dXx])$/;
export const CREDIT_CODE_RE = /^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|\d{15})$/;

function passwordClasses(v: string): number {
  return [/\d/, /[A-Z]/, /[a-z]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(v)).length;
}

/** Text between `min` and `max` characters: `required` when blank, `length` when out of range. */
export function lengthBetween(
  value: Text,
  min: number,
  max: number,
  required: LCode,
  length: LCode,
): RuleResult {
  const v = trim(value);
  if (!v) return required;
  const n = len(v);
  return n < min || n > max ? length : null;
}

/** The lower-cased extension of a file name, or "". */
export const ext = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
/** A rule that fails with `code` when the value is blank. */
export const required = (code: LCode) => (value: Text) => (isBlank(value) ? code : null);

// ---------------------------------------------------------------- common (part1 §5)

/** Shared field rules of part1 §5, used by sign-in, registration and part2 forms. */
export const common = {
  /**
   * Phone: required (L000600); in zh-CN a mainland mobile number (1, then 3-9, then 9 digits),
   * in en any number a phone can have: an optional leading `+`, digits with spaces, dashes,
   * dots or brackets between them, 5 to 15 digits (E.164's most). L000601 otherwise. Part1 §5
   * asks only "non-empty" in English; `123` or `abc` is still no number an SMS can reach, and
   * is refused before any call (docs/identity-ways-in.md).
   */
  phone(value: Text, language: Language): RuleResult {
    const v = trim(value);
    if (!v) return L.phoneRequired;
    if (language === "zh-CN") return MOBILE_RE.test(v) ? null : L.phoneInvalid;
    return INTERNATIONAL_PHONE_RE.test(v) && PHONE_DIGITS_RE.test(v.replace(/\D/g, ""))
      ? null
      : L.phoneInvalid;
  },
  /** Optional mobile: empty is fine, otherwise the 11-digit mainland pattern (part2 §5 receivers). */
  optionalMobile(value: Text): RuleResult {
    const v = trim(value);
    return v && !MOBILE_RE.test(v) ? L.phoneInvalid : null;
  },
  /** Captcha or verification code: required, exactly 4 characters. L000602/L000603. */
  captcha(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.codeRequired;
    return len(v) === 4 ? null : L.codeLength;
  },
  /** ID card (zh-CN only): 15 digits or 17 digits plus a digit or X. L000604. In en always null. */
  idCard(value: Text, language: Language): RuleResult {
    if (language !== "zh-CN") return null;
    return ID_CARD_RE.test(trim(value)) ? null : L.idCard;
  },
  /** Registration username: required; in zh-CN at most 20 characters. L000605/L000606. */
  username(value: Text, language: Language): RuleResult {
    const v = trim(value);
    if (!v) return L.usernameRequired;
    return language === "zh-CN" && len(v) > 20 ? L.usernameLength20 : null;
  },
  /** Company name: required. L000607. */
  companyName(value: Text): RuleResult {
    return isBlank(value) ? L.companyRequired : null;
  },
  /** Business licence number: in zh-CN 15 to 20 letters or digits; in en only required. L000608. */
  businessLicence(value: Text, language: Language): RuleResult {
    const v = trim(value);
    if (language === "zh-CN") return /^[A-Za-z0-9]{15,20}$/.test(v) ? null : L.businessLicence;
    return v ? null : L.businessLicence;
  },
  /** Email: required and a valid address; `max` characters when given. L000609/L000610/L000667. */
  email(value: Text, max?: number): RuleResult {
    const v = trim(value);
    if (!v) return L.emailRequired;
    if (max !== undefined && len(v) > max) return L.emailLength;
    return EMAIL_RE.test(v) ? null : L.emailInvalid;
  },
  /** Optional email: empty is fine, otherwise a valid address. L000610. */
  optionalEmail(value: Text): RuleResult {
    const v = trim(value);
    return v && !EMAIL_RE.test(v) ? L.emailInvalid : null;
  },
  /**
   * Login username: letters and digits only, not digits only; at most `max` characters when
   * given (50 for sub-accounts and the security centre, part2 §5). L000605/L000611/L000664.
   */
  loginUsername(value: Text, max?: number): RuleResult {
    const v = trim(value);
    if (!v) return L.usernameRequired;
    if (!/^[A-Za-z0-9]+$/.test(v) || /^\d+$/.test(v)) return L.loginUsername;
    return max !== undefined && len(v) > max ? L.usernameLength50 : null;
  },
  /**
   * Password: 8 to 20 characters, no whitespace, at least 2 of 4 classes (digit, upper,
   * lower, special). L000612 empty, L000613 otherwise.
   */
  password(value: Text): RuleResult {
    const v = value ?? "";
    if (v === "") return L.passwordRequired;
    if (v.length < 8 || v.length > 20 || /\s/.test(v)) return L.password;
    return passwordClasses(v) >= 2 ? null : L.password;
  },
  /** Strict password: 8 to 20 characters, no whitespace, all four classes. L000612/L000614. */
  strictPassword(value: Text): RuleResult {
    const v = value ?? "";
    if (v === "") return L.passwordRequired;
    if (v.length < 8 || v.length > 20 || /\s/.test(v)) return L.strictPassword;
    return passwordClasses(v) === 4 ? null : L.strictPassword;
  },
  /** Confirmation: required and equal to `password`. L000621/L000521. */
  passwordsMatch(password: Text, confirm: Text): RuleResult {
    if ((confirm ?? "") === "") return L.confirmRequired;
    return password === confirm ? null : L.passwordsDiffer;
  },
  /** A count, validity or silence period: a positive integer. L000620 empty, L000680 otherwise. */
  positiveInteger(value: NumberInput): RuleResult {
    if (!given(value)) return L.numberRequired;
    return isPositiveInteger(value) ? null : L.positiveInteger;
  },
  /** Any batch action needs at least one selected row. L000342. */
  selection(ids: readonly unknown[] | null | undefined): RuleResult {
    return ids && ids.length > 0 ? null : L.selectionEmpty;
  },
  /** A search input: at most 100 characters. L000673. */
  search(value: Text): RuleResult {
    return len(trim(value)) > LIMITS.searchMax ? L.searchLength : null;
  },
};

/** The first failure of a {@link FormErrors} object, or null. */
export function firstError(errors: FormErrors): RuleResult {
  for (const v of Object.values(errors)) if (v) return v;
  return null;
}
