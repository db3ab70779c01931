import type { Account } from "@fixcloud/sdk";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { columnsFor, type DataColumn, DataTable, dash } from "../../shared/DataTable";
import { useFormatTime } from "../../shared/time";
import { PasswordCell } from "./PasswordCell";
import { RemarkCell } from "./RemarkCell";
import { EnableStateText, OnlineBadge, RowActions, ServiceStateBadge } from "./RowActions";
import { enumLabel, of, useRowApi } from "./rowApi";

const col = columnsFor<Account>();
const idOf = (a: Account) => a.id;

export interface AccountTableProps {
  records: Account[];
  /** A list fetch is in flight (also exposed as data-fetching for the bench). */
  fetching: boolean;
  /** Ticked rows; undefined hides the selection column. */
  ticked?: Account[];
  onTicked?: (ticked: Account[]) => void;
}

/**
 * Every column of part1 §2 with row selection and row actions. Cells are plain elements or
 * memoized components; row callbacks and labels come from a stable context (rowApi), so a
 * tick or a fetch starting does not re-render the cells' content.
 */
export const AccountTable = memo(function AccountTable({
  records,
  fetching,
  ticked,
  onTicked,
}: AccountTableProps) {
  const { t } = useTranslation("services");
  const fmt = useFormatTime();
  const { labels } = useRowApi();

  const columns = useMemo<DataColumn<Account>[]>(() => {
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
    const time = (
      key:
        | "forceActivationTime"
        | "activationTime"
        | "endTime"
        | "logoutTime"
        | "additRestrictTime"
        | "createTime",
    ) => col.accessor(key, { header: t(`columns.${key}`), cell: (c) => format(c.getValue()) });
    return [
      col.accessor("accountName", { header: t("columns.accountName") }),
      col.display({
        id: "password",
        header: t("columns.password"),
        cell: ({ row }) => <PasswordCell account={row.original} />,
      }),
      col.display({
        id: "remark",
        header: t("columns.remark"),
        meta: { width: 240 },
        cell: ({ row }) => <RemarkCell account={row.original} />,
      }),
      col.accessor("equipmentId", { header: t("columns.equipmentId"), cell: (c) => dash(c.getValue()) }),
      col.display({
        id: "limitUse",
        header: t("columns.limitUse"),
        cell: ({ row: { original: a } }) =>
          a.limitUseNum === null ? "-" : `${a.limitUseNum} ${a.limitUseNumUnitName}`.trim(),
      }),
      col.accessor("useNumName", { header: t("columns.used"), cell: (c) => dash(c.getValue()) }),
      col.accessor("serviceState", {
        header: t("columns.serviceState"),
        cell: (c) => <ServiceStateBadge value={c.getValue()} />,
      }),
      col.accessor("disableState", {
        header: t("columns.disableState"),
        cell: (c) => <EnableStateText value={c.getValue()} />,
      }),
      col.accessor("activationType", {
        header: t("columns.activationType"),
        cell: (c) => enumLabel(labels, "activationType", c.getValue()),
      }),
      col.accessor("onlineState", {
        header: t("columns.onlineState"),
        cell: (c) => <OnlineBadge value={c.getValue()} />,
      }),
      col.accessor("validName", { header: t("columns.validPeriod"), cell: (c) => dash(c.getValue()) }),
      time("forceActivationTime"),
      time("activationTime"),
      time("endTime"),
      time("logoutTime"),
      time("additRestrictTime"),
      time("createTime"),
      col.display({
        id: "actions",
        header: t("columns.actions"),
        cell: ({ row }) => <RowActions account={row.original} />,
      }),
    ];
  }, [t, fmt, labels]);

  const rowLabel = useCallback((a: Account) => of(labels["selection.row"], a.accountName), [labels]);

  return (
    <DataTable<Account>
      testId="accounts-table"
      label={t("list.label")}
      records={records}
      columns={columns}
      getRowId={idOf}
      fetching={fetching}
      emptyText={t("list.empty")}
      selection={
        ticked && onTicked
          ? { selected: ticked, onChange: onTicked, allLabel: t("selection.page"), rowLabel }
          : undefined
      }
      pinFirst={!ticked}
      pinLast
    />
  );
});
