// My orders, /myOrder (part2 §2): the time window (last 3, 6, 12 months or all; 3 by
// default) and the order number search, the orders as cards (number, kind, state, creation and
// payment times in the time-zone setting, amount with the SDK's money formatter) and paging, on
// the shared list page (the cards are its table). The details link needs DDXQ_HDK027 (part2 §6).
// All state lives in the URL.
import {
  accountsLabels,
  orderList,
  orderStatus,
  type OrderSummary,
  type OrderTime,
  orderTime,
  ordersLabels,
  PAGE_PERMISSIONS,
  valuesOf,
} from "@fixcloud/sdk";
import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { ListFrame } from "../../../shared/list/ListFrame";
import { ListPage } from "../../../shared/list/ListPage";
import { useListNavigation } from "../../../shared/list/useListNavigation";
import { ButtonLink } from "../../../shared/buttonLink";
import { useCan } from "../../../shared/permissions";
import { EnumBadge, StateBadge } from "../../../shared/StateBadge";
import { orderKeys, orderListQuery } from "../queries";
import { type OrderListSearch, orderLinkSearch, orderListParams, readOrderTime } from "../search";
import { OrderFacts } from "./OrderFacts";

// The order fields, and the order number and creation time the accounts area owns.
registerSdkLabels(ordersLabels, accountsLabels);

const route = getRouteApi("/myOrder");

const COLS = { base: 1, sm: 2, md: 3 };
const NO_ORDERS: OrderSummary[] = [];

/** The /myOrder page. */
export function OrdersPage() {
  const { t } = useTranslation("orders");
  const search = route.useSearch() as OrderListSearch;
  const navigate = route.useNavigate();
  const query = useQuery(orderListQuery(orderListParams(search)));
  const fetching = useIsFetching({ queryKey: orderKeys.all }) > 0;
  const { time } = search;

  const { onSearch, onReset, onPage } = useListNavigation(search, navigate, { time });
  const label = t("filters");
  const filters = useMemo(() => ({ label, cols: COLS, onSearch, onReset }), [label, onSearch, onReset]);
  const onTime = useCallback(
    (v: string | null) =>
      void navigate({ search: { ...search, time: readOrderTime(v) as OrderTime, page: 1 } }),
    [navigate, search],
  );
  const times = useMemo(
    () => valuesOf(orderTime).map((v) => ({ value: String(v), label: t(`orderTime.${v}`, { ns: "sdk" }) })),
    [t],
  );
  const list = query.data?.list ?? NO_ORDERS;

  return (
    <ListFrame title={t("title")}>
      <Select
        label={t("timeWindow")}
        data={times}
        value={String(time)}
        onChange={onTime}
        allowDeselect={false}
        w={{ base: "100%", sm: 240 }}
        data-testid="order-time"
      />
      <ListPage
        descriptor={orderList}
        search={search}
        filters={filters}
        query={query}
        table={
          list.length ? (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, md: 2 }}
              aria-label={t("cards")}
              aria-busy={fetching}
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {list.map((o) => (
                <OrderCard key={o.orderId} order={o} />
              ))}
            </SimpleGrid>
          ) : (
            <Text c="dimmed">{t("empty")}</Text>
          )
        }
        onPage={onPage}
      />
    </ListFrame>
  );
}

/** One order: number, kind, state, times, amount and the details link (DDXQ_HDK027). */
const OrderCard = memo(function OrderCard({ order: o }: { order: OrderSummary }) {
  const { t } = useTranslation("orders");
  const can = useCan();
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="order-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
            {o.orderNo}
          </Title>
          <Group gap={6}>
            <StateBadge tone={undefined}>{o.orderTypeName}</StateBadge>
            <EnumBadge def={orderStatus} value={o.status} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <OrderFacts order={o} />
        </SimpleGrid>
        {can(PAGE_PERMISSIONS.orderDetail) && (
          <Group justify="flex-end">
            <ButtonLink
              to="/orderDetial"
              search={orderLinkSearch(o.orderId)}
              size="compact-sm"
              variant="light"
              aria-label={t("detailsOf", { orderNo: o.orderNo })}
            >
              {t("details")}
            </ButtonLink>
          </Group>
        )}
      </Stack>
    </Card>
  );
});
