// Recent purchases of the overview (part1 §2): a plain table (see .fc-table in app.css); the
// details button needs WDDD_GSK852 and leads to the order's detail, or to my orders for a role
// without the order-detail permission DDXQ_HDK027 (part2 §6), which would be refused the detail;
// the title links to my orders when the role may open it.
// Column headers are the SDK's labels of the row's fields (recentPurchaseColumns).
import { PAGE_PERMISSIONS } from "@fixcloud/sdk";
import { Box, Group, Paper, Skeleton, Text, Title, UnstyledButton } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../shared/links";
import { plainButton } from "../../../shared/plainButton";
import { mayVisit, useCan } from "../../../shared/permissions";
import { Slot } from "../../../shared/Slot";
import { useFormatTime } from "../../../shared/time";
import { purchasesQuery } from "../queries";

/** The order's detail (`?detialId=700001`, part1 §2), or my orders without DDXQ_HDK027. */
const orderHref = (orderId: string, detail: boolean) =>
  detail ? `#/orderDetial?detialId=${encodeURIComponent(orderId)}` : "#/myOrder";

/** The recent purchases panel. */
export function RecentPurchases() {
  const { t } = useTranslation("overview");
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t("purchases.title")}
        </Title>
        {mayVisit("/myOrder") && (
          <AnchorLink to="/myOrder" size="sm">
            {t("orders:overview.all")}
          </AnchorLink>
        )}
      </Group>
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
  const toDetail = can(PAGE_PERMISSIONS.orderDetail);
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
                  <UnstyledButton
                    {...plainButton({ variant: "light", size: "compact-xs" })}
                    component="a"
                    href={orderHref(row.orderId, toDetail)}
                    aria-label={t("purchases.detailsOf", { orderId: row.orderId })}
                  >
                    {t("purchases.details")}
                  </UnstyledButton>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
