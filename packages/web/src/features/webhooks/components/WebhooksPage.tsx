// /webhooks under the personal centre (not in the spec): the
// customer's endpoints (URL, description, event types, enabled switch, created time in the
// time-zone setting, secret hint) with add (the secret shown once), rotate secret (after a
// confirmation, shown once), remove (after a confirmation naming the URL) and the delivery log
// of each endpoint in a drawer. Every dialog gives focus back to the button that opened it.
import type { WebhookEndpoint } from "@fixcloud/sdk";
import { Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { type MouseEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirm } from "../../../shared/confirm";
import { columnsFor, type DataColumn, DataTable } from "../../../shared/list/DataTable";
import { Loading } from "../../../shared/Loading";
import { StateBadge } from "../../../shared/StateBadge";
import { useFormatTime } from "../../../shared/time";
import { WEBHOOKS_NS } from "../i18n";
import { useRemoveEndpoint, useRotateSecret, useUpdateEndpoint } from "../mutations";
import { endpointsQuery, webhookKeys } from "../queries";
import { DeliveriesDrawer } from "./DeliveriesDrawer";
import { EndpointDialog } from "./EndpointDialog";
import { SecretDialog } from "./SecretDialog";

/** A secret to show once, with what to name and where focus goes back. */
interface Shown {
  secret: string;
  url: string;
  rotated: boolean;
  returnTo: HTMLElement | null;
}

/** What the row actions open. */
interface Actions {
  deliveries: (endpoint: WebhookEndpoint) => void;
  rotated: (shown: Shown) => void;
}

const idOf = (e: WebhookEndpoint) => e.id;

/** The /webhooks page. */
export function WebhooksPage() {
  const { t } = useTranslation(WEBHOOKS_NS);
  const { data } = useQuery(endpointsQuery());
  const fetching = useIsFetching({ queryKey: webhookKeys.endpoints() }) > 0;
  const [adding, setAdding] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const actions = useMemo<Actions>(() => ({ deliveries: setLog, rotated: setShown }), []);
  const columns = useEndpointColumns(actions);

  return (
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t("title")}
          </Title>
          <Text size="sm">{t("intro")}</Text>
          <Group>
            <Button
              onClick={(e: MouseEvent<HTMLButtonElement>) => setAdding(e.currentTarget)}
              disabled={!data}
            >
              {t("add")}
            </Button>
          </Group>
          {data ? (
            <DataTable<WebhookEndpoint>
              label={t("table")}
              records={data}
              columns={columns}
              getRowId={idOf}
              fetching={fetching}
              emptyText={t("empty")}
              pinLast
              testId="webhooks-table"
            />
          ) : (
            <Loading />
          )}
        </Stack>
      </Paper>
      {adding && (
        <EndpointDialog
          onClose={() => setAdding(null)}
          onCreated={({ endpoint, secret }) => {
            const returnTo = adding;
            setAdding(null);
            setShown({ secret, url: endpoint.url, rotated: false, returnTo });
          }}
        />
      )}
      {shown && <SecretDialog {...shown} onClose={() => setShown(null)} />}
      {log && <DeliveriesDrawer endpoint={log} onClose={() => setLog(null)} />}
    </ModalsProvider>
  );
}

/** The columns: URL, description, event types, enabled, created, secret hint, actions. */
function useEndpointColumns(actions: Actions) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const fmt = useFormatTime();
  return useMemo((): DataColumn<WebhookEndpoint>[] => {
    const col = columnsFor<WebhookEndpoint>();
    return [
      col.accessor("url", {
        header: t("field.url", { ns: "sdk" }),
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace" style={{ wordBreak: "break-all" }}>
            {getValue()}
          </Text>
        ),
      }),
      col.accessor("description", {
        header: t("field.description", { ns: "sdk" }),
        cell: ({ getValue }) => getValue() || "-",
      }),
      col.display({
        id: "eventTypes",
        header: t("field.eventTypes", { ns: "sdk" }),
        cell: ({ row }) => <EventTypes types={row.original.eventTypes} />,
      }),
      col.display({
        id: "enabled",
        header: t("field.enabled", { ns: "sdk" }),
        cell: ({ row }) => <EnabledSwitch endpoint={row.original} />,
      }),
      col.accessor("createTime", {
        header: t("field.createTime", { ns: "sdk" }),
        cell: ({ getValue }) => fmt(getValue()),
      }),
      col.accessor("secretHint", {
        header: t("field.secretHint", { ns: "sdk" }),
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace">
            {getValue()}
          </Text>
        ),
      }),
      col.display({
        id: "actions",
        header: t("common:list.actions"),
        cell: ({ row }) => <RowActions endpoint={row.original} actions={actions} />,
      }),
    ];
  }, [t, fmt, actions]);
}

/** The endpoint's event types as badges; none means every type. */
function EventTypes({ types }: { types: readonly string[] }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  if (types.length === 0) return <StateBadge tone="info">{t("allEvents")}</StateBadge>;
  return (
    <Group gap={4}>
      {types.map((type) => (
        <StateBadge key={type} tone={undefined}>
          {t(`webhookEventType.${type}`, { ns: "sdk" })}
        </StateBadge>
      ))}
    </Group>
  );
}

/** The enabled switch: a disabled endpoint receives nothing. */
function EnabledSwitch({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const update = useUpdateEndpoint();
  const checked = update.isPending && update.variables ? Boolean(update.variables.enabled) : endpoint.enabled;
  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      onChange={(e) => update.mutate({ id: endpoint.id, enabled: e.currentTarget.checked })}
      aria-label={t("enabledOf", { url: endpoint.url })}
    />
  );
}

/** A row's actions: deliveries, rotate secret (confirmed), remove (confirmed, naming the URL). */
function RowActions({ endpoint, actions }: { endpoint: WebhookEndpoint; actions: Actions }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const rotate = useRotateSecret();
  const remove = useRemoveEndpoint();
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t("rowActions", { url: endpoint.url })}>
      <Button size="compact-sm" variant="subtle" onClick={() => actions.deliveries(endpoint)}>
        {t("action.deliveries")}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        loading={rotate.isPending}
        onClick={(e: MouseEvent<HTMLButtonElement>) => {
          const returnTo = e.currentTarget;
          confirm({
            message: t("confirmRotate", { url: endpoint.url }),
            confirmLabel: t("action.rotate"),
            danger: true,
            onConfirm: () =>
              rotate.mutateAsync(endpoint.id, {
                onSuccess: (secret) =>
                  actions.rotated({ secret, url: endpoint.url, rotated: true, returnTo }),
              }),
          });
        }}
      >
        {t("action.rotate")}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={remove.isPending}
        onClick={() =>
          confirm({
            message: t("confirmRemove", { url: endpoint.url }),
            confirmLabel: t("action.remove"),
            danger: true,
            onConfirm: () => remove.mutateAsync(endpoint.id),
          })
        }
      >
        {t("action.remove")}
      </Button>
    </Group>
  );
}
