import type { Account, ServiceType } from "@fixcloud/sdk";
import { Group, Paper, Stack, Tabs, Title } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { useIsFetching, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState, useSearch } from "@tanstack/react-router";
import { lazy, memo, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AccountFilterSearch,
  accountListParams,
  type ServiceSearch,
  SERVICE_PATHS,
} from "../../routes/search";
import { Pager } from "../../shared/Pager";
import { PoolsTab } from "../pools/LazyPoolsTab";
import { useAccountAccess } from "./access";
import { AccountFilters } from "./AccountFilters";
import { AccountTable } from "./AccountTable";
import { type DialogState, useAccountActions } from "./actions";
import { BatchProgress } from "./BatchProgress";
import { BatchToolbar, SelectionBar } from "./BatchToolbar";
import { useAccountMutations } from "./mutations";
import { accountKeys, accountListQuery } from "./queries";
import { RowApiContext, rowLabels } from "./rowApi";
import { faultSearch } from "./RowActions";
import type { AccountSearch } from "./selection";
import { useAccountSelection } from "./selection";

const AccountDialogs = lazy(() => import("./AccountDialogs"));
const MemoPager = memo(Pager);

function AccountsTab({ selectType, search }: { selectType: ServiceType; search: ServiceSearch }) {
  const navigate = useNavigate();
  const path = SERVICE_PATHS[selectType - 1] ?? "/highPrecision";
  const params = accountListParams(selectType, search);
  const { data } = useSuspenseQuery(accountListQuery(params));
  // In flight: any account list fetch, or a navigation whose loader is still fetching.
  const listFetching = useIsFetching({ queryKey: accountKeys.lists() }) > 0;
  const routerPending = useRouterState({ select: (s) => s.status === "pending" });
  const fetching = listFetching || routerPending;
  const go = useCallback(
    (next: Partial<ServiceSearch>) => void navigate({ to: path, search: next as ServiceSearch }),
    [navigate, path],
  );
  // Stable callbacks: the filters and the pager skip the renders caused by fetches or ticks.
  const { pageSize } = search;
  const onSearch = useCallback(
    (filters: AccountFilterSearch) => go({ ...filters, tab: 1, page: 1, pageSize }),
    [go, pageSize],
  );
  const onReset = useCallback(() => go({ tab: 1, page: 1, pageSize }), [go, pageSize]);
  const onPage = useCallback(
    (page: number, size: number) => go({ ...search, page, pageSize: size }),
    [go, search],
  );

  // The search the batch actions target ("last search", part1 §7): the list filter without paging.
  const filterJson = JSON.stringify(params, (k, v) => (k === "pageNo" || k === "pageSize" ? undefined : v));
  const filter = useMemo<AccountSearch>(() => {
    const { selectType: _type, ...rest } = JSON.parse(filterJson) as AccountSearch & { selectType: number };
    return rest;
  }, [filterJson]);
  const sel = useAccountSelection(filterJson);
  const access = useAccountAccess(selectType);
  const mutations = useAccountMutations(selectType);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const records = data.list;
  const { batch, row } = useAccountActions({
    selectType,
    selection: sel.selection,
    search: filter,
    records,
    access,
    mutations,
    openDialog: setDialog,
    // /obstacle is not a typed route yet (placeholder until the fault tool exists).
    openFault: (a) => void navigate({ to: "/obstacle" as never, search: faultSearch(a) as never }),
  });
  const { t } = useTranslation("services");
  const rowApi = useMemo(() => ({ ...row, access, labels: rowLabels(t) }), [row, access, t]);
  const { tickedOf, onTicked: setTicked } = sel;
  const ticked = useMemo(() => tickedOf(records), [tickedOf, records]);
  const onTicked = useCallback((next: Account[]) => setTicked(records, next), [setTicked, records]);

  return (
    <Stack gap="md">
      <AccountFilters selectType={selectType} value={search} onSearch={onSearch} onReset={onReset} />
      <Group justify="space-between" gap="sm">
        <BatchToolbar access={access} batch={batch} exporting={mutations.exportFile.isPending} />
      </Group>
      <SelectionBar sel={sel} page={records} total={data.total} />
      <BatchProgress />
      <RowApiContext.Provider value={rowApi}>
        <AccountTable records={records} fetching={fetching} ticked={ticked} onTicked={onTicked} />
      </RowApiContext.Provider>
      <MemoPager total={data.total} page={search.page} pageSize={search.pageSize} onChange={onPage} />
      {dialog && (
        <Suspense fallback={null}>
          <AccountDialogs
            state={dialog}
            onClose={() => setDialog(null)}
            ctx={{ selectType, selection: sel.selection, search: filter, records, mutations }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A service screen (part1 §2): accounts and pools tabs; switching tabs resets filters. */
function ServicePage({ selectType }: { selectType: ServiceType }) {
  const { t } = useTranslation("services");
  const path = SERVICE_PATHS[selectType - 1] ?? "/highPrecision";
  const search = useSearch({ from: path }) as ServiceSearch;
  const navigate = useNavigate();
  return (
    <ModalsProvider>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t(`title.${selectType}`)}
          </Title>
          <Tabs
            value={String(search.tab)}
            onChange={(v) => void navigate({ to: path, search: { tab: Number(v ?? 1) } as ServiceSearch })}
          >
            <Tabs.List aria-label={t("tabs.label")}>
              <Tabs.Tab value="1">{t("tabs.accounts")}</Tabs.Tab>
              <Tabs.Tab value="2">{t("tabs.pools")}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          {search.tab === 1 ? (
            <AccountsTab selectType={selectType} search={search} />
          ) : (
            <PoolsTab selectType={selectType} search={search} />
          )}
        </Stack>
      </Paper>
    </ModalsProvider>
  );
}

export const HighPrecisionPage = () => <ServicePage selectType={1} />;
export const AuxPositionPage = () => <ServicePage selectType={2} />;
export const CloudChipPage = () => <ServicePage selectType={3} />;
