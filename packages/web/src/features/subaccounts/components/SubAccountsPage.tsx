// The sub-account page, /accountMng (part2 §2): search by username and full name (trimmed),
// search, reset and add; the table (index, username, full name, phone, status, actions:
// configure roles, enable/disable, detail, edit, delete) and paging 10/20/50/100; the add,
// detail, edit and role dialogs. Adding is refused with L000519 for an uncertified customer;
// enable/disable and delete ask first (L000516, L000517, L000518). State lives in the URL.
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
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { registerSdkLabels } from "../../../i18n/index";
import { confirm } from "../../../shared/confirm";
import { columnsFor, DataTable } from "../../../shared/list/DataTable";
import { FilterForm, useStableFilters } from "../../../shared/list/FilterForm";
import { Pager } from "../../../shared/list/Pager";
import { useListColumns } from "../../../shared/list/columns";
import { Loading } from "../../../shared/Loading";
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

type Dialog = AccountDialogMode | { mode: "roles"; account: SubAccount } | null;

/** The /accountMng page. */
export function SubAccountsPage() {
  const { t } = useTranslation("subaccounts");
  const search = route.useSearch() as SubAccountSearch;
  const navigate = route.useNavigate();
  const { nocertified } = useSession();
  const { data } = useQuery(subAccountListQuery(subAccountListParams(search)));
  const fetching = useIsFetching({ queryKey: subAccountKeys.all }) > 0;
  const [dialog, setDialog] = useState<Dialog>(null);
  const filters = useStableFilters(subAccountList, search);
  const { pageSize } = search;

  const onSearch = useCallback(
    (f: { userName?: string; fullName?: string }) => void navigate({ search: { ...f, page: 1, pageSize } }),
    [navigate, pageSize],
  );
  const onReset = useCallback(() => void navigate({ search: { page: 1, pageSize } }), [navigate, pageSize]);
  const onPage = useCallback(
    (page: number, size: SubAccountPageSize) =>
      void navigate({ search: { ...search, page, pageSize: size } }),
    [navigate, search],
  );
  const onAdd = () => {
    // The console blocks first; the server would answer 405 (part2 §5).
    if (nocertified) notifyWarning(t(L.notCertified, { ns: "sdk" }));
    else setDialog({ mode: "add" });
  };
  const columns = useSubAccountColumns((search.page - 1) * search.pageSize, setDialog);

  return (
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t("title")}
          </Title>
          <FilterForm
            descriptor={subAccountList}
            value={filters}
            label={t("filters")}
            cols={COLS}
            onSearch={onSearch}
            onReset={onReset}
          />
          <Group>
            <Button onClick={onAdd}>{t("add")}</Button>
          </Group>
          {data ? (
            <>
              <DataTable<SubAccount>
                label={t("table")}
                records={data.records}
                columns={columns}
                getRowId={idOf}
                fetching={fetching}
                emptyText={t("empty")}
                pinLast
                testId="subaccounts-table"
              />
              <Pager
                total={data.total}
                page={search.page}
                pageSize={pageSize}
                sizes={SUB_ACCOUNT_PAGE_SIZES}
                onChange={onPage}
              />
            </>
          ) : (
            <Loading />
          )}
        </Stack>
      </Paper>
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
