// The pools tab of a service screen (part1 §2): the pool filters in the URL, the pool list with
// row selection and row actions, export of the selection or of the filters, paging; the fill
// dialog, the activation confirmation, the activation setting of the selected pools (part1 §7
// batchSetActivationType, gated by the settings permission) and the detail drawer.
import { L, type Pool, poolList, type ServiceType, servicePermission } from "@fixcloud/sdk";
import { Button, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { actionLabel } from "../../../shared/actions";
import { confirm } from "../../../shared/confirm";
import { confirmExport } from "../../../shared/exports";
import { ListPage } from "../../../shared/list/ListPage";
import { filtersOf } from "../../../shared/list/params";
import type { PageSearch } from "../../../shared/list/search";
import type { ListNavigation } from "../../../shared/list/useListNavigation";
import { useListSelection } from "../../../shared/list/selection";
import { notifyWarning } from "../../../shared/notify";
import { useCan } from "../../../shared/permissions";
import { useSettings } from "../../../shared/useSettings";
import { useActivatePool, useExportPools } from "../mutations";
import { poolListQuery } from "../queries";
import { poolListParams } from "../params";
import type { PoolFilterSearch } from "../search";
import { ActivationTypeDialog } from "./ActivationTypeDialog";
import { FillDialog } from "./FillDialog";
import { PoolDetailDrawer } from "./PoolDetailDrawer";
import { PoolTable } from "./PoolTable";

const COLS = { base: 1, sm: 2, md: 3 };
const NO_ROWS: Pool[] = [];
const idOf = (p: Pool) => p.poolId;

/** The pools tab's URL state: its filters and page. */
export type PoolsTabSearch = PoolFilterSearch & PageSearch;

/** Props of the pools tab: `navigation` moves through the service screen's URL (the screen owns it). */
export interface PoolsTabProps {
  selectType: ServiceType;
  search: PoolsTabSearch;
  navigation: ListNavigation<PoolFilterSearch>;
}

/** The pools tab of a service type, in the URL state `search`. */
export function PoolsTab({ selectType, search, navigation }: PoolsTabProps) {
  const { t } = useTranslation(POOLS_NS);
  const can = useCan();
  const { timeZone } = useSettings();
  // The previous page stays on screen while the next loads.
  const query = useQuery(poolListQuery(poolListParams(selectType, search, timeZone)));
  const records = query.data?.list ?? NO_ROWS;
  const filterJson = JSON.stringify(filtersOf(poolList, search, timeZone));
  // One selection model (shared/list/selection): bound to the service type and the filters.
  const sel = useListSelection<Pool>(`${selectType}|${filterJson}`, records, idOf);
  const selected = sel.ticked;
  const onSelectedChange = sel.onTicked;
  const [binding, setBinding] = useState<Pool | null>(null);
  const [settingType, setSettingType] = useState(false);
  const [details, setDetails] = useState<Pool | null>(null);
  const activate = useActivatePool();
  const exportPools = useExportPools();

  const onBind = useCallback((p: Pool) => setBinding(p), []);
  const onDetails = useCallback((p: Pool) => setDetails(p), []);
  const { mutateAsync: activatePool } = activate;
  const onActivate = useCallback(
    (p: Pool) =>
      confirm({
        title: t("activate.title"),
        message: t("activate.confirm", { poolId: p.poolId }),
        confirmLabel: actionLabel(t, "activate"),
        onConfirm: () => activatePool(p.poolId),
      }),
    [t, activatePool],
  );

  const { onSearch, onReset, onPage } = navigation;
  const label = t("filters.label");
  const scope = useMemo(() => ({ selectType }), [selectType]);
  const filters = useMemo(
    () => ({ label, scope, cols: COLS, onSearch, onReset }),
    [label, scope, onSearch, onReset],
  );

  // Asked first, naming the count (the selection, or every pool the filters match).
  const runExport = () =>
    confirmExport({
      message: selected.length
        ? t("export.confirmSelected", { count: selected.length })
        : t("export.confirmAll", { count: query.data?.total ?? 0 }),
      onConfirm: () =>
        exportPools.mutate(
          selected.length
            ? { selectType, poolIds: selected.map((p) => p.poolId) }
            : { selectType, ...filtersOf(poolList, search, timeZone) },
        ),
    });

  return (
    <>
      <ListPage
        descriptor={poolList}
        search={search}
        filters={filters}
        query={query}
        toolbar={
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {selected.length ? t("list.selected", { count: selected.length }) : t("list.noneSelected")}
            </Text>
            {can(servicePermission(selectType, "settings")) && (
              <Button
                variant="light"
                onClick={() =>
                  selected.length ? setSettingType(true) : notifyWarning(t(L.selectionEmpty, { ns: "sdk" }))
                }
              >
                {t("activationSetting.open")}
              </Button>
            )}
            {can(servicePermission(selectType, "export")) && (
              <Button variant="light" onClick={runExport} loading={exportPools.isPending}>
                {selected.length ? t("export.selected", { count: selected.length }) : t("export.all")}
              </Button>
            )}
          </>
        }
        table={
          <PoolTable
            selectType={selectType}
            records={records}
            fetching={query.isFetching}
            selected={selected}
            onSelectedChange={onSelectedChange}
            onBind={onBind}
            onActivate={onActivate}
            onDetails={onDetails}
          />
        }
        onPage={onPage}
      />
      {binding && <FillDialog pool={binding} onClose={() => setBinding(null)} />}
      {settingType && (
        <ActivationTypeDialog
          pools={selected}
          onClose={() => {
            setSettingType(false);
            onSelectedChange([]);
          }}
        />
      )}
      <PoolDetailDrawer pool={details} onClose={() => setDetails(null)} />
    </>
  );
}

export default PoolsTab;
