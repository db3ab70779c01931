import type { Account } from "@fixcloud/sdk";
import { DataTable, type DataTableColumn } from "mantine-datatable";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormatTime } from "../../shared/time";
import { PasswordCell } from "./PasswordCell";
import "./accounts.css";
import { RemarkCell } from "./RemarkCell";
import { EnableStateText, OnlineBadge, RowActions, ServiceStateBadge } from "./RowActions";
import { enumLabel, of, useRowApi } from "./rowApi";

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === "" ? "-" : v);

export interface AccountTableProps {
  records: Account[];
  /** A list fetch is in flight (also exposed as data-fetching for the bench). */
  fetching: boolean;
  /** Ticked rows; undefined hides the selection column. */
  ticked?: Account[];
  onTicked?: (ticked: Account[]) => void;
}

/**
 * Every column of part1 §2 with row selection and row actions. The wrapper carries the bench
 * hooks (data-testid, data-fetching) and dims the rows while a fetch is in flight, so a fetch
 * starting or ending does not re-render the 100 rows (only the new records do).
 */
export function AccountTable({ fetching, ...grid }: AccountTableProps) {
  return (
    <div
      className="fc-accounts-table"
      data-testid="accounts-table"
      data-fetching={fetching ? "true" : "false"}
    >
      {fetching && <div className="fc-fetching-bar" role="progressbar" aria-busy="true" />}
      <AccountGrid {...grid} />
    </div>
  );
}

/**
 * The rows, kept light for 100-row pages: columns are memoized, cells are plain elements or
 * memoized components with stable props, and row callbacks and labels come from a stable
 * context, so a selection change re-renders the checkboxes but not the cells' content.
 */
const AccountGrid = memo(function AccountGrid({
  records,
  ticked,
  onTicked,
}: Omit<AccountTableProps, "fetching">) {
  const { t } = useTranslation("services");
  const fmt = useFormatTime();
  const { labels } = useRowApi();

  const columns = useMemo<DataTableColumn<Account>[]>(() => {
    // Formatting 600 wire times per page is measurable; the same times recur across pages.
    const formatted = new Map<string, string>();
    const format = (wire: string | null) => {
      if (!wire) return "-";
      let out = formatted.get(wire);
      if (out === undefined) {
        if (formatted.size > 5000) formatted.clear();
        out = fmt(wire);
        formatted.set(wire, out);
      }
      return out;
    };
    const time = (accessor: keyof Account, title: string): DataTableColumn<Account> => ({
      accessor,
      title,
      noWrap: true,
      render: (a) => format(a[accessor] as string | null),
    });
    return [
      { accessor: "accountName", title: t("columns.accountName"), noWrap: true },
      {
        accessor: "password",
        title: t("columns.password"),
        noWrap: true,
        render: (a) => <PasswordCell account={a} />,
      },
      {
        accessor: "accountRemark",
        title: t("columns.remark"),
        width: 240,
        render: (a) => <RemarkCell account={a} />,
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
        render: (a) => <ServiceStateBadge value={a.serviceState} />,
      },
      {
        accessor: "disableState",
        title: t("columns.disableState"),
        noWrap: true,
        render: (a) => <EnableStateText value={a.disableState} />,
      },
      {
        accessor: "activationType",
        title: t("columns.activationType"),
        noWrap: true,
        render: (a) => enumLabel(labels, "activationType", a.activationType),
      },
      {
        accessor: "onlineState",
        title: t("columns.onlineState"),
        noWrap: true,
        render: (a) => <OnlineBadge value={a.onlineState} />,
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
      {
        accessor: "actions",
        title: t("columns.actions"),
        noWrap: true,
        render: (a) => <RowActions account={a} />,
      },
    ];
  }, [t, fmt, labels]);

  const selection = ticked && onTicked ? { selectedRecords: ticked, onSelectedRecordsChange: onTicked } : {};

  const rowCheckbox = useCallback(
    (a: Account) => ({ "aria-label": of(labels["selection.row"], a.accountName) }),
    [labels],
  );

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
      pinFirstColumn={!ticked}
      pinLastColumn
      idAccessor="id"
      records={records}
      columns={columns}
      noRecordsText={t("list.empty")}
      allRecordsSelectionCheckboxProps={{ "aria-label": t("selection.page") }}
      getRecordSelectionCheckboxProps={rowCheckbox}
      {...selection}
    />
  );
});
