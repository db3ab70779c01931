import type { ServiceType } from "@fixcloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { AccountFilterSearch } from "../../routes/search";
import { type FilterField, FilterForm, productField } from "../../shared/FilterForm";
import { serviceProductsQuery } from "./queries";

export interface AccountFiltersProps {
  selectType: ServiceType;
  value: AccountFilterSearch;
  onSearch: (filters: AccountFilterSearch) => void;
  onReset: () => void;
}

const COLS = { base: 1, sm: 2, md: 3, xl: 4 };

/** Every account filter of part1 §2. */
export const AccountFilters = memo(function AccountFilters({ selectType, ...form }: AccountFiltersProps) {
  const { t } = useTranslation("services");
  const products = useQuery(serviceProductsQuery(selectType));
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "text", key: "accountName", label: t("filters.accountName") },
      { kind: "text", key: "orderNo", label: t("filters.orderNo") },
      productField(t("filters.serviceProduct"), products.data, selectType, t),
      { kind: "enum", key: "serviceState", name: "serviceState", label: t("filters.serviceState") },
      { kind: "enum", key: "disableState", name: "disableState", label: t("filters.disableState") },
      { kind: "enum", key: "onlineState", name: "onlineState", label: t("filters.onlineState") },
      { kind: "days", from: "startCreateTime", to: "endCreateTime", label: t("filters.createTime") },
      { kind: "days", from: "startEndTime", to: "endEndTime", label: t("filters.endTime") },
      { kind: "days", from: "startLogoutTime", to: "endLogoutTime", label: t("filters.logoutTime") },
      { kind: "enum", key: "silentSwitch", name: "silentSwitch", label: t("filters.silentSwitch") },
    ],
    [t, products.data, selectType],
  );
  return <FilterForm label={t("filters.label")} fields={fields} cols={COLS} {...form} />;
});
