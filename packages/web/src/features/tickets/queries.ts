// Tickets (part2 §2, §7): key factory and query options of the list, a ticket, the
// open API list and the customer lookup that prefills a new ticket, shared by the route loaders
// and the pages.
import type { TicketListParams } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { NotifyMeta } from "../../shared/notify";
import { tickets } from "./api";

/** Query keys of the tickets. */
export const ticketKeys = {
  all: ["tickets"] as const,
  list: (params: TicketListParams) => [...ticketKeys.all, "list", params] as const,
  detail: (ticketNo: string) => [...ticketKeys.all, "detail", ticketNo] as const,
  openApis: () => [...ticketKeys.all, "openApis"] as const,
  customer: () => [...ticketKeys.all, "customer"] as const,
};

/** One page of tickets. */
export const ticketListQuery = (params: TicketListParams) =>
  queryOptions({
    queryKey: ticketKeys.list(params),
    queryFn: ({ signal }) => tickets.list(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** One ticket with its fields, attachments and result. */
export const ticketDetailQuery = (ticketNo: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketNo),
    queryFn: ({ signal }) => tickets.retrieve(ticketNo, { signal }),
    meta: { pageState: true } satisfies NotifyMeta,
  });

/** The open APIs a type 3 ticket may ask for. */
export const openApisQuery = () =>
  queryOptions({
    queryKey: ticketKeys.openApis(),
    queryFn: ({ signal }) => tickets.openApis({ signal }),
    staleTime: 5 * 60_000,
  });

/** The customer as a new ticket is prefilled (customerName, phone, contacts). */
export const customerQuery = () =>
  queryOptions({
    queryKey: ticketKeys.customer(),
    queryFn: ({ signal }) => tickets.customer(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
