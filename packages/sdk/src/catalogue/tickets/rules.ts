// Validation rules of tickets and their attachments (part2 §5): one pure function per
// field, named after it, returning an L-code or null; `ticketErrors` applies those of a kind.
// The console's forms, the CLI's `tickets create` and the sandbox call the same functions.
import { safeFileName } from "../files/names.js";
import type { Language } from "../session/schemas.js";
import {
  collect,
  common,
  ext,
  type FormErrors,
  isBlank,
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
/** The attachment types that are images: uploaded with the thumbnail flag (part2 §5). */
export const IMAGE_EXT = ["jpeg", "png", "jpg"];

const within = (v: readonly unknown[] | null | undefined): boolean => !!v && v.length > 0;
const oneOrTwo = (v: NumberInput): boolean => ["1", "2"].includes(String(v ?? "").trim());

export const tickets = {
  /** Title: required, 5 to 50 characters. L000630/L000631. */
  title: (value: Text): RuleResult => lengthBetween(value, 5, 50, L.titleRequired, L.titleLength),
  /** Contacts: required, 1 to 30 characters (35 for open API tickets, type 3). L000632/L000633/L000634. */
  contacts(value: Text, ticketType: number): RuleResult {
    return ticketType === 3
      ? lengthBetween(value, 1, 35, L.contactsRequired, L.contactsLength35)
      : lengthBetween(value, 1, 30, L.contactsRequired, L.contactsLength30);
  },
  /** Mobile: outside en required and a mainland mobile (11 digits); optional in en. L000600/L000601. */
  mobile(value: Text, language: Language): RuleResult {
    if (language === "en") return null;
    return common.phone(value, "zh-CN");
  },
  /** Email: required in en, optional otherwise; valid when given. L000609/L000610. */
  email(value: Text, language: Language): RuleResult {
    return language === "en" ? common.email(value) : common.optionalEmail(value);
  },
  /** Bug tickets: when the fault occurred, a range of one or two times, required. L000635. */
  troubleTime: (value: readonly string[] | null | undefined): RuleResult =>
    within(value?.filter((t) => !isBlank(t))) ? null : L.troubleTime,
  /** Bug tickets: the area of use, required. L000636. */
  useArea: (value: Text): RuleResult => required(L.useArea)(value),
  /** Bug tickets: the service account concerned, required. L000637. */
  accServNo: (value: Text): RuleResult => required(L.accServNo)(value),
  /** Bug, change and open API tickets: the description, required. L000638. */
  troubleDescribe: (value: Text): RuleResult => required(L.troubleDescribe)(value),
  /** Bug tickets: the device model, required. L000639. */
  equipmentModel: (value: Text): RuleResult => required(L.equipmentModel)(value),
  /** Change tickets: the change type, 1 or 2, required. L000640. */
  troubleType: (value: NumberInput): RuleResult => (oneOrTwo(value) ? null : L.troubleType),
  /** Open API tickets: at least one API chosen. L000641. */
  apis: (value: readonly unknown[] | null | undefined): RuleResult => (within(value) ? null : L.apis),
  /** SDK tickets: the operating system, required. L000642. */
  os: (value: Text): RuleResult => required(L.os)(value),
  /** SDK tickets: the processor word size, 1 (32-bit) or 2 (64-bit), required. L000643. */
  processorSize: (value: NumberInput): RuleResult => (oneOrTwo(value) ? null : L.processorSize),
  /** SDK tickets: the chip model, required. L000644. */
  chipModel: (value: Text): RuleResult => required(L.chipModel)(value),
  /** SDK tickets: the compiler download URL, required. L000645. */
  compilerDownUrl: (value: Text): RuleResult => required(L.compilerDownUrl)(value),
  /** SDK tickets: where the SDK will be used, required. L000646. */
  sdkUsableSource: (value: Text): RuleResult => required(L.sdkUsableSource)(value),
  /** SDK tickets: the company name, required. L000607. */
  companyName: (value: Text): RuleResult => required(L.companyRequired)(value),
  /**
   * Every failing field of a ticket form (part2 §5). Bug: troubleTime, useArea, accServNo,
   * troubleDescribe, equipmentModel. Change: troubleType, troubleDescribe. Open API:
   * troubleDescribe, at least one API. SDK: os, processorSize, chipModel, compilerDownUrl,
   * sdkUsableSource, companyName. All: title, mobile, email; contacts except change tickets
   * (part2 §3: a change ticket has no contacts field). On any failure the form shows L000238.
   */
  ticketErrors(form: TicketForm, language: Language): FormErrors<TicketField> {
    const t = form.ticketType;
    const checks: Partial<Record<TicketField, () => RuleResult>> = {
      title: () => tickets.title(form.title),
      mobile: () => tickets.mobile(form.mobile, language),
      email: () => tickets.email(form.email, language),
    };
    if (t !== 2) checks.contacts = () => tickets.contacts(form.contacts, t);
    if (t !== 5) checks.troubleDescribe = () => tickets.troubleDescribe(form.troubleDescribe);
    if (t === 1) {
      checks.troubleTime = () => tickets.troubleTime(form.troubleTime);
      checks.useArea = () => tickets.useArea(form.useArea);
      checks.accServNo = () => tickets.accServNo(form.accServNo);
      checks.equipmentModel = () => tickets.equipmentModel(form.equipmentModel);
    }
    if (t === 2) checks.troubleType = () => tickets.troubleType(form.troubleType);
    if (t === 3) checks.apis = () => tickets.apis(form.apis);
    if (t === 5) {
      checks.os = () => tickets.os(form.os);
      checks.processorSize = () => tickets.processorSize(form.processorSize);
      checks.chipModel = () => tickets.chipModel(form.chipModel);
      checks.compilerDownUrl = () => tickets.compilerDownUrl(form.compilerDownUrl);
      checks.sdkUsableSource = () => tickets.sdkUsableSource(form.sdkUsableSource);
      checks.companyName = () => tickets.companyName(form.companyName);
    }
    return collect(checks as Record<TicketField, () => RuleResult>);
  },
};

export const attachments = {
  /** How many files a ticket carries: at most 10. L000650. */
  count: (n: number): RuleResult => (n > LIMITS.attachmentsMax ? L.attachmentCount : null),
  /** A file's type by its name: tar, zip, rar, 7z, jpeg, png or jpg. L000651. */
  fileType: (name: string): RuleResult =>
    ATTACHMENT_EXT.includes(ext(safeFileName(name))) ? null : L.attachmentType,
  /**
   * A file's name: at most 50 characters once cleaned ({@link safeFileName}: no path parts,
   * control or bidi characters), which is the name the server keeps. L000498.
   */
  fileName: (name: string): RuleResult =>
    len(safeFileName(name)) > LIMITS.fileNameMax ? L.fileNameLength : null,
  /**
   * Ticket attachments (part2 §5, part1 §5): at most 10 files (L000650); types tar, zip,
   * rar, 7z, jpeg, png, jpg (L000651); names at most 50 characters (L000498); images
   * under 2 MB (L000652). Returns the first failure over all files.
   */
  files(files: readonly FileInfo[]): RuleResult {
    const count = attachments.count(files.length);
    if (count) return count;
    for (const f of files) {
      const bad = attachments.fileType(f.name) ?? attachments.fileName(f.name);
      if (bad) return bad;
      if (attachments.isImage(f.name) && f.size >= LIMITS.imageMaxBytes) return L.imageTooLarge;
    }
    return null;
  },
  /** Whether a file is an image, sent with the thumbnail flag (part2 §5). */
  isImage(name: string): boolean {
    return IMAGE_EXT.includes(ext(name));
  },
};
