// The accounts tab of a service screen (part1 §2): the account filters, batch actions with the
// selection ("select all N matching") and the batch result, the table with row actions, paging;
// filters and paging in the URL. The selection belongs to this service type and the
// request's filters (a new search, reset or time-zone switch drops it); every batch button and
// confirmation names the count it acts on; the previous rows stay on screen while the next
// page loads. Dialogs load on first use, preloaded when the browser is idle and their data on
// row hover or focus (budget: the detail drawer opens within 200 ms).
import {
  type Account,
  accountList,
  type AccountSearch,
  PAGE_PERMISSIONS,
  type ServiceAction,
  servicePermission,
  type ServiceType,
} from "@fixcloud/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isRunning, useBatchResult } from "../../../shared/list/batchResults";
import { ListPage } from "../../../shared/list/ListPage";
import { SelectionBar, type SelectionTexts } from "../../../shared/list/SelectionBar";
import type { PageSearch } from "../../../shared/list/search";
import type { ListNavigation } from "../../../shared/list/useListNavigation";
import { filtersOf } from "../../../shared/list/params";
import { useListSelection } from "../../../shared/list/selection";
import { useCan } from "../../../shared/permissions";
import { preloadable } from "../../../shared/preloadable";
import { useSettings } from "../../../shared/useSettings";
import { type DialogState, useAccountActions } from "../actions";
import { accountBatchScope } from "../batchStore";
import { useAccountMutations } from "../mutations";
import { accountDetailQuery, accountListQuery } from "../queries";
import { type RowApi, RowApiContext, rowLabels } from "../rowApi";
import { accountListParams } from "../params";
import type { AccountFilterSearch } from "../search";
import { AccountTable } from "./AccountTable";
import { BatchProgress } from "./BatchProgress";
import { BatchToolbar } from "./BatchToolbar";
import { faultSearch } from "./RowActions";

const { Component: AccountDialogs, preload: loadDialogs } = preloadable(() => import("./AccountDialogs"));
const COLS = { base: 1, sm: 2, md: 3, xl: 4 };
const NO_ROWS: Account[] = [];
const idOf = (a: Account) => a.id;
/** How long a detail fetched on hover counts as fresh for the drawer, ms. */
const INTENT_FRESH_MS = 30_000;

/** Load the dialogs' chunk once the browser is idle after the list's first paint. */
function usePreloadDialogs() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void loadDialogs());
    return () => cancel(id);
  }, []);
}

/** The accounts tab's URL state: its filters and page. */
export type AccountsTabSearch = AccountFilterSearch & PageSearch;

/**
 * The accounts tab of a service type, in the URL state `search`; `navigation` moves through the
 * service screen's URL (the screen owns it).
 */
export function AccountsTab({
  selectType,
  search,
  navigation,
}: {
  selectType: ServiceType;
  search: AccountsTabSearch;
  navigation: ListNavigation<AccountFilterSearch>;
}) {
  const { t } = useTranslation("services");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { timeZone } = useSettings();
  const query = useQuery(accountListQuery(accountListParams(selectType, search, timeZone)));
  const { data } = query;
  const { onSearch, onReset, onPage } = navigation;
  const label = t("filters.label");
  const scope = useMemo(() => ({ selectType }), [selectType]);
  const filters = useMemo(
    () => ({ label, scope, cols: COLS, onSearch, onReset }),
    [label, scope, onSearch, onReset],
  );
  usePreloadDialogs();

  // The last search (part1 §7): the request's filters, date ranges in the current setting.
  const filterJson = JSON.stringify(filtersOf(accountList, search, timeZone));
  const filter = useMemo<AccountSearch>(() => JSON.parse(filterJson), [filterJson]);
  const records = data?.list ?? NO_ROWS;
  const total = data?.total ?? 0;
  // The selection's scope: this service type and the filters it was made under.
  const sel = useListSelection<Account>(`${selectType}|${filterJson}`, records, idOf);
  const can = useCan();
  const allows = useCallback(
    (action: ServiceAction) => can(servicePermission(selectType, action)),
    [can, selectType],
  );
  const mutations = useAccountMutations(selectType);
  // A batch of this service type is on the wire or running: batch and row changes are locked.
  const followed = useBatchResult(accountBatchScope(selectType)).current;
  const batchBusy = mutations.starting || isRunning(followed);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const { batch, row } = useAccountActions({
    selectType,
    selection: sel.selection,
    search: filter,
    total,
    records,
    mutations,
    openDialog: setDialog,
    openFault: (a: Account) => void navigate({ to: "/obstacle", search: faultSearch(a) }),
  });
  const rowApi = useMemo<RowApi>(
    () => ({
      ...row,
      allows,
      busy: batchBusy,
      faultLink: can(PAGE_PERMISSIONS.faultDiagnosis),
      labels: rowLabels(t),
    }),
    [row, allows, batchBusy, can, t],
  );
  const onRowIntent = useCallback(
    (a: Account) =>
      void queryClient.prefetchQuery({ ...accountDetailQuery(a.id), staleTime: INTENT_FRESH_MS }),
    [queryClient],
  );
  const selectionTexts = useMemo<SelectionTexts>(
    () => ({
      count: (count) => t("selection.count", { count }),
      allMatching: (n) => t("selection.allMatching", { total: n }),
      allMatchingExcept: (count, n, excluded) =>
        t("selection.allMatchingExcept", { count, total: n, excluded }),
      selectAll: (n) => t("selection.selectAll", { total: n }),
    }),
    [t],
  );

  return (
    <RowApiContext.Provider value={rowApi}>
      <ListPage
        descriptor={accountList}
        search={search}
        filters={filters}
        query={query}
        toolbar={
          <BatchToolbar
            allows={allows}
            batch={batch}
            count={sel.count}
            exporting={mutations.exportFile.isPending}
            busy={batchBusy}
          />
        }
        notes={
          <>
            <SelectionBar
              sel={sel}
              page={records}
              total={total}
              idOf={idOf}
              texts={selectionTexts}
              allowAll
            />
            <BatchProgress selectType={selectType} />
          </>
        }
        table={
          <AccountTable
            records={records}
            fetching={query.isFetching}
            ticked={sel.ticked}
            onTicked={sel.onTicked}
            onRowIntent={onRowIntent}
          />
        }
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
