import { enumColor, type EnumName, labelKey, type PoolDevice } from "@fixcloud/sdk";
import { Badge, Text } from "@mantine/core";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../i18n/pools";
import { useFormatTime } from "../../shared/time";
import { DevicePassword } from "./DevicePassword";

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? "-" : v);

export interface DeviceTableProps {
  records: PoolDevice[];
  fetching: boolean;
  selected: PoolDevice[];
  onSelectedChange: (rows: PoolDevice[]) => void;
}

/** Device accounts of a pool (part1 §2) with row selection for the batch actions. */
export function DeviceTable({ records, fetching, selected, onSelectedChange }: DeviceTableProps) {
  const { t } = useTranslation(POOLS_NS);
  const fmt = useFormatTime();

  const columns = useMemo<DataTableColumn<PoolDevice>[]>(() => {
    const label = (name: EnumName, v: unknown) => {
      const key = labelKey(name, v);
      return key ? t(key, { ns: "sdk" }) : "-";
    };
    const time = (accessor: "activationTime" | "endTime" | "createTime"): DataTableColumn<PoolDevice> => ({
      accessor,
      title: t(`devices.columns.${accessor}`),
      noWrap: true,
      render: (d) => fmt(d[accessor]),
    });
    return [
      { accessor: "accountName", title: t("devices.columns.accountName"), noWrap: true },
      {
        accessor: "password",
        title: t("devices.columns.password"),
        noWrap: true,
        render: (d) => <DevicePassword account={d.accountName} password={d.password} />,
      },
      { accessor: "sn", title: t("devices.columns.sn"), noWrap: true, render: (d) => dash(d.sn) },
      {
        accessor: "accountRemark",
        title: t("devices.columns.remark"),
        width: 160,
        ellipsis: true,
        render: (d) => dash(d.accountRemark),
      },
      {
        accessor: "serviceState",
        title: t("devices.columns.serviceState"),
        noWrap: true,
        render: (d) => (
          <Badge
            variant="light"
            color={enumColor("serviceState", d.serviceState) ?? "gray"}
            size="sm"
            tt="none"
            style={{ minWidth: "max-content" }}
          >
            {label("serviceState", d.serviceState)}
          </Badge>
        ),
      },
      {
        accessor: "disableState",
        title: t("devices.columns.disableState"),
        noWrap: true,
        render: (d) => (
          <Text size="sm" c={d.disableState === 1 ? undefined : "dimmed"}>
            {label("disableState", d.disableState)}
          </Text>
        ),
      },
      {
        accessor: "onlineState",
        title: t("devices.columns.onlineState"),
        noWrap: true,
        render: (d) => (
          <Badge
            variant="dot"
            color={d.onlineState === 1 ? "green" : "gray"}
            size="sm"
            tt="none"
            style={{ minWidth: "max-content" }}
          >
            {label("onlineState", d.onlineState)}
          </Badge>
        ),
      },
      {
        accessor: "validName",
        title: t("devices.columns.validPeriod"),
        noWrap: true,
        render: (d) => dash(d.validName),
      },
      time("activationTime"),
      time("endTime"),
      time("createTime"),
    ];
  }, [t, fmt]);

  return (
    <DataTable<PoolDevice>
      aria-label={t("devices.list.label")}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      verticalSpacing={4}
      horizontalSpacing="xs"
      fz="sm"
      minHeight={records.length ? undefined : 180}
      idAccessor="id"
      records={records}
      columns={columns}
      fetching={fetching}
      noRecordsText={t("devices.list.empty")}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("devices.list.selectAll") }}
      getRecordSelectionCheckboxProps={(d) => ({
        "aria-label": t("devices.list.selectRow", { account: d.accountName }),
      })}
    />
  );
}
