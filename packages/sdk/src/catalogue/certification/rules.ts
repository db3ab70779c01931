// Validation rules of real-name and enterprise certification (part2 §5): one pure
// function per field of the form, each returning the L-code of its first failure or null; the
// form, the sandbox and hidden test vectors call them. The language (default zh-CN) decides the
// cn-only rules: length limits and the mobile pattern.
import { safeFileName } from "../files/names.js";
import type { FileInfo } from "../tickets/rules.js";
import type { Language } from "../session/schemas.js";
import {
  collect,
  common,
  CREDIT_CODE_RE,
  ext,
  type FormErrors,
  L,
  LIMITS,
  len,
  lengthBetween,
  type NumberInput,
  required,
  type RuleResult,
  type Text,
  trim,
} from "../shared/rules.js";

const CERT_EXT = ["gif", "bmp", "png", "jpg", "jpeg"];

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

/** The certificate image types of part2 §5 (lower-case extensions). */
export const CERT_IMAGE_EXT: readonly string[] = CERT_EXT;

/** The form's rules, one per field (part2 §5). `language` defaults to zh-CN, where the cn rules apply. */
export const certification = {
  /**
   * The certificate image: exactly one (L000655 none, L000669 more), gif/bmp/png/jpg/jpeg
   * (L000657), at most 3 MB = 3,145,728 bytes (L000656), name at most 50 characters once cleaned
   * (`safeFileName`; L000498).
   */
  image(files: readonly FileInfo[] | null | undefined): RuleResult {
    if (!files || files.length === 0) return L.certImageRequired;
    if (files.length > 1) return L.certImageCount;
    const f = files[0]!;
    if (!CERT_EXT.includes(ext(safeFileName(f.name)))) return L.certImageType;
    if (!(f.size <= LIMITS.certImageMaxBytes)) return L.certImageTooLarge;
    return len(safeFileName(f.name)) > LIMITS.fileNameMax ? L.fileNameLength : null;
  },
  /** Company name: required; 1 to 20 characters in zh-CN. L000607/L000658. */
  customerName(value: Text, language: Language = "zh-CN"): RuleResult {
    return language === "zh-CN"
      ? lengthBetween(value, 1, 20, L.companyRequired, L.customerNameLength)
      : required(L.companyRequired)(value);
  },
  /** Legal representative: required; 2 to 20 characters in zh-CN. L000668/L000659. */
  corporateName(value: Text, language: Language = "zh-CN"): RuleResult {
    return language === "zh-CN"
      ? lengthBetween(value, 2, 20, L.corporateNameRequired, L.corporateNameLength)
      : required(L.corporateNameRequired)(value);
  },
  /** Contact: required; 1 to 20 characters in zh-CN. L000632/L000660. */
  contacts(value: Text, language: Language = "zh-CN"): RuleResult {
    return language === "zh-CN"
      ? lengthBetween(value, 1, 20, L.contactsRequired, L.certContactsLength)
      : required(L.contactsRequired)(value);
  },
  /** Unified social credit code: 18 characters (GB 32100) or 15 digits. L000661. */
  unifyCreditCode(value: Text): RuleResult {
    return CREDIT_CODE_RE.test(trim(value).toUpperCase()) ? null : L.creditCode;
  },
  /** Registered capital: a positive number, digits with an optional decimal part. L000662. */
  registeredCapital(value: NumberInput): RuleResult {
    const s = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : trim(value);
    return /^\d+(\.\d+)?$/.test(s) && Number(s) > 0 ? null : L.registeredCapital;
  },
  /** Contact phone: required; in zh-CN a mainland mobile number. L000600/L000601. */
  phone(value: Text, language: Language = "zh-CN"): RuleResult {
    return common.phone(value, language);
  },
  /** Contact email: required and valid. L000609/L000610. */
  email(value: Text): RuleResult {
    return common.email(value);
  },
  /** The code sent to the contact phone: required, exactly 4 characters. L000602/L000603. */
  verificationCode(value: Text): RuleResult {
    return common.captcha(value);
  },
  /** Application area: at least the first level chosen. L000663. */
  applicationArea(value: readonly unknown[] | null | undefined): RuleResult {
    return value && value.length > 0 ? null : L.applicationArea;
  },
  /** Every failing field; on any failure the form shows L000238 (part2 §5). */
  certificationErrors(
    form: CertificationForm,
    language: Language = "zh-CN",
  ): FormErrors<keyof CertificationForm> {
    return collect({
      images: () => certification.image(form.images),
      customerName: () => certification.customerName(form.customerName, language),
      unifyCreditCode: () => certification.unifyCreditCode(form.unifyCreditCode),
      corporateName: () => certification.corporateName(form.corporateName, language),
      registeredCapital: () => certification.registeredCapital(form.registeredCapital),
      contacts: () => certification.contacts(form.contacts, language),
      phone: () => certification.phone(form.phone, language),
      email: () => certification.email(form.email),
      verificationCode: () => certification.verificationCode(form.verificationCode),
      applicationArea: () => certification.applicationArea(form.applicationArea),
    });
  },
};
