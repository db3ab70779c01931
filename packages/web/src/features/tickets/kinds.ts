// The four ticket kinds as screens (part2 §2-§3): each kind's form route and the fields its form
// shows, in order. Data, not code: the form page renders whichever kind from this table, and the
// type picker and the list's detail action link by it.
import type { TicketType } from "@fixcloud/sdk";

import { KIND_PATHS } from "./paths";

export { KIND_PATHS, type KindPath } from "./paths";

/** How a field is entered. */
export type FieldKind = "text" | "textarea" | "timeRange" | "choice" | "apis";

/** A field of a kind's form: the payload field, how it is entered, whether the rules require it. */
export interface KindField {
  key: string;
  kind: FieldKind;
  required?: boolean;
  /** The SDK label key (`field.<key>` when absent). */
  label?: string;
}

const title: KindField = { key: "title", kind: "text", required: true, label: "field.ticketTitle" };
const contacts: KindField = { key: "contacts", kind: "text", required: true, label: "field.ticketContacts" };
const mobile: KindField = { key: "mobile", kind: "text" };
const email: KindField = { key: "email", kind: "text", label: "field.ticketEmail" };
const describe: KindField = { key: "troubleDescribe", kind: "textarea", required: true };

/** Each kind's fields (part2 §3); mobile and email are required by language (the rules say). */
export const KIND_FIELDS: Readonly<Record<TicketType, readonly KindField[]>> = {
  1: [
    title,
    { key: "troubleTime", kind: "timeRange", required: true },
    { key: "useArea", kind: "text", required: true },
    { key: "accServNo", kind: "text", required: true },
    { key: "equipmentModel", kind: "text", required: true },
    describe,
    contacts,
    mobile,
    email,
  ],
  2: [title, { key: "troubleType", kind: "choice", required: true }, describe, mobile, email],
  3: [title, { key: "apis", kind: "apis", required: true }, describe, contacts, mobile, email],
  5: [
    title,
    { key: "os", kind: "text", required: true },
    { key: "processorSize", kind: "choice", required: true },
    { key: "chipModel", kind: "text", required: true },
    { key: "compilerDownUrl", kind: "text", required: true },
    { key: "compilerMsg", kind: "text" },
    { key: "ide", kind: "text" },
    { key: "sdkUsableSource", kind: "text", required: true },
    { key: "companyName", kind: "text", required: true },
    contacts,
    mobile,
    email,
  ],
};

/** The kind of a form route. */
export function kindOfPath(path: string): TicketType {
  const hit = Object.entries(KIND_PATHS).find(([, p]) => p === path);
  return (hit ? Number(hit[0]) : 1) as TicketType;
}
