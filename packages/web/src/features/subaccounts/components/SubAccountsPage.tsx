// The sub-account page, /accountMng (part2 §2): search by username and full name (trimmed),
// search, reset and add; the table (index, username, full name, phone, status, actions:
// configure roles, enable/disable, detail, edit, delete) and paging 10/20/50/100; the add,
// detail, edit and role dialogs. Adding is refused with L000519 for an uncertified customer;
// enable/disable and delete ask first (L000516, L000517, L000518). State lives in the URL; the
// page is the shared list page, with the sub-account list's own page sizes.
import {
  ActionCode,
  accountsLabels,
  L,
  rolesLabels,
  type SubAccount,
  subAccountList,
  SUB_ACCOUNT_PAGE_SIZES,
  subaccountsLabels,
  userStatusAction,
} from "@fixcloud/sdk";
import { Button, Group } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { confirm } from "../../../shared/confirm";
import { columnsFor, DataTable } from "../../../shared/list/DataTable";
import { useListColumns } from "../../../shared/list/columns";
import { ListFrame } from "../../../shared/list/ListFrame";
import { ListPage } from "../../../shared/list/ListPage";
import { useListNavigation } from "../../../shared/list/useListNavigation";
import { notifyWarning } from "../../../shared/notify";
import { useSession } from "../../../shared/session";
import { useDeleteSubAccount, useToggleSubAccount } from "../mutations";
import { subAccountKeys, subAccountListQuery } from "../queries";
import { type SubAccountPageSize, type SubAccountSearch, subAccountListParams } from "../search";
import { type AccountDialogMode, SubAccountDialog } from "./SubAccountDialog";
import { RoleDialog } from "./RoleDialog";

// The SDK labels this page shows: sub-account states, fields and rules; L000116 (roles area);
// the password field (accounts area).
registerSdkLabels(subaccountsLabels, rolesLabels, accountsLabels);

const route = getRouteApi("/accountMng");
const COLS = { base: 1, sm: 2, md: 3 };
const idOf = (a: SubAccount) => a.userconsoleUseId;
const NO_ROWS: SubAccount[] = [];

type Dialog = AccountDialogMode | { mode: "roles"; account: SubAccount } | null;

/** The /accountMng page. */
export function SubAccountsPage() {
  const { t } = useTranslation("subaccounts");
  const search = route.useSearch() as SubAccountSearch;
  const navigate = route.useNavigate();
  const { nocertified } = useSession();
  const query = useQuery(subAccountListQuery(subAccountListParams(search)));
  const fetching = useIsFetching({ queryKey: subAccountKeys.all }) > 0;
  const [dialog, setDialog] = useState<Dialog>(null);

  const { onSearch, onReset, onPage } = useListNavigation(search, navigate);
  const label = t("filters");
  const filters = useMemo(() => ({ label, cols: COLS, onSearch, onReset }), [label, onSearch, onReset]);
  const onAdd = () => {
    // The console blocks first; the server would answer 405 (part2 §5).
    if (nocertified) notifyWarning(t(L.notCertified, { ns: "sdk" }));
    else setDialog({ mode: "add" });
  };
  const columns = useSubAccountColumns((search.page - 1) * search.pageSize, setDialog);

  return (
    <ModalsProvider>
      <ListFrame title={t("title")}>
        <ListPage<typeof subAccountList, SubAccountPageSize>
          descriptor={subAccountList}
          search={search}
          pageSizes={SUB_ACCOUNT_PAGE_SIZES}
          filters={filters}
          query={query}
          toolbar={<Button onClick={onAdd}>{t("add")}</Button>}
          table={
            <DataTable<SubAccount>
              label={t("table")}
              records={query.data?.records ?? NO_ROWS}
              columns={columns}
              getRowId={idOf}
              fetching={fetching}
              emptyText={t("empty")}
              pinLast
              testId="subaccounts-table"
            />
          }
          onPage={onPage}
        />
      </ListFrame>
      {dialog?.mode === "roles" ? (
        <RoleDialog account={dialog.account} onClose={() => setDialog(null)} />
      ) : dialog ? (
        <SubAccountDialog state={dialog} onMode={setDialog} onClose={() => setDialog(null)} />
      ) : null}
    </ModalsProvider>
  );
}

/** The descriptor's columns (no id, no email) after an index column, and the row actions. */
function useSubAccountColumns(offset: number, open: (d: Dialog) => void) {
  const { t } = useTranslation("subaccounts");
  const options = useMemo(
    () => ({
      omit: ["userconsoleUseId", "email"],
      append: [
        columnsFor<SubAccount>().display({
          id: "actions",
          header: t("common:list.actions"),
          cell: ({ row }) => <RowActions account={row.original} open={open} />,
        }),
      ],
    }),
    [t, open],
  );
  const listColumns = useListColumns(subAccountList, options);
  return useMemo(
    () => [
      columnsFor<SubAccount>().display({
        id: "index",
        header: t("index"),
        cell: ({ row }) => offset + row.index + 1,
      }),
      ...listColumns,
    ],
    [t, offset, listColumns],
  );
}

/** A row's actions: roles, the status toggle (the SDK names its target), detail, edit, delete. */
function RowActions({ account, open }: { account: SubAccount; open: (d: Dialog) => void }) {
  const { t } = useTranslation("subaccounts");
  const toggle = useToggleSubAccount();
  const remove = useDeleteSubAccount();
  const action = userStatusAction(account.userStatus);
  const sdk = (code: string) => t(code, { ns: "sdk" });
  const userId = account.userconsoleUseId;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t("rowActions", { user: account.userName })}>
      <Button size="compact-sm" variant="subtle" onClick={() => open({ mode: "roles", account })}>
        {t("action.roles")}
      </Button>
      {action && (
        <Button
          size="compact-sm"
          variant="subtle"
          color={action === "disable" ? "red" : undefined}
          loading={toggle.isPending}
          onClick={() =>
            confirm({
              message: sdk(action === "enable" ? L.confirmEnable : L.confirmDisable),
              danger: action === "disable",
              onConfirm: () => toggle.mutateAsync(account),
            })
          }
        >
          {sdk(`actionCode.${ActionCode[action]}`)}
        </Button>
      )}
      <Button size="compact-sm" variant="subtle" onClick={() => open({ mode: "detail", userId })}>
        {t("action.detail")}
      </Button>
      <Button size="compact-sm" variant="subtle" onClick={() => open({ mode: "edit", userId })}>
        {t("action.edit")}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={remove.isPending}
        onClick={() =>
          confirm({
            message: sdk(L.confirmDeleteAccount),
            danger: true,
            onConfirm: () => remove.mutateAsync(userId),
          })
        }
      >
        {t("action.delete")}
      </Button>
    </Group>
  );
}
