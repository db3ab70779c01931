// An order, /orderDetial?detialId= (part2 §2 "My orders", §3 Order): the header
// (number, kind, state, creation and payment times in the time-zone setting, amount) and the
// line table (picture, product, what one unit is, unit price, quantities bought and delivered,
// amount, discount, amount after discount). Amounts use the SDK's money formatter.
import { accountsLabels, type OrderDetail, orderStatus, ordersLabels } from "@fixcloud/sdk";
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { LabeledValue } from "../../../shared/LabeledValue";
import { EnumBadge } from "../../../shared/StateBadge";
import { useFormatMoney } from "../useFormatMoney";
import { orderDetailQuery } from "../queries";
import { OrderFacts } from "./OrderFacts";
import type { OrderIdParam } from "../search";

// The order fields, and the order number and creation time the accounts area owns.
registerSdkLabels(ordersLabels, accountsLabels);

const route = getRouteApi("/orderDetial");

/** The money columns of a line, in table order. */
const MONEY = ["price", "productAmount", "discountWaiver", "discountAmount"] as const;

function OrderBody({ id }: { id: OrderIdParam }) {
  const { t } = useTranslation("orders");
  const { data: o } = useSuspenseQuery(orderDetailQuery(String(id)));
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }}>
          {t("detail.title", { orderNo: o.orderNo })}
        </Title>
        <EnumBadge def={orderStatus} value={o.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <LabeledValue label={t("sdk:field.orderNo")}>{o.orderNo}</LabeledValue>
        <LabeledValue label={t("sdk:field.orderTypeName")}>{o.orderTypeName}</LabeledValue>
        <OrderFacts order={o} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("detail.lines")}
        </Title>
        <Lines order={o} />
      </Stack>
    </Stack>
  );
}

/** The line table, scrolling inside its own focusable, named region on a phone. */
function Lines({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation("orders");
  const money = useFormatMoney();
  return (
    <Box
      style={{ overflowX: "auto" }}
      tabIndex={0}
      role="region"
      aria-label={t("detail.lines")}
      data-testid="order-lines"
    >
      <table className="fc-table" style={{ minWidth: 860 }}>
        <thead>
          <tr>
            <th>{t("sdk:field.goodsImage")}</th>
            <th>{t("sdk:field.productName")}</th>
            <th>{t("sdk:field.measureName")}</th>
            <th>{t("sdk:field.price")}</th>
            <th>{t("sdk:field.buyQuantity")}</th>
            <th>{t("sdk:field.deliverQuantity")}</th>
            {MONEY.slice(1).map((k) => (
              <th key={k}>{t(`sdk:field.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {o.rows.map((l, i) => (
            // Lines have no id of their own; their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <tr key={i}>
              <td>
                {l.goodsImage ? (
                  <img src={l.goodsImage} alt={l.productName} width={40} height={40} loading="lazy" />
                ) : (
                  "-"
                )}
              </td>
              <td>{l.productName}</td>
              <td>{l.measureName}</td>
              <td>{money(l.price, o.currency)}</td>
              <td>{l.buyQuantity}</td>
              <td>{l.deliverQuantity}</td>
              {MONEY.slice(1).map((k) => (
                <td key={k} data-testid={`line-${k}`}>
                  {money(l[k], o.currency)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** The /orderDetial page. */
export function OrderDetailPage() {
  const { t } = useTranslation("orders");
  const { detialId } = route.useSearch();
  return (
    <Paper withBorder p="lg" radius="md">
      <Anchor component={Link} to="/myOrder" size="sm" mb="md" display="inline-block">
        ← {t("detail.back")}
      </Anchor>
      {detialId !== undefined ? <OrderBody id={detialId} /> : <Text c="red">{t("detail.missing")}</Text>}
    </Paper>
  );
}
