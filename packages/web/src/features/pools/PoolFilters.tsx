import type { ServiceType } from "@fixcloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { type FilterField, FilterForm, productField } from "../../shared/FilterForm";
import { poolProductsQuery } from "./queries";
import type { PoolFilterSearch } from "./search";

export interface PoolFiltersProps {
  selectType: ServiceType;
  value: PoolFilterSearch;
  onSearch: (filters: PoolFilterSearch) => void;
  onReset: () => void;
}

const COLS = { base: 1, sm: 2, md: 3 };

/** Pool list filters of part1 §2. */
export function PoolFilters({ selectType, ...form }: PoolFiltersProps) {
  const { t } = useTranslation(POOLS_NS);
  const products = useQuery(poolProductsQuery(selectType));
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "text", key: "poolId", label: t("filters.poolId") },
      { kind: "text", key: "orderNo", label: t("filters.orderNo") },
      productField(t("filters.serviceProduct"), products.data, selectType, t),
      { kind: "enum", key: "abpState", name: "abpState", label: t("filters.abpState") },
      {
        kind: "days",
        from: "startActivationTime",
        to: "endActivationTime",
        label: t("filters.activationTime"),
      },
      { kind: "days", from: "startEndTime", to: "endEndTime", label: t("filters.endTime") },
    ],
    [t, products.data, selectType],
  );
  return <FilterForm label={t("filters.label")} fields={fields} cols={COLS} {...form} />;
}
