// Schemas of tickets (part2 §3 ticket summary and the four kinds, §7 calls): the list
// request built from the list descriptor, the list row and the detail, the creation payload of
// each kind, the open API list and the customer lookup that prefills the forms. Field names are
// the spec's. The shapes only bound sizes and types; the field rules of part2 §5 (required
// fields per kind, zh/en differences) are each kind's form descriptor (./forms.ts), applied by
// the console, the CLI and the sandbox alike, so a missing field is answered with its L-code.
import { z } from "zod";
import { FileRef } from "../files/schemas.js";
import { CustomerId, listPage, oneOf, optionalFilter } from "../shared/common.js";
import { listRequestSchema } from "../shared/list-schema.js";
import { ticketList } from "./lists.js";

const text = (max: number) => z.string().max(max);
/** A free field of a form: text up to `max` characters, or absent. */
const optionalText = (max: number) => text(max).optional();
/**
 * A choice of 1 or 2 (numeric text accepted); absent, "" or null when not chosen, which the
 * rule then reports (`code`), as it does any other value.
 */
const choice = (code: string) => optionalFilter(oneOf([1, 2], code));

/**
 * The applying user (part2 §7 `applyId`), a user id as a number or its digits. The sandbox
 * scopes by the caller's customer; the id is not a filter.
 */
const ApplyId = optionalFilter(
  z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/, "expected a user id (digits)")]),
);

/** Ticket kinds a customer files (part2 §3): 1 bug, 2 change, 3 open API, 5 SDK. */
export const TICKET_TYPES = [1, 2, 3, 5] as const;
/** A ticket kind a customer files. */
export type TicketType = (typeof TICKET_TYPES)[number];

/**
 * selectApplyTicketList body (part2 §7): `pageNo`, `pageSize`, `applyId` and the filters of
 * {@link ticketList} (`ticketNo`, `status`, `ticketType`, `startCreateTime`, `endCreateTime`).
 */
export const TicketListRequest = listRequestSchema(ticketList, { applyId: ApplyId });
/** What a caller passes for {@link TicketListRequest}. */
export type TicketListRequest = z.input<typeof TicketListRequest>;

/** A list row (part2 §3 ticket summary): status 1 pending, 2 processing, 3 processed. */
export const TicketSummary = z.object({
  ticketNo: z.string(),
  title: z.string(),
  ticketType: z.number().int(),
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  createTime: z.string(),
});
/** Parsed shape of {@link TicketSummary}. */
export type TicketSummary = z.infer<typeof TicketSummary>;
/** selectApplyTicketList answer: `{ total, list }` of {@link TicketSummary}. */
export const TicketListPage = listPage(TicketSummary);
/** Parsed shape of {@link TicketListPage}. */
export type TicketListPage = z.infer<typeof TicketListPage>;

/** selectApplyTicketDetail body (part2 §7): the ticket number (and the applying user). */
export const TicketDetailRequest = z.object({ applyId: ApplyId, ticketNo: z.string().min(1).max(64) });
/** What a caller passes for {@link TicketDetailRequest}. */
export type TicketDetailRequest = z.input<typeof TicketDetailRequest>;

/** An open API a ticket of type 3 asks for (part2 §3 `apis (uriName)`). */
export const OpenApi = z.object({ uriName: text(200) });
/** Parsed shape of {@link OpenApi}. */
export type OpenApi = z.infer<typeof OpenApi>;

// Every field any kind carries, bounded; which ones apply and are required is the rules' call.
const common = {
  applyId: ApplyId,
  title: optionalText(100),
  contacts: optionalText(100),
  mobile: optionalText(30),
  email: optionalText(100),
  uploadUrlDigest: z.array(FileRef).max(20).optional(),
};
const bug = {
  troubleTime: z.array(text(19)).max(2).nullable().optional(),
  useArea: optionalText(100),
  accServNo: optionalText(100),
  troubleDescribe: optionalText(2000),
  equipmentModel: optionalText(100),
};
const change = { troubleType: choice("L000640"), troubleDescribe: optionalText(2000) };
const openApi = {
  troubleDescribe: optionalText(2000),
  apis: z.array(OpenApi).max(200).nullable().optional(),
};
const sdk = {
  os: optionalText(100),
  processorSize: choice("L000643"),
  chipModel: optionalText(100),
  compilerDownUrl: optionalText(500),
  compilerMsg: optionalText(500),
  ide: optionalText(100),
  sdkUsableSource: optionalText(500),
  companyName: optionalText(100),
};

/**
 * addApplyUserTicket body (part2 §7): `ticketType` 1 bug, 2 change, 3 open API or 5 SDK and the
 * fields of that kind (part2 §3: bug troubleTime, useArea, accServNo, troubleDescribe,
 * equipmentModel; change troubleType, troubleDescribe; open API troubleDescribe, apis; SDK os,
 * processorSize, chipModel, compilerDownUrl, compilerMsg, ide, sdkUsableSource, companyName),
 * with title, contacts, mobile, email. Attachments (every kind's "uploads") are `uploadUrlDigest`
 * items of files uploaded first (`uploadFile`). One object, so a wrong value is named by its
 * field whatever the kind; which fields a kind needs is the rules'.
 */
export const TicketCreateRequest = z.object({
  ticketType: oneOf(TICKET_TYPES),
  ...common,
  ...bug,
  ...change,
  ...openApi,
  ...sdk,
});
/** What a caller passes for {@link TicketCreateRequest}. */
export type TicketCreateRequest = z.input<typeof TicketCreateRequest>;

/** addApplyUserTicket answer: the new ticket's number and status (1, pending). */
export const TicketCreated = z.object({ ticketNo: z.string(), status: z.literal(1) });
/** Parsed shape of {@link TicketCreated}. */
export type TicketCreated = z.infer<typeof TicketCreated>;

/**
 * selectApplyTicketDetail answer: the summary, every field of its kind as filed (absent fields
 * of other kinds are omitted), the attachments, and `result` (the answer text, shown at status
 * 3; null before) with `updateTime` (project addition: when the status last moved).
 */
export const TicketDetail = TicketSummary.extend({
  ...common,
  ...bug,
  ...change,
  ...openApi,
  ...sdk,
  title: z.string(),
  troubleType: z.number().optional(),
  processorSize: z.number().optional(),
  uploadUrlDigest: z.array(FileRef),
  result: z.string().nullable(),
  updateTime: z.string(),
});
/** Parsed shape of {@link TicketDetail}. */
export type TicketDetail = z.infer<typeof TicketDetail>;

/** getAllPermission answer (part2 §7): the open APIs a type 3 ticket may ask for, with names. */
export const OpenApiList = z.array(z.object({ uriName: z.string(), apiName: z.string() }));
/** Parsed shape of {@link OpenApiList}. */
export type OpenApiList = z.infer<typeof OpenApiList>;

/** queryById body (part2 §7): the caller's own `customerId` (another's answers 403). */
export const CustomerLookupRequest = z.object({ customerId: CustomerId });
/** queryById answer: what the ticket forms prefill (customerName, phone, contacts) and email. */
export const CustomerLookup = z.object({
  customerId: z.string(),
  customerName: z.string(),
  phone: z.string(),
  contacts: z.string(),
  email: z.string(),
});
/** Parsed shape of {@link CustomerLookup}. */
export type CustomerLookup = z.infer<typeof CustomerLookup>;
