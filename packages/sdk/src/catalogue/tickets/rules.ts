// Validation rules of tickets and their attachments (part2 §5).
import type { Language } from "../session/schemas.js";
import {
  collect,
  common,
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
} from "../shared/rules.js";

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

/** Ticket attachment types (part2 §5), lower-case extensions. */
export const ATTACHMENT_EXT = ["tar", "zip", "rar", "7z", "jpeg", "png", "jpg"];
export const IMAGE_EXT = ["jpeg", "png", "jpg"];

export const tickets = {
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

export const attachments = {
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
