// The pools tab of a service screen (part1 §2): the pool filters in the URL, the pool list with
// row selection and row actions, export of the selection or of the filters, paging; the fill
// dialog, the activation confirmation, the activation setting of the selected pools (part1 §7
// batchSetActivationType, gated by the settings permission) and the detail drawer.
import { L, type Pool, poolList, type ServiceType, servicePermission } from "@fixcloud/sdk";
import { Button, Text } from "@mantine/core";
import { useIsFetching, useSuspenseQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { POOLS_NS } from "../../../i18n/services";
import { actionLabel } from "../../../shared/actions";
import { confirm } from "../../../shared/confirm";
import { ListPage } from "../../../shared/list/ListPage";
import { filtersOf } from "../../../shared/list/search";
import { usePageSelection } from "../../../shared/list/selection";
import { notifyWarning } from "../../../shared/notify";
import { useCan } from "../../../shared/permissions";
import { useTabNavigation } from "../../services/navigation";
import type { ServiceSearch } from "../../services/search";
import { useActivatePool, useExportPools } from "../mutations";
import { poolKeys, poolListQuery } from "../queries";
import { poolListParams } from "../search";
import { ActivationTypeDialog } from "./ActivationTypeDialog";
import { FillDialog } from "./FillDialog";
import { PoolDetailDrawer } from "./PoolDetailDrawer";
import { PoolTable } from "./PoolTable";

const COLS = { base: 1, sm: 2, md: 3 };

/** The pools tab of a service type, in the URL state `search`. */
export function PoolsTab({ selectType, search }: { selectType: ServiceType; search: ServiceSearch }) {
  const { t } = useTranslation(POOLS_NS);
  const can = useCan();
  const params = poolListParams(selectType, search);
  const { data } = useSuspenseQuery(poolListQuery(params));
  const listFetching = useIsFetching({ queryKey: poolKeys.lists() }) > 0;
  const routerPending = useRouterState({ select: (s) => s.status === "pending" });

  const [selected, onSelectedChange] = usePageSelection<Pool>(JSON.stringify(params));
  const [binding, setBinding] = useState<Pool | null>(null);
  const [settingType, setSettingType] = useState(false);
  const [details, setDetails] = useState<Pool | null>(null);
  const activate = useActivatePool();
  const exportPools = useExportPools();

  const onBind = useCallback((p: Pool) => setBinding(p), []);
  const onDetails = useCallback((p: Pool) => setDetails(p), []);
  const { mutate: activatePool } = activate;
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

  const { filters, onPage } = useTabNavigation(selectType, 2, search, {
    label: t("filters.label"),
    cols: COLS,
  });

  const runExport = () =>
    exportPools.mutate(
      selected.length
        ? { selectType, poolIds: selected.map((p) => p.poolId) }
        : { selectType, ...filtersOf(poolList, search) },
    );

  return (
    <>
      <ListPage
        descriptor={poolList}
        search={search}
        filters={filters}
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
            records={data.list}
            fetching={listFetching || routerPending}
            selected={selected}
            onSelectedChange={onSelectedChange}
            onBind={onBind}
            onActivate={onActivate}
            onDetails={onDetails}
          />
        }
        total={data.total}
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
