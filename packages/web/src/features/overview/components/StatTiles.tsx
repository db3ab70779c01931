// The four stat tiles of the overview (part1 §2): online accounts, total service accounts
// (one call, polled every 30 s), total orders, total tickets. Each tile fills in as its own
// answer arrives.
import { Paper, Skeleton, Text } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Slot } from "../../../shared/Slot";
import { countsQuery, orderSumQuery, ticketSumQuery } from "../queries";

function Tile({ label, color, children }: { label: string; color: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.3} component="div">
        <Slot fallback={<Skeleton h={34} mt={4} w="50%" />}>{children}</Slot>
      </Text>
    </Paper>
  );
}

function OnlineCount() {
  return useSuspenseQuery(countsQuery()).data.onlineCount.toLocaleString();
}
function TotalCount() {
  return useSuspenseQuery(countsQuery()).data.totalCount.toLocaleString();
}
function OrderSum() {
  return useSuspenseQuery(orderSumQuery()).data.orderSum.toLocaleString();
}
function TicketSum() {
  return useSuspenseQuery(ticketSumQuery()).data.ticketSum.toLocaleString();
}

/** The four stat tiles, each filled as its answer arrives. */
export function StatTiles() {
  const { t } = useTranslation("overview");
  return (
    <section className="fc-tiles" data-testid="overview-tiles" aria-label={t("tiles.label")}>
      <Tile label={t("sdk:field.onlineCount")} color="green.7">
        <OnlineCount />
      </Tile>
      <Tile label={t("sdk:field.totalCount")} color="blue.7">
        <TotalCount />
      </Tile>
      <Tile label={t("sdk:field.orderSum")} color="violet.7">
        <OrderSum />
      </Tile>
      <Tile label={t("sdk:field.ticketSum")} color="orange.7">
        <TicketSum />
      </Tile>
    </section>
  );
}
