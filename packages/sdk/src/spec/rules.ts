// Every client-side validation rule of part1 §5 and part2 §5, as pure functions that return
// the L-code of the first failure (a key of messages/{zh-CN,en}.json) or null when valid.
// The console's forms, the CLI's flags and the sandbox's handlers all call these, so a rule
// is written once. Codes below L000600 are the spec's; L000600 and above are the project's.
//
// Layout: `rules.<area>.<field>(value, …)`; areas with multi-field forms also have a
// `<form>Errors(values, …)` function returning `{ field: code }` for every failing field.
// Text is trimmed before checking, as the spec's forms do.

import type { Language } from "./schemas/session.js";

/** A message key of the catalogues, e.g. `"L000342"`. */
export type LCode = string;
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
} as const;

// ---------------------------------------------------------------- limits (part1 §9, part2 §9)

/** Limits the rules enforce, with units. */
export const LIMITS = {
  /** Inline remark, characters. */
  remarkMax: 50,
  /** Batch remark, characters. */
  batchRemarkMax: 20,
  /** Custom service password, exact characters. */
  customPasswordLength: 8,
  /** Add sub-accounts / generate service IDs by count: 1 to this. */
  addCountMax: 10_000,
  /** Export rows at most (part1 §9; the check always passes, part1 §5). */
  exportMax: 10_000,
  /** Upload and attachment file name, characters. */
  fileNameMax: 50,
  /** Upload size, bytes (10 MB, the sandbox answers 413 above it). */
  uploadMaxBytes: 10 * 1024 * 1024,
  /** Ticket attachments per ticket. */
  attachmentsMax: 10,
  /** Image attachments, bytes (2 MB). */
  imageMaxBytes: 2 * 1024 * 1024,
  /** Certificate (business licence) image, bytes (3 MB). */
  certImageMaxBytes: 3 * 1024 * 1024,
  /** Receivers per customer. */
  receiversMax: 10,
  /** Fault search window, ms (30 days). */
  faultWindowMs: 2_592_000_000,
  /** Search inputs (account name, role name), characters. */
  searchMax: 100,
  /** Username, full name, email, role name, remarks, characters (part2 §9). */
  fieldMax: 50,
} as const;

// ---------------------------------------------------------------- helpers

type Text = string | null | undefined;
type NumberInput = string | number | null | undefined;

const trim = (v: Text): string => (v ?? "").trim();
const isBlank = (v: Text): boolean => trim(v) === "";
/** Length in characters (code points), so a CJK character or emoji counts once. */
const len = (v: string): number => [...v].length;

/** True for a positive integer given as number or digits-only text ("0", "1.5", "-1", "abc" are not). */
export function isPositiveInteger(value: NumberInput): boolean {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0;
  const s = trim(value);
  return /^\d+$/.test(s) && Number(s) > 0 && Number.isSafeInteger(Number(s));
}

const given = (v: NumberInput): boolean =>
  !(v === null || v === undefined || (typeof v === "string" && v.trim() === ""));

function first(...results: RuleResult[]): RuleResult {
  for (const r of results) if (r) return r;
  return null;
}

function collect<K extends string>(checks: Record<K, () => RuleResult>): FormErrors<K> {
  const out: FormErrors<K> = {};
  for (const key of Object.keys(checks) as K[]) {
    const r = checks[key]();
    if (r) out[key] = r;
  }
  return out;
}

const MOBILE_RE = /^1[3-9]\d{9}$/;
// A practical email pattern: local@domain.tld, no spaces (part1 §5 "standard pattern").
const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const ID_CARD_RE = /^(\d{15}|\d{17}[\dXx])$/;
const CREDIT_CODE_RE = /^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|\d{15})$/;

function passwordClasses(v: string): number {
  return [/\d/, /[A-Z]/, /[a-z]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(v)).length;
}

// ---------------------------------------------------------------- common (part1 §5)

/** Shared field rules of part1 §5, used by sign-in, registration and part2 forms. */
const common = {
  /** Phone: required; in zh-CN a mainland mobile number (1, then 3-9, then 9 digits). L000600/L000601. */
  phone(value: Text, language: Language): RuleResult {
    const v = trim(value);
    if (!v) return L.phoneRequired;
    if (language === "zh-CN" && !MOBILE_RE.test(v)) return L.phoneInvalid;
    return null;
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

// ---------------------------------------------------------------- service accounts (part1 §5)

/** Validity fields shared by pool fill and validity edits (part1 §5, §7). */
export interface ValidityInput {
  /** Usage limit; ignored for concurrent pools / device type 1. */
  limitUseSum?: NumberInput;
  silenceTime?: NumberInput;
  silenceTimeUnit?: Text;
  validTime?: NumberInput;
  validTimeUnit?: Text;
}

/** Pool create-accounts input: the count plus the validity fields (part1 §7). */
export interface PoolFillInput extends ValidityInput {
  creatAccountSum: NumberInput;
}

function validityChecks(input: ValidityInput, withLimit: boolean, validRequired: boolean): RuleResult {
  if (withLimit && given(input.limitUseSum) && !isPositiveInteger(input.limitUseSum)) return L.usageLimit;
  if (given(input.silenceTime)) {
    if (!isPositiveInteger(input.silenceTime)) return L.silenceTime;
    if (isBlank(input.silenceTimeUnit)) return L.silenceUnit;
    // A silence period only makes sense inside a validity period.
    if (!isPositiveInteger(input.validTime)) return L.silenceNeedsValidity;
    if (isBlank(input.validTimeUnit)) return L.validUnit;
    return null;
  }
  if (given(input.validTime) || validRequired) {
    if (!isPositiveInteger(input.validTime)) return L.validTime;
    if (isBlank(input.validTimeUnit)) return L.validUnit;
  }
  return null;
}

const accounts = {
  /**
   * Assigned account name: starts with a letter, letters and digits, 1 to 50 characters.
   * (The original pattern let 51 through while its message said 1 to 50; 50 is enforced.) L000615.
   */
  accountName(value: Text): RuleResult {
    return /^[A-Za-z][A-Za-z0-9]{0,49}$/.test(trim(value)) ? null : L.accountName;
  },
  /** Custom service password: exactly 8 lowercase letters and digits, with both. L000333. */
  customPassword(value: Text): RuleResult {
    const v = value ?? "";
    return /^(?=.*[a-z])(?=.*\d)[a-z\d]{8}$/.test(v) ? null : L.customPassword;
  },
  /**
   * L000616 when the new custom password equals the current one: the console asks for a
   * confirmation (not an error), part1 §5.
   */
  customPasswordSame(value: Text, current: Text): RuleResult {
    return value && value === current ? L.customPasswordSame : null;
  },
  /** Inline remark: optional, at most 50 characters. L000617. */
  remark(value: Text): RuleResult {
    return len(trim(value)) > LIMITS.remarkMax ? L.remarkLength : null;
  },
  /** Batch remark: required, at most 20 characters. L000618/L000619. */
  batchRemark(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.batchRemarkRequired;
    return len(v) > LIMITS.batchRemarkMax ? L.batchRemarkLength : null;
  },
  /** Trial days: a positive integer. L000366. */
  trialDays(value: NumberInput): RuleResult {
    return isPositiveInteger(value) ? null : L.trialDays;
  },
  /** Batch actions need a selection. L000342. */
  selection: common.selection,
  /** Activation type: 1 manual or 2 automatic (part1 §4). L000342 when none is chosen. */
  activationType(value: NumberInput): RuleResult {
    return value === 1 || value === 2 || value === "1" || value === "2" ? null : L.selectionEmpty;
  },
};

// ---------------------------------------------------------------- pools and devices (part1 §5)

const pools = {
  /**
   * Pool create-accounts form (part1 §5): returns the first failing L-code, in this order:
   * count positive integer (L000387); usage limit positive integer when given, not for
   * concurrent pools (L000388); silence time positive integer (L000389), its unit (L000390),
   * then a positive valid time (L000391) and its unit (L000392); valid time when given
   * positive (L000393) with a unit (L000392).
   */
  poolFillErrors(input: PoolFillInput, options: { calType: string }): RuleResult {
    if (!isPositiveInteger(input.creatAccountSum)) return L.poolCount;
    return validityChecks(input, options.calType !== "concurrent_pool", false);
  },
  /**
   * Edit validity of pool devices (part1 §5: same rules as pool fill). `type` is the device
   * page type: 1 concurrent pool (no usage limit), 2 other pools. A valid time is required
   * here, since editing validity without one changes nothing (project choice).
   */
  validityErrors(input: ValidityInput, options: { type: number }): RuleResult {
    return validityChecks(input, options.type !== 1, true);
  },
  /** Add sub-accounts or generate service IDs by count: integer 1 to 10000. L000409. */
  addCount(value: NumberInput): RuleResult {
    return isPositiveInteger(value) && Number(value) <= LIMITS.addCountMax ? null : L.countRange;
  },
  /**
   * Spreadsheet upload: a file is required (L000626), xlsx or xls only (L000497), name at
   * most 50 characters (L000498), size at most 10 MB when given (L000627).
   */
  uploadFile(file: { name: string; size?: number } | null | undefined): RuleResult {
    if (!file?.name) return L.fileRequired;
    if (!/\.(xlsx|xls)$/i.test(file.name)) return L.uploadType;
    if (len(file.name) > LIMITS.fileNameMax) return L.fileNameLength;
    if (file.size !== undefined && file.size > LIMITS.uploadMaxBytes) return L.fileTooLarge;
    return null;
  },
  /** Usage chart: both ends of the range are required (L000416) and in order (L000677). */
  chartRange(start: Text, end: Text): RuleResult {
    if (isBlank(start) || isBlank(end)) return L.chartRange;
    return trim(start) <= trim(end) ? null : L.rangeOrder;
  },
  /** Export of at most 10,000 rows: the check always passes, as the spec says (part1 §5). */
  exportLimit(_count: number): RuleResult {
    return null;
  },
};

// ---------------------------------------------------------------- receivers (part2 §5)

/** The receiver edit form (part2 §3). */
export interface ReceiverForm {
  name: Text;
  email: Text;
  tell?: Text;
  position: Text;
}

function lengthBetween(value: Text, min: number, max: number, required: LCode, length: LCode): RuleResult {
  const v = trim(value);
  if (!v) return required;
  const n = len(v);
  return n < min || n > max ? length : null;
}

const receivers = {
  /** Name: required, 2 to 35 characters. L000622/L000623. */
  name: (value: Text): RuleResult => lengthBetween(value, 2, 35, L.receiverName, L.receiverNameLength),
  /** Position: required, 2 to 35 characters. L000624/L000625. */
  position: (value: Text): RuleResult => lengthBetween(value, 2, 35, L.positionRequired, L.positionLength),
  /** Email: required, valid. L000609/L000610. */
  email: (value: Text): RuleResult => common.email(value),
  /** Phone: optional 11-digit mainland mobile. L000601. */
  phone: (value: Text): RuleResult => common.optionalMobile(value),
  /** Every failing field of the receiver form. */
  receiverErrors(form: ReceiverForm): FormErrors<keyof ReceiverForm> {
    return collect({
      name: () => receivers.name(form.name),
      email: () => receivers.email(form.email),
      tell: () => receivers.phone(form.tell),
      position: () => receivers.position(form.position),
    });
  },
};

// ---------------------------------------------------------------- tickets and attachments (part2 §5)

/** A file chosen for upload: its name and size in bytes. */
export interface FileInfo {
  name: string;
  /** Bytes. */
  size: number;
}

/** Ticket form values; which fields apply depends on `ticketType` (part2 §3). */
export interface TicketForm {
  ticketType: 1 | 2 | 3 | 5;
  title?: Text;
  contacts?: Text;
  mobile?: Text;
  email?: Text;
  troubleTime?: readonly string[] | null;
  useArea?: Text;
  accServNo?: Text;
  troubleDescribe?: Text;
  equipmentModel?: Text;
  troubleType?: NumberInput;
  apis?: readonly unknown[] | null;
  os?: Text;
  processorSize?: NumberInput;
  chipModel?: Text;
  compilerDownUrl?: Text;
  sdkUsableSource?: Text;
  companyName?: Text;
}
type TicketField = Exclude<keyof TicketForm, "ticketType">;

const ATTACHMENT_EXT = ["tar", "zip", "rar", "7z", "jpeg", "png", "jpg"];
const IMAGE_EXT = ["jpeg", "png", "jpg"];
const CERT_EXT = ["gif", "bmp", "png", "jpg", "jpeg"];
const ext = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
const required = (code: LCode) => (value: Text) => (isBlank(value) ? code : null);

const tickets = {
  /** Title: required, 5 to 50 characters. L000630/L000631. */
  title: (value: Text): RuleResult => lengthBetween(value, 5, 50, L.titleRequired, L.titleLength),
  /** Contacts: required, 1 to 30 characters (35 for open API tickets, type 3). L000632/L000633/L000634. */
  contacts(value: Text, ticketType: number): RuleResult {
    return ticketType === 3
      ? lengthBetween(value, 1, 35, L.contactsRequired, L.contactsLength35)
      : lengthBetween(value, 1, 30, L.contactsRequired, L.contactsLength30);
  },
  /** Mobile: required mainland mobile outside en; optional in en. L000600/L000601. */
  mobile(value: Text, language: Language): RuleResult {
    if (language === "en") return null;
    return common.phone(value, "zh-CN");
  },
  /** Email: required in en, optional otherwise; valid when given. L000609/L000610. */
  email(value: Text, language: Language): RuleResult {
    return language === "en" ? common.email(value) : common.optionalEmail(value);
  },
  /**
   * Every failing field of a ticket form (part2 §5). Bug: troubleTime, useArea, accServNo,
   * troubleDescribe, equipmentModel. Change: troubleType, troubleDescribe. Open API:
   * troubleDescribe, at least one API. SDK: os, processorSize, chipModel, compilerDownUrl,
   * sdkUsableSource, companyName. All: title, mobile, email; contacts except change tickets.
   * On any failure the form shows L000238 as well.
   */
  ticketErrors(form: TicketForm, language: Language): FormErrors<TicketField> {
    const t = form.ticketType;
    const checks: Partial<Record<TicketField, () => RuleResult>> = {
      title: () => tickets.title(form.title),
      mobile: () => tickets.mobile(form.mobile, language),
      email: () => tickets.email(form.email, language),
    };
    if (t !== 2) checks.contacts = () => tickets.contacts(form.contacts, t);
    checks.troubleDescribe = () => (t === 5 ? null : required(L.troubleDescribe)(form.troubleDescribe));
    if (t === 1) {
      checks.troubleTime = () => (form.troubleTime && form.troubleTime.length > 0 ? null : L.troubleTime);
      checks.useArea = () => required(L.useArea)(form.useArea);
      checks.accServNo = () => required(L.accServNo)(form.accServNo);
      checks.equipmentModel = () => required(L.equipmentModel)(form.equipmentModel);
    }
    if (t === 2)
      checks.troubleType = () => (["1", "2"].includes(String(form.troubleType)) ? null : L.troubleType);
    if (t === 3) checks.apis = () => (form.apis && form.apis.length > 0 ? null : L.apis);
    if (t === 5) {
      checks.os = () => required(L.os)(form.os);
      checks.processorSize = () => (["1", "2"].includes(String(form.processorSize)) ? null : L.processorSize);
      checks.chipModel = () => required(L.chipModel)(form.chipModel);
      checks.compilerDownUrl = () => required(L.compilerDownUrl)(form.compilerDownUrl);
      checks.sdkUsableSource = () => required(L.sdkUsableSource)(form.sdkUsableSource);
      checks.companyName = () => required(L.companyRequired)(form.companyName);
    }
    return collect(checks as Record<TicketField, () => RuleResult>);
  },
};

const attachments = {
  /**
   * Ticket attachments (part2 §5, part1 §5): at most 10 files (L000650); types tar, zip,
   * rar, 7z, jpeg, png, jpg (L000651); names at most 50 characters (L000498); images
   * under 2 MB (L000652). Returns the first failure over all files.
   */
  files(files: readonly FileInfo[]): RuleResult {
    if (files.length > LIMITS.attachmentsMax) return L.attachmentCount;
    for (const f of files) {
      const e = ext(f.name);
      if (!ATTACHMENT_EXT.includes(e)) return L.attachmentType;
      if (len(f.name) > LIMITS.fileNameMax) return L.fileNameLength;
      if (IMAGE_EXT.includes(e) && f.size >= LIMITS.imageMaxBytes) return L.imageTooLarge;
    }
    return null;
  },
  /** Whether a file is an image, sent with the thumbnail flag (part2 §5). */
  isImage(name: string): boolean {
    return IMAGE_EXT.includes(ext(name));
  },
};

// ---------------------------------------------------------------- certification (part2 §5)

/** The enterprise certification form (part2 §3). */
export interface CertificationForm {
  images: readonly FileInfo[];
  customerName: Text;
  unifyCreditCode: Text;
  corporateName: Text;
  registeredCapital: NumberInput;
  contacts: Text;
  phone: Text;
  email: Text;
  verificationCode: Text;
  applicationArea: readonly unknown[] | null | undefined;
}

const certification = {
  /**
   * The certificate image: exactly one (L000655 none, L000669 more), gif/bmp/png/jpg/jpeg
   * (L000657), under 3 MB (L000656), name at most 50 characters (L000498).
   */
  image(files: readonly FileInfo[]): RuleResult {
    if (files.length === 0) return L.certImageRequired;
    if (files.length > 1) return L.certImageCount;
    const f = files[0]!;
    if (!CERT_EXT.includes(ext(f.name))) return L.certImageType;
    if (f.size >= LIMITS.certImageMaxBytes) return L.certImageTooLarge;
    return len(f.name) > LIMITS.fileNameMax ? L.fileNameLength : null;
  },
  /** Company name: required; 1 to 20 characters in zh-CN. L000607/L000658. */
  customerName(value: Text, language: Language): RuleResult {
    return language === "zh-CN"
      ? lengthBetween(value, 1, 20, L.companyRequired, L.customerNameLength)
      : required(L.companyRequired)(value);
  },
  /** Legal representative: required; 2 to 20 characters in zh-CN. L000668/L000659. */
  corporateName(value: Text, language: Language): RuleResult {
    return language === "zh-CN"
      ? lengthBetween(value, 2, 20, L.corporateNameRequired, L.corporateNameLength)
      : required(L.corporateNameRequired)(value);
  },
  /** Contact: required; 1 to 20 characters in zh-CN. L000632/L000660. */
  contacts(value: Text, language: Language): RuleResult {
    return language === "zh-CN"
      ? lengthBetween(value, 1, 20, L.contactsRequired, L.certContactsLength)
      : required(L.contactsRequired)(value);
  },
  /** Unified social credit code: 18 characters (GB 32100) or 15 digits. L000661. */
  unifyCreditCode(value: Text): RuleResult {
    return CREDIT_CODE_RE.test(trim(value).toUpperCase()) ? null : L.creditCode;
  },
  /** Registered capital: a positive number. L000662. */
  registeredCapital(value: NumberInput): RuleResult {
    const s = typeof value === "number" ? String(value) : trim(value);
    return /^\d+(\.\d+)?$/.test(s) && Number(s) > 0 ? null : L.registeredCapital;
  },
  /** Application area: at least the first level chosen. L000663. */
  applicationArea(value: readonly unknown[] | null | undefined): RuleResult {
    return value && value.length > 0 ? null : L.applicationArea;
  },
  /** Every failing field; on any failure the form shows L000238 (part2 §5). */
  certificationErrors(form: CertificationForm, language: Language): FormErrors<keyof CertificationForm> {
    return collect({
      images: () => certification.image(form.images),
      customerName: () => certification.customerName(form.customerName, language),
      unifyCreditCode: () => certification.unifyCreditCode(form.unifyCreditCode),
      corporateName: () => certification.corporateName(form.corporateName, language),
      registeredCapital: () => certification.registeredCapital(form.registeredCapital),
      contacts: () => certification.contacts(form.contacts, language),
      phone: () => common.phone(form.phone, language),
      email: () => common.email(form.email),
      verificationCode: () => common.captcha(form.verificationCode),
      applicationArea: () => certification.applicationArea(form.applicationArea),
    });
  },
};

// ---------------------------------------------------------------- sub-accounts and roles (part2 §5)

/** The sub-account add/edit form (part2 §3). */
export interface SubAccountForm {
  userName: Text;
  fullName: Text;
  phone: Text;
  email: Text;
  password?: Text;
  confirmPassword?: Text;
}

const subAccounts = {
  /** Adding is blocked for a customer marked not certified (part2 §5). L000519. */
  certified(notCertified: boolean | null | undefined): RuleResult {
    return notCertified ? L.notCertified : null;
  },
  /** Username: the shared login-username rule, at most 50. L000605/L000611/L000664. */
  userName: (value: Text): RuleResult => common.loginUsername(value, LIMITS.fieldMax),
  /** Full name: required, at most 50. L000665/L000666. */
  fullName(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.fullNameRequired;
    return len(v) > LIMITS.fieldMax ? L.fullNameLength : null;
  },
  /** Phone: the shared phone rule. */
  phone: (value: Text, language: Language): RuleResult => common.phone(value, language),
  /** Email: the shared email rule, at most 50. */
  email: (value: Text): RuleResult => common.email(value, LIMITS.fieldMax),
  /**
   * Password: required on add (L000612), optional on edit; must pass the shared password
   * rule, else L000520.
   */
  password(value: Text, mode: "add" | "edit"): RuleResult {
    if ((value ?? "") === "") return mode === "add" ? L.passwordRequired : null;
    return common.password(value) ? L.subAccountPassword : null;
  },
  /** Confirmation: required and equal when a password is set (L000621/L000521). */
  confirmPassword(password: Text, confirm: Text, mode: "add" | "edit"): RuleResult {
    if (mode === "edit" && (password ?? "") === "" && (confirm ?? "") === "") return null;
    return common.passwordsMatch(password, confirm);
  },
  /** Every failing field of the form. */
  subAccountErrors(
    form: SubAccountForm,
    options: { mode: "add" | "edit"; language: Language },
  ): FormErrors<keyof SubAccountForm> {
    return collect({
      userName: () => subAccounts.userName(form.userName),
      fullName: () => subAccounts.fullName(form.fullName),
      phone: () => subAccounts.phone(form.phone, options.language),
      email: () => subAccounts.email(form.email),
      password: () => subAccounts.password(form.password, options.mode),
      confirmPassword: () => subAccounts.confirmPassword(form.password, form.confirmPassword, options.mode),
    });
  },
};

/** The role form (part2 §3, §5). */
export interface RoleForm {
  roleName: Text;
  remarks?: Text;
  menuCodeList?: readonly string[] | null;
}

const roles = {
  /** Adding is blocked for a customer marked not certified. L000519. */
  certified: subAccounts.certified,
  /** Role name: trimmed, required, at most 50. L000670/L000671. */
  roleName(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.roleNameRequired;
    return len(v) > LIMITS.fieldMax ? L.roleNameLength : null;
  },
  /** Remarks: at most 50. L000672. */
  remarks(value: Text): RuleResult {
    return len(trim(value)) > LIMITS.fieldMax ? L.remarksLength : null;
  },
  /** Menu permissions: at least one. L000077. */
  menuCodes(value: readonly string[] | null | undefined): RuleResult {
    return value && value.filter((c) => c !== "0").length > 0 ? null : L.menusEmpty;
  },
  /** Role name search: at most 100. L000673. */
  search: common.search,
  /** Every failing field of the role form; menus are checked only when `withMenus`. */
  roleErrors(
    form: RoleForm,
    options: { withMenus: boolean } = { withMenus: true },
  ): FormErrors<keyof RoleForm> {
    return collect({
      roleName: () => roles.roleName(form.roleName),
      remarks: () => roles.remarks(form.remarks),
      menuCodeList: () => (options.withMenus ? roles.menuCodes(form.menuCodeList) : null),
    });
  },
};

// ---------------------------------------------------------------- fault diagnosis (part2 §5)

/** The fault search inputs (part2 §2, §5). Times are epoch ms. */
export interface FaultSearchInput {
  accountName: Text;
  /** The sub-type lookup has answered (successfully or not). */
  lookupDone: boolean;
  servSubType: Text;
  /** Start of the range, epoch ms. */
  startTime?: number | null;
  /** End of the range, epoch ms. */
  endTime?: number | null;
}

const fault = {
  /** Account name: required (L000278), at most 100 (L000674). */
  accountName(value: Text): RuleResult {
    const v = trim(value);
    if (!v) return L.faultAccount;
    return len(v) > LIMITS.searchMax ? L.faultAccountLength : null;
  },
  /**
   * Time range (epoch ms): required (L000277), start before end (L000677), not in the
   * future (L000676), within the last 30 days = 2592000000 ms (L000675).
   */
  range(
    start: number | null | undefined,
    end: number | null | undefined,
    now: number = Date.now(),
  ): RuleResult {
    if (start === null || start === undefined || end === null || end === undefined) return L.faultRange;
    if (start > end) return L.rangeOrder;
    if (end > now) return L.faultFuture;
    return start < now - LIMITS.faultWindowMs ? L.faultWindow : null;
  },
  /**
   * Whether a day may be picked in the date picker: within the last 30 days and not in the
   * future (part2 §5). `time` and `now` in epoch ms.
   */
  selectable(time: number, now: number = Date.now()): boolean {
    return time <= now && time >= now - LIMITS.faultWindowMs;
  },
  /**
   * The search prerequisites in order (part2 §5): account name (L000278), sub-type lookup
   * finished (L000279), sub-type (L000065), time range (L000277 and the window rules).
   */
  faultSearchErrors(input: FaultSearchInput, now: number = Date.now()): RuleResult {
    return first(
      fault.accountName(input.accountName),
      input.lookupDone ? null : L.faultLookup,
      isBlank(input.servSubType) ? L.faultSubType : null,
      fault.range(input.startTime, input.endTime, now),
    );
  },
  /** deviceId is sent only for calc types 2, 5, 6 and 7 (part2 §5). */
  sendsDeviceId(calcType: NumberInput): boolean {
    return ["2", "5", "6", "7"].includes(String(calcType));
  },
  /** Export is offered only for sub-types nrtk_serv and rtd_serv (part2 §2). */
  canExport(servSubType: Text): boolean {
    return servSubType === "nrtk_serv" || servSubType === "rtd_serv";
  },
};

// ---------------------------------------------------------------- security centre, secret (part2 §5)

const security = {
  /** Secret reveal and dialog codes: required, exactly 4 characters. L000602/L000603. */
  code: common.captcha,
  /** The old phone or email for bound verification: required. L000678. */
  oldValue: (value: Text): RuleResult => (isBlank(value) ? L.oldValueRequired : null),
  /** New username: required (L000679), shared username rule, at most 50. */
  newUsername(value: Text): RuleResult {
    return isBlank(value) ? L.newUsernameRequired : common.loginUsername(value, LIMITS.fieldMax);
  },
  /** New password: the shared strength check. */
  newPassword: common.password,
  /** Confirmation equals the new password. */
  confirmPassword: common.passwordsMatch,
  /** Email: valid. */
  email: common.email,
};

/**
 * Every validation rule, grouped by area:
 * `common` (phone, captcha, idCard, username, companyName, businessLicence, email,
 * loginUsername, password, strictPassword, passwordsMatch, positiveInteger, selection, search),
 * `accounts`, `pools`, `receivers`, `tickets`, `attachments`, `certification`, `subAccounts`,
 * `roles`, `fault`, `security`. Each returns an L-code (message key) or null.
 * Sources: part1 §5, part2 §5.
 */
export const rules = {
  common,
  accounts,
  pools,
  receivers,
  tickets,
  attachments,
  certification,
  subAccounts,
  roles,
  fault,
  security,
};

/** The first failure of a {@link FormErrors} object, or null. */
export function firstError(errors: FormErrors): RuleResult {
  for (const v of Object.values(errors)) if (v) return v;
  return null;
}
