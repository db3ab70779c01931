// The accounts tab of a service screen (part1 §2): the account filters, batch actions with the
// selection ("select all N matching") and the running batch, the table with row actions, paging;
// filters and paging in the URL. Dialogs load on first use.
import {
  type Account,
  accountList,
  type AccountSearch,
  PAGE_PERMISSIONS,
  type ServiceAction,
  servicePermission,
  type ServiceType,
} from "@fixcloud/sdk";
import { useIsFetching, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../../shared/list/ListPage";
import { filtersOf } from "../../../shared/list/search";
import { useCan } from "../../../shared/permissions";
import { useTabNavigation } from "../../services/navigation";
import type { ServiceSearch } from "../../services/search";
import { type DialogState, useAccountActions } from "../actions";
import { useAccountMutations } from "../mutations";
import { accountKeys, accountListQuery } from "../queries";
import { type RowApi, RowApiContext, rowLabels } from "../rowApi";
import { accountListParams } from "../search";
import { useAccountSelection } from "../selection";
import { AccountTable } from "./AccountTable";
import { BatchProgress } from "./BatchProgress";
import { BatchToolbar, SelectionBar } from "./BatchToolbar";
import { faultSearch } from "./RowActions";

const AccountDialogs = lazy(() => import("./AccountDialogs"));
const COLS = { base: 1, sm: 2, md: 3, xl: 4 };

/** The accounts tab of a service type, in the URL state `search`. */
export function AccountsTab({ selectType, search }: { selectType: ServiceType; search: ServiceSearch }) {
  const { t } = useTranslation("services");
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(accountListQuery(accountListParams(selectType, search)));
  // In flight: any account list fetch, or a navigation whose loader is still fetching.
  const listFetching = useIsFetching({ queryKey: accountKeys.lists() }) > 0;
  const routerPending = useRouterState({ select: (s) => s.status === "pending" });
  const { filters, onPage } = useTabNavigation(selectType, 1, search, {
    label: t("filters.label"),
    cols: COLS,
  });

  // The last search (part1 §7): the list's filters without paging, stable while they are.
  const filterJson = JSON.stringify(filtersOf(accountList, search));
  const filter = useMemo<AccountSearch>(() => JSON.parse(filterJson), [filterJson]);
  const sel = useAccountSelection(filterJson);
  const can = useCan();
  const allows = useCallback(
    (action: ServiceAction) => can(servicePermission(selectType, action)),
    [can, selectType],
  );
  const mutations = useAccountMutations(selectType);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const records = data.list;
  const { batch, row } = useAccountActions({
    selectType,
    selection: sel.selection,
    search: filter,
    records,
    mutations,
    openDialog: setDialog,
    openFault: (a: Account) => void navigate({ to: "/obstacle", search: faultSearch(a) }),
  });
  const rowApi = useMemo<RowApi>(
    () => ({ ...row, allows, faultLink: can(PAGE_PERMISSIONS.faultDiagnosis), labels: rowLabels(t) }),
    [row, allows, can, t],
  );
  const { tickedOf, onTicked: setTicked } = sel;
  const ticked = useMemo(() => tickedOf(records), [tickedOf, records]);
  const onTicked = useCallback((next: Account[]) => setTicked(records, next), [setTicked, records]);

  return (
    <RowApiContext.Provider value={rowApi}>
      <ListPage
        descriptor={accountList}
        search={search}
        filters={filters}
        toolbar={<BatchToolbar allows={allows} batch={batch} exporting={mutations.exportFile.isPending} />}
        notes={
          <>
            <SelectionBar sel={sel} page={records} total={data.total} />
            <BatchProgress />
          </>
        }
        table={
          <AccountTable
            records={records}
            fetching={listFetching || routerPending}
            ticked={ticked}
            onTicked={onTicked}
          />
        }
        total={data.total}
        onPage={onPage}
      />
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialogs
            state={dialog}
            onClose={() => setDialog(null)}
            ctx={{ selectType, selection: sel.selection, search: filter, records, mutations }}
          />
        </Suspense>
      )}
    </RowApiContext.Provider>
  );
}
