import { enumColor, type EnumName, labelKey, type PoolDevice } from "@fixcloud/sdk";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { columnsFor, type DataColumn, DataTable, dash } from "../../shared/DataTable";
import { PasswordCell, passwordLabels } from "../../shared/PasswordCell";
import { StateBadge } from "../../shared/StateBadge";
import { useFormatTime } from "../../shared/time";

const col = columnsFor<PoolDevice>();
const idOf = (d: PoolDevice) => d.id;

export interface DeviceTableProps {
  records: PoolDevice[];
  fetching: boolean;
  selected: PoolDevice[];
  onSelectedChange: (rows: PoolDevice[]) => void;
}

/** Device accounts of a pool (part1 §2) with row selection for the batch actions. */
export const DeviceTable = memo(function DeviceTable({
  records,
  fetching,
  selected,
  onSelectedChange,
}: DeviceTableProps) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();

  const columns = useMemo<DataColumn<PoolDevice>[]>(() => {
    const label = (name: EnumName, v: unknown) => {
      const key = labelKey(name, v);
      return key ? t(key, { ns: "sdk" }) : "-";
    };
    const time = (key: "activationTime" | "endTime" | "createTime") =>
      col.accessor(key, { header: t(`devices.columns.${key}`), cell: (c) => fmt(c.getValue()) });
    return [
      col.accessor("accountName", { header: t("devices.columns.accountName") }),
      col.display({
        id: "password",
        header: t("devices.columns.password"),
        cell: ({ row: { original: d } }) => (
          <PasswordCell
            owner={d.accountName}
            password={d.password}
            labels={passwordLabels(t, d.accountName)}
          />
        ),
      }),
      col.accessor("sn", { header: t("devices.columns.sn"), cell: (c) => dash(c.getValue()) }),
      col.accessor("accountRemark", {
        header: t("devices.columns.remark"),
        meta: { width: 160, ellipsis: true },
        cell: (c) => dash(c.getValue()),
      }),
      col.accessor("serviceState", {
        header: t("devices.columns.serviceState"),
        cell: (c) => (
          <StateBadge color={enumColor("serviceState", c.getValue())}>
            {label("serviceState", c.getValue())}
          </StateBadge>
        ),
      }),
      col.accessor("disableState", {
        header: t("devices.columns.disableState"),
        cell: (c) => (
          <span className={c.getValue() === 1 ? undefined : "fc-dimmed"}>
            {label("disableState", c.getValue())}
          </span>
        ),
      }),
      col.accessor("onlineState", {
        header: t("devices.columns.onlineState"),
        cell: (c) => (
          <StateBadge dot color={c.getValue() === 1 ? "green" : "gray"}>
            {label("onlineState", c.getValue())}
          </StateBadge>
        ),
      }),
      col.accessor("validName", {
        header: t("devices.columns.validPeriod"),
        cell: (c) => dash(c.getValue()),
      }),
      time("activationTime"),
      time("endTime"),
      time("createTime"),
    ];
  }, [t, fmt]);

  const rowLabel = useCallback(
    (d: PoolDevice) => t("devices.list.selectRow", { account: d.accountName }),
    [t],
  );

  return (
    <DataTable<PoolDevice>
      label={t("devices.list.label")}
      records={records}
      columns={columns}
      getRowId={idOf}
      fetching={fetching}
      emptyText={t("devices.list.empty")}
      selection={{ selected, onChange: onSelectedChange, allLabel: t("devices.list.selectAll"), rowLabel }}
    />
  );
});
