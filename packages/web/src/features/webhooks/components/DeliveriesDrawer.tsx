// The delivery log of one endpoint: newest first, ten a page; each delivery with its
// event type, state badge, times, every attempt (time, HTTP status, duration, error) and the
// body sent as plain text (a payload is data, never markup), and a redeliver button (a new
// attempt now with the same webhook-id). Times follow the time-zone setting.
import { type WebhookDelivery, type WebhookEndpoint, webhookDeliveryStatus } from "@fixcloud/sdk";
import {
  Button,
  Card,
  Code,
  Drawer,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EnumBadge } from "../../../shared/StateBadge";
import { useFormatTime } from "../../../shared/time";
import { useReturnFocus } from "../../../shared/useReturnFocus";
import { WEBHOOKS_NS } from "../i18n";
import { useRedeliver } from "../mutations";
import { DELIVERY_PAGE_SIZE, deliveriesQuery } from "../queries";

/** The drawer of an endpoint's deliveries. */
export function DeliveriesDrawer({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  useReturnFocus();
  const narrow = useMediaQuery("(max-width: 36em)");
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(deliveriesQuery(endpoint.id, pageNo));
  const page = query.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / DELIVERY_PAGE_SIZE)) : 1;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={narrow ? "100%" : "xl"}
      title={t("deliveries.title", { url: endpoint.url })}
      data-testid="webhook-deliveries"
    >
      <Stack gap="md">
        {query.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t("deliveries.loading")}</Text>
          </Group>
        )}
        {/* The failure itself is toasted by the query cache (shared/notify.ts); here, a retry. */}
        {query.isError && !page && (
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t("common:action.retry")}
          </Button>
        )}
        {page && page.list.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="webhook-deliveries-empty">
            {t("deliveries.empty")}
          </Text>
        )}
        {page?.list.map((d) => (
          <DeliveryCard key={d.id} delivery={d} />
        ))}
        {pages > 1 && (
          <Pagination
            total={pages}
            value={pageNo}
            onChange={setPageNo}
            getControlProps={(control) => ({ "aria-label": t(`deliveries.page.${control}`) })}
            getItemProps={(n) => ({ "aria-label": t("deliveries.page.number", { n }) })}
          />
        )}
      </Stack>
    </Drawer>
  );
}

/** One delivery: header, attempts, payload, redeliver. */
function DeliveryCard({ delivery: d }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const fmt = useFormatTime();
  const redeliver = useRedeliver();
  const headingId = `delivery-${d.id}`;
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h6" id={headingId}>
              {t(`webhookEventType.${d.eventType}`, { ns: "sdk" })}
            </Title>
            <span data-testid="delivery-status">
              <EnumBadge def={webhookDeliveryStatus} value={d.status} />
            </span>
          </Group>
          <Button
            size="compact-sm"
            variant="light"
            loading={redeliver.isPending}
            onClick={() => redeliver.mutate(d.id)}
            aria-label={t("deliveries.redeliverOf", { id: d.id })}
          >
            {t("deliveries.redeliver")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          {d.id}
        </Text>
        <Text size="sm">
          {t("deliveries.created", { time: fmt(d.createTime) })}
          {d.nextAttemptTime ? ` · ${t("deliveries.next", { time: fmt(d.nextAttemptTime) })}` : ""}
        </Text>
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder fz="sm" aria-label={t("field.attempts", { ns: "sdk" })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t("deliveries.time")}</Table.Th>
                <Table.Th>{t("field.statusCode", { ns: "sdk" })}</Table.Th>
                <Table.Th>{t("field.durationMs", { ns: "sdk" })}</Table.Th>
                <Table.Th>{t("deliveries.error")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.attempts.map((a) => (
                <Table.Tr key={a.attempt}>
                  <Table.Td>{a.attempt}</Table.Td>
                  <Table.Td>{fmt(a.time)}</Table.Td>
                  <Table.Td>{a.statusCode ?? "-"}</Table.Td>
                  <Table.Td>{a.durationMs}</Table.Td>
                  <Table.Td>{a.error ?? "-"}</Table.Td>
                </Table.Tr>
              ))}
              {d.attempts.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>{t("deliveries.noAttempts")}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <details>
          <summary>{t("field.payload", { ns: "sdk" })}</summary>
          {/* Text content: React escapes it, so a payload can never become markup. */}
          <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
            {JSON.stringify(d.payload, null, 2)}
          </Code>
        </details>
      </Stack>
    </Card>
  );
}
