// The four ticket forms (part2 §3 fields per kind, §5 rules): bug, change, open API and SDK, each
// its fields in display order. Every kind has a title, a description (but SDK tickets), mobile
// and email; the contacts are missing from change tickets and longer on open API tickets; the
// mobile is required outside en and the email in en. The console's form pages, the CLI's
// `tickets create` flags and the sandbox's check of `addApplyUserTicket` are built from these.
import { defineForm, type FieldDef, type FormContext, field } from "../shared/form.js";
import { LIMITS } from "../shared/limits.js";
import type { NumberInput, Text } from "../shared/rules.js";
import { processorSize, troubleType } from "./enums.js";
import { tickets } from "./rules.js";
import type { TicketType } from "./schemas.js";

const title = field("title", "text", {
  required: true,
  max: LIMITS.ticketTitleMax,
  labelKey: "field.ticketTitle",
  rule: (v) => tickets.title(v as Text),
});
/** Contacts: 30 characters, 35 on an open API ticket (its own rule, part2 §5). */
const contacts = (kind: TicketType) =>
  field("contacts", "text", {
    required: true,
    max: kind === 3 ? LIMITS.openApiContactsMax : LIMITS.ticketContactsMax,
    labelKey: "field.ticketContacts",
    rule: (v) => tickets.contacts(v as Text, kind),
  });
const mobile = field("mobile", "phone", {
  required: ({ language }: FormContext) => language !== "en",
  rule: (v, _all, ctx) => tickets.mobile(v as Text, ctx.language),
});
const email = field("email", "email", {
  required: ({ language }: FormContext) => language === "en",
  labelKey: "field.ticketEmail",
  rule: (v, _all, ctx) => tickets.email(v as Text, ctx.language),
});
const describe = field("troubleDescribe", "textarea", {
  required: true,
  rule: (v) => tickets.troubleDescribe(v as Text),
});
/** A required text field checked by its own rule of `tickets`. */
const needed = <
  const K extends
    | "useArea"
    | "accServNo"
    | "equipmentModel"
    | "os"
    | "chipModel"
    | "compilerDownUrl"
    | "sdkUsableSource"
    | "companyName",
>(
  key: K,
) => field(key, "text", { required: true, rule: (v) => tickets[key](v as Text) });

/** A bug ticket (part2 §3 type 1, /addBugOrder): when, where, which account and device. */
export const bugTicketForm = defineForm({
  name: "bugTicket",
  source: "part2 §3, §5",
  fields: [
    title,
    // One or two times (a range); the console shows it as two pickers, the CLI as a repeated flag.
    field("troubleTime", "list", {
      required: true,
      rule: (v) => tickets.troubleTime(v as readonly string[] | null | undefined),
    }),
    needed("useArea"),
    needed("accServNo"),
    needed("equipmentModel"),
    describe,
    contacts(1),
    mobile,
    email,
  ],
});

/** A change ticket (part2 §3 type 2, /addChangeOrder): no contacts field. */
export const changeTicketForm = defineForm({
  name: "changeTicket",
  source: "part2 §3, §5",
  fields: [
    title,
    field("troubleType", "select", {
      required: true,
      enum: troubleType,
      rule: (v) => tickets.troubleType(v as NumberInput),
    }),
    describe,
    mobile,
    email,
  ],
});

/** An open API ticket (part2 §3 type 3, /addOpenAPI): the APIs asked for, by `uriName`. */
export const openApiTicketForm = defineForm({
  name: "openApiTicket",
  source: "part2 §3, §5",
  fields: [
    title,
    field("apis", "list", {
      required: true,
      rule: (v) => tickets.apis(v as readonly unknown[] | null | undefined),
    }),
    describe,
    contacts(3),
    mobile,
    email,
  ],
});

/** An SDK ticket (part2 §3 type 5, /addSdkOrder): the target platform and the company. */
export const sdkTicketForm = defineForm({
  name: "sdkTicket",
  source: "part2 §3, §5",
  fields: [
    title,
    needed("os"),
    field("processorSize", "select", {
      required: true,
      enum: processorSize,
      rule: (v) => tickets.processorSize(v as NumberInput),
    }),
    needed("chipModel"),
    needed("compilerDownUrl"),
    field("compilerMsg", "text"),
    field("ide", "text"),
    needed("sdkUsableSource"),
    needed("companyName"),
    contacts(5),
    mobile,
    email,
  ],
});

/** Each kind's form (part2 §3): 1 bug, 2 change, 3 open API, 5 SDK. */
export const ticketForms = {
  1: bugTicketForm,
  2: changeTicketForm,
  3: openApiTicketForm,
  5: sdkTicketForm,
} as const satisfies Readonly<Record<TicketType, { readonly fields: readonly FieldDef[] }>>;
