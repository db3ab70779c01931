// What an order card and the detail's header both show of an order (part2 §2 "My orders"):
// creation and payment times in the time-zone setting (a dash while unpaid) and the amount with
// the SDK's money formatter.
import type { OrderSummary } from "@fixcloud/sdk";
import { useTranslation } from "react-i18next";
import { LabeledValue } from "../../../shared/LabeledValue";
import { useFormatTime } from "../../../shared/time";
import { useFormatMoney } from "../useFormatMoney";

/** The order's times and amount as labelled values, for a grid of the caller's. */
export function OrderFacts({ order: o }: { order: OrderSummary }) {
  const { t } = useTranslation("orders");
  const fmt = useFormatTime();
  const money = useFormatMoney();
  return (
    <>
      <LabeledValue label={t("sdk:field.createTime")}>{fmt(o.createTime)}</LabeledValue>
      <LabeledValue label={t("sdk:field.payTime")}>{o.payTime ? fmt(o.payTime) : "-"}</LabeledValue>
      <LabeledValue label={t("sdk:field.orderAmount")} strong>
        <span data-testid="order-amount">{money(o.orderAmount, o.currency)}</span>
      </LabeledValue>
    </>
  );
}
