import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { type FilterField, FilterForm } from "../../shared/FilterForm";
import type { DeviceFilterSearch } from "./search";

const COLS = { base: 1, sm: 2, md: 4 };

/** Device-account filters (part1 §2): account name, SN, service state, enable state. */
export function DeviceFilters(props: {
  value: DeviceFilterSearch;
  onSearch: (f: DeviceFilterSearch) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(POOLS_NS);
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "text", key: "accountName", label: t("devices.filters.accountName") },
      { kind: "text", key: "sn", label: t("devices.filters.sn") },
      { kind: "enum", key: "serviceState", name: "serviceState", label: t("devices.filters.serviceState") },
      { kind: "enum", key: "disableState", name: "disableState", label: t("devices.filters.disableState") },
    ],
    [t],
  );
  return <FilterForm label={t("filters.label")} fields={fields} cols={COLS} {...props} />;
}
