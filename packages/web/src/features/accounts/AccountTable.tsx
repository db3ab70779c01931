import { type Account, enumColor, type EnumName, labelKey } from "@fixcloud/sdk";
import { Badge, Text } from "@mantine/core";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatTime } from "../../shared/time";
import { PasswordCell } from "./PasswordCell";

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? "-" : v);

/** Every column of part1 §2, read-only in this issue (no selection, no row actions). */
export function AccountTable({ records, fetching }: { records: Account[]; fetching: boolean }) {
  const { t } = useTranslation("services");
  const fmt = useFormatTime();

  const columns = useMemo<DataTableColumn<Account>[]>(() => {
    const label = (name: EnumName, v: unknown) => {
      const key = labelKey(name, v);
      return key ? t(key, { ns: "sdk" }) : "-";
    };
    const time = (accessor: keyof Account, title: string): DataTableColumn<Account> => ({
      accessor,
      title,
      noWrap: true,
      render: (a) => fmt(a[accessor] as string | null),
    });
    return [
      { accessor: "accountName", title: t("columns.accountName"), noWrap: true },
      {
        accessor: "password",
        title: t("columns.password"),
        noWrap: true,
        render: (a) => <PasswordCell account={a.accountName} password={a.password} />,
      },
      {
        accessor: "accountRemark",
        title: t("columns.remark"),
        width: 160,
        ellipsis: true,
        render: (a) => dash(a.accountRemark),
      },
      {
        accessor: "equipmentId",
        title: t("columns.equipmentId"),
        noWrap: true,
        render: (a) => dash(a.equipmentId),
      },
      {
        accessor: "limitUseNum",
        title: t("columns.limitUse"),
        noWrap: true,
        render: (a) => (a.limitUseNum === null ? "-" : `${a.limitUseNum} ${a.limitUseNumUnitName}`.trim()),
      },
      { accessor: "useNumName", title: t("columns.used"), noWrap: true, render: (a) => dash(a.useNumName) },
      {
        accessor: "serviceState",
        title: t("columns.serviceState"),
        noWrap: true,
        render: (a) => (
          <Badge
            variant="light"
            color={enumColor("serviceState", a.serviceState) ?? "gray"}
            size="sm"
            tt="none"
            // Badges truncate their label; max-content keeps the cell as wide as the state name.
            style={{ minWidth: "max-content" }}
          >
            {label("serviceState", a.serviceState)}
          </Badge>
        ),
      },
      {
        accessor: "disableState",
        title: t("columns.disableState"),
        noWrap: true,
        render: (a) => (
          <Text size="sm" c={a.disableState === 1 ? undefined : "dimmed"}>
            {label("disableState", a.disableState)}
          </Text>
        ),
      },
      {
        accessor: "activationType",
        title: t("columns.activationType"),
        noWrap: true,
        render: (a) => label("activationType", a.activationType),
      },
      {
        accessor: "onlineState",
        title: t("columns.onlineState"),
        noWrap: true,
        render: (a) => (
          <Badge
            variant="dot"
            color={a.onlineState === 1 ? "green" : "gray"}
            size="sm"
            tt="none"
            style={{ minWidth: "max-content" }}
          >
            {label("onlineState", a.onlineState)}
          </Badge>
        ),
      },
      {
        accessor: "validName",
        title: t("columns.validPeriod"),
        noWrap: true,
        render: (a) => dash(a.validName),
      },
      time("forceActivationTime", t("columns.forceActivationTime")),
      time("activationTime", t("columns.activationTime")),
      time("endTime", t("columns.endTime")),
      time("logoutTime", t("columns.logoutTime")),
      time("additRestrictTime", t("columns.additRestrictTime")),
      time("createTime", t("columns.createTime")),
    ];
  }, [t, fmt]);

  return (
    <DataTable<Account>
      aria-label={t("list.label")}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      verticalSpacing={4}
      horizontalSpacing="xs"
      fz="sm"
      minHeight={records.length ? undefined : 180}
      pinFirstColumn
      idAccessor="id"
      records={records}
      columns={columns}
      fetching={fetching}
      noRecordsText={t("list.empty")}
    />
  );
}
