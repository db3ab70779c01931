// Webhook changes as TanStack Query mutations: each hook owns its SDK call and what it
// refreshes. Creating and rotating answer the secret, which the page shows once and keeps
// nowhere else. Failures are notified with the server's message by the query client's mutation
// cache.
import type { WebhookCreateParams, WebhookUpdateParams } from "@fixcloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { webhooks } from "./api";
import { webhookKeys } from "./queries";

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/** Register an endpoint; answers `{ endpoint, secret }` (the only time the secret is sent). */
export function useCreateEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: WebhookCreateParams) => webhooks.create(params),
    onSuccess: refresh,
  });
}

/** Change an endpoint (here: its enabled switch). */
export function useUpdateEndpoint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: WebhookUpdateParams) => webhooks.update(params),
    onSettled: refresh,
  });
}

/** Remove an endpoint. */
export function useRemoveEndpoint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => webhooks.remove(id), onSuccess: refresh });
}

/** A new signing secret for an endpoint (the old one stops signing at once); answers it. */
export function useRotateSecret() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => webhooks.rotateSecret(id), onSuccess: refresh });
}

/** A new attempt of a delivery now, same `webhook-id`. */
export function useRedeliver() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => webhooks.redeliver(id), onSettled: refresh });
}
