// URL state of the ticket screens (part2 §2): /workOrderMng's filters (ticket number, status,
// type, creation range) and paging from the SDK's ticket list descriptor, plus `id` (a ticket
// number, as the messages link it: it fills the number filter); the forms' `type` (1 create,
// 2 view), `status` and `detialId` (the ticket number viewed).
import { ticketList } from "@fixcloud/sdk";
import {
  type ListSearch,
  listSearch,
  param,
  preprocessed,
  readInt,
  readText,
  searchSchema,
} from "../../shared/list/search";

const listSchema = listSearch(ticketList);

/** The validated URL state of /workOrderMng. */
export type TicketListSearch = ListSearch<typeof ticketList>;

/** `?id=` of a link to the list (a message's ticket link): the number filter, if not given. */
export function withIdFilter(raw: unknown): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const r = raw as Record<string, unknown>;
  const id = readText(r.id, 64);
  return id && r.ticketNo === undefined ? { ...r, ticketNo: id } : r;
}

/** The URL schema of /workOrderMng: `?id=` is read as the ticket number filter (part2 §2). */
export const ticketListSearch = preprocessed(withIdFilter, listSchema);

/** The validated URL state of a ticket form. */
export interface TicketFormSearch {
  /** 1 create, 2 view (part2 §2). */
  type: 1 | 2;
  status?: number;
  /** The ticket viewed (the spec's spelling). */
  detialId?: string;
}

/** The URL schema of the ticket forms. */
export const ticketFormSearch = searchSchema<TicketFormSearch, Partial<TicketFormSearch>>({
  type: param((v) => ([1, 2] as const).find((t) => t === readInt(v)), 1),
  status: param((v) => {
    const n = readInt(v);
    return n !== undefined && n >= 1 && n <= 3 ? n : undefined;
  }),
  detialId: param((v) => readText(v, 64)),
});
