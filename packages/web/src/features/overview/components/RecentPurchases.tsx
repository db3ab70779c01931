// Recent purchases of the overview (part1 §2): a plain table (see .fc-table in app.css); the
// details button leads to the order and needs WDDD_GSK852.
// Column headers are the SDK's labels of the row's fields (recentPurchaseColumns).
import { PAGE_PERMISSIONS } from "@fixcloud/sdk";
import { Box, Button, Paper, Skeleton, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/permissions";
import { Slot } from "../../../shared/Slot";
import { useFormatTime } from "../../../shared/time";
import { purchasesQuery } from "../queries";

/** The order detail screen is not built yet, so it is not in the typed route map: plain hash link. */
const orderDetailHref = (orderId: string) => `#/orderDetial?detialId=${encodeURIComponent(orderId)}`;

/** The recent purchases panel. */
export function RecentPurchases() {
  const { t } = useTranslation("overview");
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Title order={2} size="h4" mb="sm">
        {t("purchases.title")}
      </Title>
      <Slot fallback={<Skeleton h={160} />}>
        <PurchaseTable />
      </Slot>
    </Paper>
  );
}

function PurchaseTable() {
  const { t } = useTranslation("overview");
  const fmt = useFormatTime();
  const can = useCan();
  const { data } = useSuspenseQuery(purchasesQuery());
  const withDetails = can(PAGE_PERMISSIONS.purchaseDetail);
  return !data.length ? (
    <Text c="dimmed" size="sm">
      {t("common:state.empty")}
    </Text>
  ) : (
    <Box style={{ overflowX: "auto" }}>
      <table className="fc-table" style={{ minWidth: 560 }} aria-label={t("purchases.title")}>
        <thead>
          <tr>
            <th>{t("sdk:field.purchaseTime")}</th>
            <th>{t("sdk:field.productNo")}</th>
            <th>{t("sdk:field.measureWayName")}</th>
            <th>{t("sdk:field.measureSpecificationsSum")}</th>
            <th>{t("sdk:field.productQuantity")}</th>
            {withDetails && <th>{t("purchases.actions")}</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={`${row.orderId}-${row.productNo}`}>
              <td>{fmt(row.purchaseTime)}</td>
              <td>{row.productNo}</td>
              <td>{row.measureWayName}</td>
              <td>
                {row.measureSpecificationsSum} {row.measureUnitName}
              </td>
              <td>{row.productQuantity}</td>
              {withDetails && (
                <td>
                  <Button
                    size="compact-xs"
                    variant="light"
                    component="a"
                    href={orderDetailHref(row.orderId)}
                    aria-label={t("purchases.detailsOf", { orderId: row.orderId })}
                  >
                    {t("purchases.details")}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
