// The account list's table (part1 §2): the SDK descriptor's columns, with the console's own
// cells layered on (password with reveal, copy, reset and custom set; the inline remark; the
// usage limit in the unit of its calculation type), row selection and row actions. Row callbacks and labels come from
// a stable context (rowApi), so a tick or a fetch starting does not re-render the cells.
import { type Account, accountList, formatAmount } from "@fixcloud/sdk";
import { memo, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { columnsFor, DataTable } from "../../../shared/list/DataTable";
import { type ColumnOptions, useListColumns } from "../../../shared/list/columns";
import { useSettings } from "../../../shared/useSettings";
import { of, useRowApi } from "../rowApi";
import { PasswordCell } from "./PasswordCell";
import { RemarkCell } from "./RemarkCell";
import { RowActions } from "./RowActions";

const idOf = (a: Account) => a.id;

/** Props of {@link AccountTable}. */
export interface AccountTableProps {
  records: Account[];
  /** A list fetch is in flight (also exposed as data-fetching for the bench). */
  fetching: boolean;
  /** Ticked rows; undefined hides the selection column. */
  ticked?: Account[];
  onTicked?: (ticked: Account[]) => void;
  /** A row was hovered or focused (preloads its details). */
  onRowIntent?: (account: Account) => void;
}

/** The account table. */
export const AccountTable = memo(function AccountTable({
  records,
  fetching,
  ticked,
  onTicked,
  onRowIntent,
}: AccountTableProps) {
  const { t } = useTranslation("services");
  const { labels } = useRowApi();
  const { language } = useSettings();
  const options = useMemo<ColumnOptions<Account>>(
    () => ({
      cells: {
        password: (a) => <PasswordCell account={a} />,
        accountRemark: (a) => <RemarkCell account={a} />,
        // The SDK writes amounts with the unit of the account's calculation type.
        limitUseNum: (a) => formatAmount(language, a.calType, a.limitUseNum) || "-",
      },
      meta: { accountRemark: { width: 240 } },
      append: [
        columnsFor<Account>().display({
          id: "actions",
          header: t("common:list.actions"),
          cell: ({ row }) => <RowActions account={row.original} />,
        }),
      ],
    }),
    [t, language],
  );
  const columns = useListColumns(accountList, options);
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
      {...(onRowIntent ? { onRowIntent } : {})}
    />
  );
});
