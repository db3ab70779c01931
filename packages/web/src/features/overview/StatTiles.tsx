import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { countsQuery, orderSumQuery, ticketSumQuery } from "./queries";

function Tile({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={34} mt={4} w="50%" />
      ) : (
        <Text fz={28} fw={700} c={color} lh={1.3}>
          {value.toLocaleString()}
        </Text>
      )}
    </Paper>
  );
}

/** Four stat tiles (part1 §2); the online/total call polls every 30 s. */
export function StatTiles() {
  const { t } = useTranslation("overview");
  const counts = useQuery(countsQuery());
  const orders = useQuery(orderSumQuery());
  const tickets = useQuery(ticketSumQuery());
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} data-testid="overview-tiles" aria-label={t("tiles.label")}>
      <Tile label={t("tiles.online")} value={counts.data?.onlineCount} color="green.7" />
      <Tile label={t("tiles.total")} value={counts.data?.totalCount} color="blue.7" />
      <Tile label={t("tiles.orders")} value={orders.data?.orderSum} color="violet.7" />
      <Tile label={t("tiles.tickets")} value={tickets.data?.ticketSum} color="orange.7" />
    </SimpleGrid>
  );
}
