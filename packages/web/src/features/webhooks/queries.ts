// Webhooks: key factory and query options of the endpoint list and of one endpoint's
// delivery log (a page, newest first). A delivery still pending is read again every 5 s while
// its log is open, so a retry's outcome shows without a reload.
import type { WebhookDeliveryPage } from "@fixcloud/sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { webhooks } from "./api";

/** Rows per page of the delivery log. */
export const DELIVERY_PAGE_SIZE = 10;
/** How often an open log with a pending delivery is read again, ms. */
export const PENDING_POLL_MS = 5_000;

/** Query keys of the webhooks. */
export const webhookKeys = {
  all: ["webhooks"] as const,
  endpoints: () => [...webhookKeys.all, "endpoints"] as const,
  deliveries: (endpointId: string, pageNo: number) =>
    [...webhookKeys.all, "deliveries", endpointId, pageNo] as const,
};

/** Every endpoint of the customer, oldest first. */
export const endpointsQuery = () =>
  queryOptions({ queryKey: webhookKeys.endpoints(), queryFn: ({ signal }) => webhooks.list({ signal }) });

const hasPending = (page: WebhookDeliveryPage | undefined) =>
  page?.list.some((d) => d.status === "pending") ?? false;

/** One page of an endpoint's delivery log. */
export const deliveriesQuery = (endpointId: string, pageNo: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId, pageNo),
    queryFn: ({ signal }) =>
      webhooks.deliveries({ endpointId, pageNo, pageSize: DELIVERY_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasPending(query.state.data) ? PENDING_POLL_MS : false),
  });
